import Testing
@testable import Navigation
import Presentation
import StoryboardTesting

/// Table editing as UITableView does it, driven as a person does: the Edit button, a swipe
/// and its Delete button, the minus and plus in edit mode, a drag by the grip; the screen's
/// code changes its data and the navigation checks the rows it has after each edit.
@MainActor
@Suite struct TableEditingTests {
    private let first = TableIndexPath(row: 0, section: 0)
    private let second = TableIndexPath(row: 1, section: 0)

    private func players(_ app: AppDriver<RosterApp>) -> [String] {
        app.state.top(as: Roster.self)?.players ?? []
    }

    @Test func aSwipeRevealsDeleteAndTappingItDeletesTheRow() throws {
        let app = AppDriver(app: RosterApp(), runner: RosterApp.NoEffects())
        #expect(throws: UserActionError.noDeleteButton(second)) { try app.send(.tapDelete(second)) }
        try app.send(.swipeRow(second))
        assertSnapshot(of: app.screen, named: "swiped")
        let swiped = TextRenderer().render(app.screen)
        #expect(swiped.contains("row 0.1  0,44 320x44  PlayerCell  style default  accessory disclosure  delete button"), "\(swiped)")
        #expect(swiped.contains("button deleteButton  247,5 63x33"), "\(swiped)")
        try app.send(.tapDelete(second))
        #expect(players(app) == ["Bill Evans", "Dave Brubeck"])
        assertSnapshot(of: app.screen, named: "deleted")
        #expect(TextRenderer().render(app.screen).contains("last update  1 deleted (old 0.1)"), "the delete is drawn as UIKit animates it")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    @Test func anyOtherTouchHidesTheDeleteButtonWithoutSelectingTheRow() throws {
        let app = AppDriver(app: RosterApp(), runner: RosterApp.NoEffects())
        try app.send(.swipeRow(second))
        try app.send(.tapRow(first))
        #expect(app.state.tableEditing.isEmpty, "the tap only hid the Delete button")
        #expect(players(app).count == 3)
        #expect(throws: UserActionError.noDeleteButton(second)) { try app.send(.tapDelete(second)) }
    }

    @Test func editModeShowsEachRowsControlsAndTheDoneButton() throws {
        let app = AppDriver(app: RosterApp(), runner: RosterApp.NoEffects())
        #expect(throws: UserActionError.editMode(required: true)) { try app.send(.tapEditingControl(first)) }
        try app.send(.tapBarButton("edit"))
        assertSnapshot(of: app.screen, named: "editing")
        let text = TextRenderer().render(app.screen)
        #expect(text.contains("system done \"Done\""), "the Edit button reads Done: \(text)")
        #expect(text.contains("row 0.0  0,0 320x44  PlayerCell  style default  accessory disclosure  editing delete  reorder"), "\(text)")
        #expect(text.contains("row 0.3  0,132 320x44  AddCell  style default  accessory none  editing insert"), "\(text)")
        #expect(throws: UserActionError.editMode(required: false)) { try app.send(.swipeRow(first)) }
        try app.send(.tapRow(first))
        #expect(app.state.navigation.entries.count == 1 && players(app).count == 3, "rows are not selected in edit mode")

        try app.send(.tapEditingControl(first))  // the minus turns, revealing Delete
        try app.send(.tapDelete(first))
        try app.send(.tapEditingControl(TableIndexPath(row: 2, section: 0)))  // the plus of "add player"
        #expect(players(app) == ["Oscar Peterson", "Dave Brubeck", "New Player"])
        #expect(
            TextRenderer().render(app.screen).contains(
                "row 0.2  0,88 320x44  PlayerCell  style default  accessory disclosure  editing delete  reorder  inserted"))
        #expect(throws: UserActionError.rowNotMovable(TableIndexPath(row: 3, section: 0))) {
            try app.send(.moveRow(TableIndexPath(row: 3, section: 0), to: first))
        }
        try app.send(.moveRow(first, to: TableIndexPath(row: 2, section: 0)))
        #expect(players(app) == ["Dave Brubeck", "New Player", "Oscar Peterson"])
        #expect(TextRenderer().render(app.screen).contains("moved from 0.0"))
        try app.send(.tapBarButton("edit"))
        #expect(!TextRenderer().render(app.screen).contains("editing"), "Done ends edit mode")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    @Test func aCommitThatLeavesTheRowsAsTheyWereFailsAsUIKitsExceptionDoes() throws {
        let app = AppDriver(app: RosterApp(forgetsToDelete: true), runner: RosterApp.NoEffects())
        try app.send(.swipeRow(second))
        try app.send(.tapDelete(second))
        #expect(
            app.failures.map(\.error) == [
                .invalidTableUpdate(
                    "invalid number of rows in section 0: it has 3 after the update and must have 2, the 3 before it plus 0 inserted and minus 1 deleted")
            ])
    }

    @Test func aScreenWithoutEditingCodeRefusesTheSwipe() throws {
        let screen = Screen(
            appName: "Shelf",
            content: [
                Element(
                    "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                    kind: .table(TableView(dataSource: TableSections([.init(rows: [TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "one"))])]))))
            ])
        #expect(throws: UserActionError.rowNotEditable(first, style: .none)) { try ScreenInspector(screen).validate(.swipeRow(first)) }
    }
}

extension RosterApp {
    /// The runner of an app without effects.
    struct NoEffects: EffectRunner {
        func run(_ routed: RoutedEffect<Never>) async -> [FeatureAppAction<Never>] {
            switch routed.effect {}
        }
    }
}
