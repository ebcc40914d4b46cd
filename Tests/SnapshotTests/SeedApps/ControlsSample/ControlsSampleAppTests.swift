import Testing
@testable import SeedApps
import Navigation
import Presentation

/// The controls sample driven as a UI client drives it: every touch through ``AppHost``, which
/// refuses what the screen does not offer.
@MainActor
@Suite struct ControlsSampleAppTests {
    private typealias Names = ControlsSampleControls

    private func host() -> AppDriver<ControlsSampleApp> {
        AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects())
    }

    private func settings(_ host: AppDriver<ControlsSampleApp>) -> ControlsSettings? {
        host.state.top(as: ControlsSettings.self)
    }

    private func map(_ host: AppDriver<ControlsSampleApp>) -> MapOptions? {
        host.state.top(as: MapOptions.self)
    }

    @Test func theAppStartsOnTheSettingsTabOfTwo() {
        let host = host()
        #expect(host.state.navigation.tabBar?.tabs.map(\.item.title) == ["Settings", "Map"], "the tab bar, not the single-stack fallback")
        #expect(settings(host) == ControlsSettings())
        #expect(host.failures.isEmpty)
    }

    @Test func theSwitchesInTheRowsFlipTheSettingsAndTheSecondFollowsTheFirst() throws {
        let host = host()
        try host.send(.toggleSwitch(Names.sounds, isOn: false, row: Names.soundsRow))
        #expect(settings(host)?.sounds == false)
        try host.send(.toggleSwitch(Names.notifications, isOn: false, row: Names.notificationsRow))
        #expect(settings(host)?.notifications == false)
        #expect(throws: UserActionError.controlDisabled(Names.sounds, kind: .switchControl), "Sounds is disabled without notifications") {
            try host.send(.toggleSwitch(Names.sounds, isOn: true, row: Names.soundsRow))
        }
        #expect(throws: UserActionError.controlInCell(Names.notifications, kind: .switchControl, rows: [Names.notificationsRow])) {
            try host.send(.toggleSwitch(Names.notifications, isOn: true))
        }
    }

    @Test func theSegmentSliderAndStepperInCellsSetTheirValues() throws {
        let host = host()
        try host.send(.selectSegment(Names.units, index: 1, row: Names.unitsRow))
        try host.send(.setValue(Names.volume, 0.2, row: Names.volumeRow))
        try host.send(.setValue(Names.copies, 10, row: Names.copiesRow))
        let changed = try #require(settings(host))
        #expect(changed.unit == 1 && changed.volume == 0.2 && changed.copies == 10)
        #expect(TextRenderer().render(host.screen).contains(#""Copies: 10""#), "the label follows the stepper")
        #expect(throws: UserActionError.valueOutOfRange(Names.copies, value: 11, range: ValueRange(1, 10))) {
            try host.send(.setValue(Names.copies, 11, row: Names.copiesRow))
        }
    }

    @Test func resetIsReachedByScrollingAndRestoresTheDefaultsWhereTheTableIs() throws {
        let host = host()
        #expect(throws: UserActionError.rowNotVisible(Names.resetRow), "the Reset row is below the fold") {
            try host.send(.tapCellButton(Names.reset, row: Names.resetRow))
        }
        try host.send(.scroll(toY: 1_000))
        #expect(settings(host)?.contentOffsetY == 91, "458 points of content in a 367-point table")
        #expect(throws: UserActionError.controlDisabled(Names.reset, kind: .button), "nothing to reset yet") {
            try host.send(.tapCellButton(Names.reset, row: Names.resetRow))
        }
        try host.send(.setValue(Names.copies, 2, row: Names.copiesRow))
        try host.send(.tapCellButton(Names.reset, row: Names.resetRow))
        var expected = ControlsSettings()
        expected.contentOffsetY = 91
        #expect(settings(host) == expected)
    }

    @Test func theMapTabsControlsAreOnAPlainView() throws {
        let host = host()
        try host.send(.tapTab(1))
        try host.send(.selectSegment(Names.mapType, index: 1))
        try host.send(.toggleSwitch(Names.traffic, isOn: true))
        try host.send(.setValue(Names.zoom, 3.5))
        try host.send(.setValue(Names.pins, 0))
        let options = try #require(map(host))
        #expect(options.mapType == 1 && options.showsTraffic && options.zoom == 3.5 && options.pins == 0)
        #expect(throws: UserActionError.valueNotOnStep(Names.pins, value: 0.5, current: 0, step: 1)) {
            try host.send(.setValue(Names.pins, 0.5))
        }
        #expect(throws: UserActionError.noControl(Names.notifications, kinds: [.switchControl], row: nil, available: [Names.traffic])) {
            try host.send(.toggleSwitch(Names.notifications, isOn: false))
        }
    }

    @Test func aControlTheAppHasNoCodeForIsAWiringError() {
        let host = host()
        host.send(action: .touch(.toggleSwitch("bogusSwitch", isOn: true)))
        host.send(action: .touch(.tapCellButton("bogusButton", row: Names.resetRow)))
        #expect(
            host.failures.map(\.error) == [
                .unhandledControl("toggle bogusSwitch on (scene Settings)"),
                .unhandledControl("tap button bogusButton in 3.0 (scene Settings)"),
            ])
        #expect(settings(host) == ControlsSettings(), "the state stays as it was")
    }
}
