#if canImport(SwiftUI)
import SwiftUI
#endif
import Navigation
import Presentation
import SeedApps
import Testing

/// A UI client of the controls sample, public API only: it finds what it can draw and touch
/// through `ScreenInspector(host.screen).controls` (the content's controls, then those in the
/// cells of the rows that show) and sends the touches a user makes; the names `Slider` and
/// `Stepper`, which SwiftUI has too, are qualified.
@MainActor
@Suite struct ControlsEmbeddingTests {
    private typealias Names = ControlsSampleControls

    @Test func aClientFindsTheControlsInTheCellsThatShowAndSetsThem() throws {
        let host = AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects())
        let controls = ScreenInspector(host.screen).controls
        #expect(
            controls.map(\.description) == [
                "notificationsSwitch in 0.0", "soundsSwitch in 0.1", "unitsControl in 1.0", "volumeSlider in 2.0", "copiesStepper in 2.1",
            ], "the Reset row is below the fold")

        // A client binds each control to its model and sends the user's change with its row.
        let volume = try #require(controls.first { $0.name == Names.volume })
        guard case .slider(let slider) = volume.element.kind else {
            Issue.record("the volume control is not a slider")
            return
        }
        let model: Presentation.Slider = slider
        #expect(model.value == 0.5 && model.range == ValueRange(0, 1))
        try host.send(.setValue(volume.name, 0.9, row: volume.row))

        let copies = try #require(controls.first { $0.name == Names.copies })
        guard case .stepper(let stepper) = copies.element.kind else {
            Issue.record("the copies control is not a stepper")
            return
        }
        let next: Presentation.Stepper = stepper
        try host.send(.setValue(copies.name, next.value + next.stepValue, row: copies.row))
        try host.send(.toggleSwitch(Names.notifications, isOn: false, row: Names.notificationsRow))

        let text = TextRenderer().render(host.screen)
        #expect(text.contains("slider volumeSlider  90,10 200x23  value 0.9"))
        #expect(text.contains(#"label copiesLabel  10,11 170x21  Helvetica-Bold 17  #000000  "Copies: 2""#))
        #expect(text.contains("switch soundsSwitch  221,8 79x27  on  disabled"))
        #expect(host.failures.isEmpty)
    }

    @Test func theRowsThatShowCarryTheirCellsElements() throws {
        let host = AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects())
        let rows = host.screen.visibleRows
        #expect(
            rows.map(\.indexPath) == [
                TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0), TableIndexPath(row: 0, section: 1),
                TableIndexPath(row: 0, section: 2), TableIndexPath(row: 1, section: 2),
            ])
        let first = try #require(rows.first)
        #expect(first.elements.map(\.name) == ["textLabel", Names.notifications])
        #expect(first.elements.last?.frame == Rect(x: 221, y: 8, width: 79, height: 27), "where the cell places its accessory view")
        do {
            try host.send(.tapCellButton(Names.reset, row: Names.resetRow))
            Issue.record("a button in a row out of view must not be reachable")
        } catch {
            #expect(error == .rowNotVisible(Names.resetRow))
            #expect(error.description == "Row 3.0 is scrolled out of view: scroll to it before touching its cell.")
        }
    }
}
