import Testing
@testable import Navigation
import Presentation
import TestSupport

/// The touch rules for the controls a user sets, in the content and in the cells of the rows
/// that show: what ``ScreenInspector/validate(_:)`` lets through and the error it gives
/// otherwise.
@Suite struct ScreenInspectorControlsTests {
    static func screen(alert: Alert? = nil) -> Screen { ControlsScreen.screen(alert: alert) }

    private func check(_ action: UserAction, on screen: Screen = screen()) -> UserActionError? {
        do {
            try ScreenInspector(screen).validate(action)
            return nil
        } catch {
            return error
        }
    }

    private let row2 = TableIndexPath(row: 2, section: 0)

    @Test func theControlsAreTheContentsThenThoseInTheRowsThatShow() {
        let controls = ScreenInspector(Self.screen()).controls.map(\.description)
        #expect(
            controls == [
                "wifi", "airplane", "mode", "actions", "level", "count",
                "delete in 0.0", "enabled in 0.0", "delete in 0.1", "enabled in 0.1", "delete in 0.2", "enabled in 0.2",
                "delete in 0.3", "enabled in 0.3", "delete in 0.4", "enabled in 0.4",
            ])
    }

    @Test func aSwitchFlipsOnlyToTheOtherPositionAndOnlyWhenEnabled() {
        #expect(check(.toggleSwitch("wifi", isOn: false)) == nil)
        #expect(check(.toggleSwitch("wifi", isOn: true)) == .switchAlreadySet("wifi", isOn: true))
        #expect(check(.toggleSwitch("airplane", isOn: true)) == .controlDisabled("airplane", kind: .switchControl))
        #expect(
            check(.toggleSwitch("bluetooth", isOn: true))
                == .noControl(
                    "bluetooth", kinds: [.switchControl], row: nil,
                    available: ["wifi", "airplane", "enabled in 0.0", "enabled in 0.1", "enabled in 0.2", "enabled in 0.3", "enabled in 0.4"]
                ))
        #expect(check(.toggleSwitch("level", isOn: true)) != nil, "a slider is not a switch")
    }

    @Test func aControlInACellIsReachedThroughItsRowWhileTheRowShows() {
        #expect(check(.toggleSwitch("enabled", isOn: false, row: row2)) == nil)
        #expect(check(.toggleSwitch("enabled", isOn: true, row: row2)) == .switchAlreadySet("enabled", isOn: true))
        #expect(check(.toggleSwitch("enabled", isOn: false, row: TableIndexPath(row: 4, section: 0))) == nil, "a row cut by the viewport still shows")
        #expect(check(.toggleSwitch("enabled", isOn: true, row: TableIndexPath(row: 5, section: 0))) == .rowNotVisible(TableIndexPath(row: 5, section: 0)))
        #expect(
            check(.toggleSwitch("enabled", isOn: true, row: TableIndexPath(row: 30, section: 0)))
                == .rowOutOfRange(TableIndexPath(row: 30, section: 0), rowsInSection: 30))
        #expect(
            check(.toggleSwitch("enabled", isOn: true))
                == .controlInCell(
                    "enabled", kind: .switchControl, rows: (0...4).map { TableIndexPath(row: $0, section: 0) }
                ))
        #expect(check(.toggleSwitch("wifi", isOn: false, row: row2)) == .noControl("wifi", kinds: [.switchControl], row: row2, available: ["enabled in 0.2"]))
    }

    @Test func aButtonInACellIsTappedThroughItsRow() {
        #expect(check(.tapCellButton("delete", row: row2)) == nil)
        #expect(check(.tapCellButton("delete", row: TableIndexPath(row: 1, section: 0))) == .controlDisabled("delete", kind: .button))
        #expect(check(.tapCellButton("enabled", row: row2)) == .noControl("enabled", kinds: [.button], row: row2, available: ["delete in 0.2"]))
        #expect(check(.tapButton("delete")) == .noButton("delete", available: []), "tapButton reaches the content's buttons only")
    }

    @Test func aSegmentIsTappedWhenItExistsAndIsNotAlreadySelected() {
        #expect(check(.selectSegment("mode", index: 2)) == nil)
        #expect(check(.selectSegment("mode", index: 0)) == .segmentAlreadySelected("mode", index: 0))
        #expect(check(.selectSegment("mode", index: 3)) == .segmentOutOfRange("mode", index: 3, count: 3))
        #expect(check(.selectSegment("mode", index: -1)) == .segmentOutOfRange("mode", index: -1, count: 3))
        #expect(check(.selectSegment("actions", index: 0)) == nil, "a momentary control fires every time")
    }

    @Test func aSliderTakesAValueInItsRangeThatItDoesNotShow() {
        #expect(check(.setValue("level", 0.75)) == nil)
        #expect(check(.setValue("level", 0.5)) == .valueUnchanged("level", value: 0.5))
        #expect(check(.setValue("level", 1.5)) == .valueOutOfRange("level", value: 1.5, range: ValueRange(0, 1)))
        let nan = check(.setValue("level", .nan))
        guard case .valueOutOfRange("level", let value, _)? = nan else {
            Issue.record("NaN must be refused as out of range, got \(String(describing: nan))")
            return
        }
        #expect(value.isNaN)
    }

    @Test func aStepperTakesAValueWholeStepsAwayOrAnEndOfItsRange() {
        #expect(check(.setValue("count", 8)) == nil)
        #expect(check(.setValue("count", 9)) == nil, "a step past the maximum stops there")
        #expect(check(.setValue("count", 5)) == .valueNotOnStep("count", value: 5, current: 4, step: 2))
        #expect(check(.setValue("count", 4)) == .valueUnchanged("count", value: 4))
        #expect(check(.setValue("count", -2)) == .valueOutOfRange("count", value: -2, range: ValueRange(0, 9)))
        #expect(check(.setValue("wifi", 1)) == .noControl("wifi", kinds: [.slider, .stepper], row: nil, available: ["level", "count"]))
    }

    @Test func anAlertBlocksEveryControl() {
        let screen = Self.screen(alert: Alert(title: "Wait", message: nil, buttons: [Alert.Button("OK", role: .cancel)]))
        for action: UserAction in [
            .toggleSwitch("wifi", isOn: false), .selectSegment("mode", index: 1), .setValue("level", 0.2), .tapCellButton("delete", row: row2),
        ] {
            #expect(check(action, on: screen) == .blockedByAlert(title: "Wait"))
        }
    }

    @Test func everyRefusalSaysWhatToDo() {
        let messages = [
            UserActionError.noControl("bluetooth", kinds: [.switchControl], row: nil, available: ["wifi", "enabled in 0.1"]),
            .noControl("x", kinds: [.slider, .stepper], row: row2, available: []),
            .controlInCell("enabled", kind: .switchControl, rows: [row2]),
            .rowNotVisible(row2), .controlDisabled("airplane", kind: .switchControl), .switchAlreadySet("wifi", isOn: true),
            .segmentOutOfRange("mode", index: 3, count: 3), .segmentAlreadySelected("mode", index: 0),
            .valueOutOfRange("level", value: 2, range: ValueRange(0, 1)), .valueNotOnStep("count", value: 5, current: 4, step: 2),
            .valueUnchanged("level", value: 0.5),
        ].map(\.description)
        #expect(
            messages == [
                "This screen has no switch \"bluetooth\" (available: wifi, enabled in 0.1).",
                "Row 0.2's cell has no slider or stepper \"x\" (available: none).",
                "The switch \"enabled\" is in a table cell (row 0.2): say which row's.",
                "Row 0.2 is scrolled out of view: scroll to it before touching its cell.",
                "The switch \"airplane\" is disabled.",
                "The switch \"wifi\" is already on.",
                "The segmented control \"mode\" has 3 segments; there is no segment 3.",
                "Segment 0 of \"mode\" is already selected.",
                "\"level\" cannot be set to 2: its range is 0...1.",
                "The stepper \"count\" reads 4 and moves in steps of 2: it cannot read 5.",
                "\"level\" already reads 0.5.",
            ])
    }

    @Test func eachTouchPrintsAsTheDemoHostWritesIt() {
        #expect(UserAction.toggleSwitch("enabled", isOn: false, row: row2).description == "toggle enabled in 0.2 off")
        #expect(UserAction.selectSegment("mode", index: 1).description == "segment mode 1")
        #expect(UserAction.setValue("level", 0.25).description == "set level 0.25")
        #expect(UserAction.tapCellButton("delete", row: row2).description == "tap button delete in 0.2")
    }
}
