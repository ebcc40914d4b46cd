import Navigation
import Presentation
import Ratings
import StoryboardImport
import StoryboardTesting
import Testing

/// The Ratings app driven as a person uses it: the list, the Add Player form presented in its
/// navigation controller, a game picked with a checkmark and unwound back, Done and Cancel
/// unwinding to the list, a swipe deleting a player.
@MainActor
@Suite struct RatingsTests {
    private func launched() throws -> AppDriver<ImportedApp> {
        AppDriver(app: try RatingsApp.make(), runner: ImportedApp.NoEffects())
    }

    private func players(_ app: AppDriver<ImportedApp>) -> [String] {
        guard let table = ScreenInspector(app.screen).table else { return [] }
        return (0..<table.dataSource.numberOfRows(inSection: 0)).compactMap { row in
            table.dataSource.cell(at: TableIndexPath(row: row, section: 0)).contentElements.first { $0.name == "nameLabel" }.flatMap { element in
                if case .label(let label) = element.kind { label.text } else { nil }
            }
        }
    }

    @Test func theListShowsEachPlayerInAPlayerCell() throws {
        let app = try launched()
        #expect(players(app) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
        assertSnapshot(of: app.screen)
    }

    @Test func addingAPlayerTypesTheNamePicksAGameAndSavesWithDone() throws {
        let app = try launched()
        try app.send(.tapBarButton("add"))
        #expect(app.screen.breadcrumb == ["Add Player"], "the form is presented in its own navigation controller")
        try app.send(.tapCellTextField("nameTextField", row: TableIndexPath(row: 0, section: 0)))
        try app.send(.typeText("Thelonious Monk"))
        assertSnapshot(of: app.screen, named: "typing")
        try app.send(.tapRow(TableIndexPath(row: 0, section: 1)))   // Game: SelectGame
        #expect(app.screen.breadcrumb == ["Add Player", "Choose Game"])
        assertSnapshot(of: app.screen, named: "picker")
        try app.send(.tapRow(TableIndexPath(row: 3, section: 0)))   // Spin the Bottle: SaveSelectedGame unwinds
        #expect(app.screen.breadcrumb == ["Add Player"])
        let form = TextRenderer().render(app.screen)
        #expect(form.contains("\"Spin the Bottle\""), "the picked game shows in the form: \(form)")
        #expect(form.contains("\"Thelonious Monk\""), "the typed name is still there: \(form)")
        try app.send(.tapBarButton("done"))
        #expect(players(app) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck", "Thelonious Monk"])
        assertSnapshot(of: app.screen, named: "saved")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    @Test func cancelLeavesTheListAsItWas() throws {
        let app = try launched()
        try app.send(.tapBarButton("add"))
        try app.send(.tapCellTextField("nameTextField", row: TableIndexPath(row: 0, section: 0)))
        try app.send(.typeText("Nobody"))
        try app.send(.tapBarButton("cancel"))
        #expect(players(app) == ["Bill Evans", "Oscar Peterson", "Dave Brubeck"])
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    @Test func aSwipeDeletesAPlayer() throws {
        let app = try launched()
        try app.send(.swipeRow(TableIndexPath(row: 1, section: 0)))
        assertSnapshot(of: app.screen, named: "swiped")
        try app.send(.tapDelete(TableIndexPath(row: 1, section: 0)))
        #expect(players(app) == ["Bill Evans", "Dave Brubeck"])
        #expect(app.failures.isEmpty, "\(app.failures)")
    }
}
