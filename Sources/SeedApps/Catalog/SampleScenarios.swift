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
            try scenario("sample/images/content-modes", "Image views in aspect fit, aspect fill (clipped and not), scale to fill, unknown size, loading", SampleScreens.images),
            try scenario("sample/form/typing", "A text field with typed text, a button, a divider and a scrolling text view", SampleScreens.form),
            try scenario("sample/table/plain", "A plain table of 12 subtitle rows in a tab bar", { SampleTables.plain() }),
            try scenario("sample/table/plain-scrolled", "The plain table scrolled down 200 points", { SampleTables.plain(offset: 200) }),
            try pictured("sample/table/grouped", "A grouped static table with titled sections and a custom description cell", SampleTables.grouped),
            try scenario("sample/table/million-rows", "A table of 1,000,000 generated rows scrolled to the middle", SampleTables.million),
            try scenario("sample/table/alert", "An alert on top of the plain table", {
                SampleTables.plain(alert: Alert(title: "Error", message: "The request timed out.", buttons: [Alert.Button("OK", role: .cancel)]))
            }),
            try pictured("sample/grid/services", "AQGridView's layout of six 96x128 cells in 320 points", SampleDetail.grid),
            try pictured("sample/article/top", "A scrolling article page: title, clipped image, meta labels, divider, web view", { SampleDetail.article() }),
            try scenario("sample/article/scrolled", "The article page scrolled to the bottom", { SampleDetail.article(offset: 424) }),
        ]
    }
}
