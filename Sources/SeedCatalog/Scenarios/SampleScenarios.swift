import SeedApps
import AppScenarios
import Navigation
import Presentation
import SnapshotHarness

/// The sample screens as scenarios under `sample/`.
enum SampleScenarios {
    static func all() throws -> [Scenario] {
        func scenario(_ name: String, _ summary: String, _ screen: @escaping @Sendable () -> Screen) throws -> Scenario {
            Scenario(try SnapshotName(name), summary: summary) { .screen(screen()) }
        }
        /// A scenario that also keeps an SVG picture of its screen.
        func pictured(_ name: String, _ summary: String, _ screen: @escaping @Sendable () -> Screen) throws -> Scenario {
            Scenario(try SnapshotName(name), summary: summary, formats: [.text, .svg]) { .screen(screen()) }
        }
        return [
            try scenario("sample/labels/layout", "Labels: fitting, truncated, wrapped to 3 lines, unlimited, aligned, empty", SampleScreens.labels),
            try scenario(
                "sample/images/content-modes", "Image views in aspect fit, aspect fill (clipped and not), scale to fill, unknown size, loading",
                SampleScreens.images),
            try scenario("sample/form/typing", "A text field with typed text, a button, a divider and a scrolling text view", SampleScreens.form),
            try scenario("sample/table/plain", "A plain table of 12 subtitle rows in a tab bar", { SampleTables.plain() }),
            try scenario("sample/table/plain-scrolled", "The plain table scrolled down 200 points", { SampleTables.plain(offset: 200) }),
            try pictured("sample/table/grouped", "A grouped static table with titled sections and a custom description cell", SampleTables.grouped),
            try scenario("sample/table/million-rows", "A table of 1,000,000 generated rows scrolled to the middle", SampleTables.million),
            try scenario(
                "sample/table/alert", "An alert on top of the plain table",
                {
                    SampleTables.plain(alert: Alert(title: "Error", message: "The request timed out.", buttons: [Alert.Button("OK", role: .cancel)]))
                }),
            try pictured("sample/grid/services", "AQGridView's layout of six 96x128 cells in 320 points", SampleDetail.grid),
            try pictured("sample/article/top", "A scrolling article page: title, clipped image, meta labels, divider, web view", { SampleDetail.article() }),
            try scenario("sample/article/scrolled", "The article page scrolled to the bottom", { SampleDetail.article(offset: 424) }),
            try pictured("sample/controls/sizes", "Segmented controls in the four styles, switches, sliders and steppers at iOS 6 sizes", SampleControls.sizes),
        ] + (try controls())
    }

    /// The controls sample app driven by touches: its settings table (controls in cells) and
    /// its map options (controls on a plain view).
    private static func controls() throws -> [Scenario] {
        typealias Step = ScenarioStep<RoutedEffect<ControlsSampleEffect>>
        typealias Names = ControlsSampleControls
        let host: @MainActor @Sendable () -> AppDriver<ControlsSampleApp> = { AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects()) }
        let change: [Step] = [
            .user(.toggleSwitch(Names.notifications, isOn: false, row: Names.notificationsRow)),
            .user(.selectSegment(Names.units, index: 1, row: Names.unitsRow)),
            .user(.setValue(Names.volume, 0.75, row: Names.volumeRow)),
            .user(.setValue(Names.copies, 3, row: Names.copiesRow)),
        ]
        let map: [Step] = [.user(.tapTab(1))]
        return [
            try .app(
                "sample/controls/settings", "Settings: switches as accessory views, a segmented control, a slider and a stepper in cells",
                formats: [.text, .svg], host: host, steps: []),
            try .app(
                "sample/controls/settings-changed", "Notifications off (Sounds disabled), Kilometres, volume 0.75, 3 copies",
                formats: [.text, .svg], host: host, steps: change),
            try .app(
                "sample/controls/settings-scrolled", "The changed settings scrolled down to the Reset button in its cell",
                host: host, steps: change + [.user(.scroll(toY: 200))]),
            try .app(
                "sample/controls/settings-reset", "Reset tapped in its cell: every setting back to its default, Reset disabled",
                host: host, steps: change + [.user(.scroll(toY: 200)), .user(.tapCellButton(Names.reset, row: Names.resetRow))]),
            try .app(
                "sample/controls/map", "Map Options: a segmented control, a switch, a slider and a stepper on a plain view",
                formats: [.text, .svg], host: host, steps: map),
            try .app(
                "sample/controls/map-changed", "Hybrid selected, traffic on, zoom 14, 4 pins", host: host,
                steps: map + [
                    .user(.selectSegment(Names.mapType, index: 2)),
                    .user(.toggleSwitch(Names.traffic, isOn: true)),
                    .user(.setValue(Names.zoom, 14)),
                    .user(.setValue(Names.pins, 4)),
                ]),
        ]
    }
}
