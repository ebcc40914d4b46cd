import Testing
@testable import SeedApps
@testable import Navigation
import Presentation

/// The todo app driven only as a UI client drives it: `AppHost`, `UserAction`s and the
/// rendered screen.
@MainActor
@Suite struct TodoAppHostTests {
    private func text(_ host: AppDriver<TodoApp>) -> String {
        TextRenderer().render(host.screen)
    }

    private func rowTexts(_ host: AppDriver<TodoApp>) -> [String] {
        guard let table = ScreenInspector(host.screen).table else { return [] }
        return (0..<table.dataSource.numberOfRows(inSection: 0)).compactMap {
            table.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).text
        }
    }

    @Test func addATodoThenMarkItComplete() async throws {
        let host = TodoSample.driver(mode: .held)
        #expect(host.screen.activity == "loading todos")
        await host.settle()
        #expect(rowTexts(host) == ["Buy milk", "Call the plumber about the kitchen sink", "Water the plants", "Book flights"])

        try host.send(.tapBarButton(TodoControls.addButton))
        #expect(host.screen.breadcrumb == ["Todos", "Todo Details"])
        #expect(host.screen.navigationBar?.backButtonTitle == "Todos")
        // As in the seed, Add does not focus the field: typing needs a tap on it first.
        #expect(ScreenInspector(host.screen).focusedTextField == nil)
        #expect(throws: UserActionError.textFieldNotFocused(available: ["txtTodoText"])) { try host.send(.typeText("lost")) }
        #expect(throws: UserActionError.noTextField("text", available: ["txtTodoText"])) { try host.send(.tapTextField("text")) }
        try host.send(.tapTextField(TodoControls.textField))
        #expect(ScreenInspector(host.screen).focusedTextField?.name == "txtTodoText")
        #expect(ScreenInspector(host.screen).buttonNames == ["saveButton"], "the viewing half is hidden")
        try host.send(.typeText("Pick up"))
        try host.send(.typeText(" the dry cleaning"))
        try host.send(.tapButton(TodoControls.saveButton))
        #expect(host.screen.activity == "saving the todo")
        #expect(throws: UserActionError.noButton("saveButton", available: [])) { try host.send(.tapButton(TodoControls.saveButton)) }
        // Disabled while saving: no field can take the focus.
        #expect(throws: UserActionError.noFocusedTextField) { try host.send(.typeText("!")) }
        #expect(throws: UserActionError.noTextField("txtTodoText", available: [])) { try host.send(.tapTextField(TodoControls.textField)) }
        #expect(host.pendingEffects == [RoutedEffect(.insertTodo(text: "Pick up the dry cleaning", details: ScreenID(1)), for: ScreenID(0))])
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos"])
        #expect(rowTexts(host).last == "Pick up the dry cleaning")

        try host.send(.tapRow(TableIndexPath(row: 4, section: 0)))
        #expect(ScreenInspector(host.screen).buttonNames == ["markCompleteButton"])
        #expect(text(host).contains("label lblTodoText  20,20 280x21  Helvetica 17  #000000  \"Pick up the dry cleaning\""))
        try host.send(.tapButton(TodoControls.markCompleteButton))
        #expect(host.screen.activity == "marking the todo complete")
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos"])
        #expect(!rowTexts(host).contains("Pick up the dry cleaning"))
    }

    @Test func theListScrollsRestsInsideItsRowsAndKeepsItsPlaceAcrossAReload() async throws {
        let host = TodoSample.driver(items: TodoSample.longList, mode: .live)
        await host.settle()
        let offset = { () -> Double? in ScreenInspector(host.screen).table?.contentOffsetY }
        try host.send(.scroll(toY: 120))
        #expect(offset() == 120)
        try host.send(.scroll(toY: 10_000))
        #expect(offset() == 200, "14 rows of 44 in a 416-point table rest at most 200 down")
        try host.send(.scroll(toY: -30))
        #expect(offset() == 0)

        try host.send(.scroll(toY: 200))
        try host.send(.tapRow(TableIndexPath(row: 13, section: 0)))
        try host.send(.tapButton(TodoControls.markCompleteButton))
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos"])
        #expect(offset() == 156, "13 rows rest at most 156 down: the reload pulls the offset back inside")
        #expect(text(host).contains("content height 572  offset 156"))
    }

    @Test func aListThatFitsDoesNotScroll() async throws {
        let host = TodoSample.driver(mode: .live)
        await host.settle()
        try host.send(.scroll(toY: 300))
        #expect(ScreenInspector(host.screen).table?.contentOffsetY == 0)
    }

    @Test func aFailedSaveKeepsTheScreenAndTheTextExactly() async throws {
        let faults = MobileServiceFaults(inserts: [.error(status: 500, message: "Error: Internal Server Error")])
        let host = TodoSample.driver(faults: faults, mode: .live)
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))
        try host.send(.replaceText("  Buy milk  "))
        let before = text(host)
        try host.send(.tapButton(TodoControls.saveButton))
        await host.settle()
        #expect(host.screen.alert?.title == "Failure")
        #expect(host.screen.alert?.message == "The service had a problem (500: Error: Internal Server Error). Try again.")
        #expect(throws: UserActionError.blockedByAlert(title: "Failure")) { try host.send(.tapButton(TodoControls.saveButton)) }
        try host.send(.tapAlertButton(0))
        #expect(host.screen.alert == nil)
        // Disabled during the save, the field lost the focus; a tap gives it back.
        #expect(ScreenInspector(host.screen).focusedTextField == nil)
        try host.send(.tapTextField(TodoControls.textField))
        #expect(ScreenInspector(host.screen).focusedTextField?.field.text == "  Buy milk  ")
        #expect(text(host) == before, "the whole screen is as it was before Save")
        try host.send(.tapButton(TodoControls.saveButton))
        await host.settle()
        #expect(rowTexts(host).last == "  Buy milk  ")
    }

    @Test func anEmptyTodoIsRefusedWithoutARequest() async throws {
        let host = TodoSample.driver(mode: .live)
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))
        try host.send(.typeText(" "))
        try host.send(.tapButton(TodoControls.saveButton))
        #expect(host.screen.alert?.title == "Empty Todo")
        #expect(host.screen.alert?.message == "Type what needs doing before saving.")
        #expect(host.pendingEffects.isEmpty)
        #expect(throws: UserActionError.blockedByAlert(title: "Empty Todo")) { try host.send(.typeText("x")) }
        try host.send(.tapAlertButton(0))
        #expect(ScreenInspector(host.screen).focusedTextField?.field.text == " ")
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos", "Todo Details"])
    }

    @Test func touchesTheScreenDoesNotOfferAreRefused() async throws {
        let host = TodoSample.driver(mode: .live)
        await host.settle()
        let rows = rowTexts(host).count
        let before = host.state
        #expect(throws: UserActionError.noBackButton) { try host.send(.tapBack) }
        #expect(throws: UserActionError.noAlert) { try host.send(.tapAlertButton(0)) }
        #expect(throws: UserActionError.rowOutOfRange(TableIndexPath(row: 9, section: 0), rowsInSection: rows)) {
            try host.send(.tapRow(TableIndexPath(row: 9, section: 0)))
        }
        #expect(throws: UserActionError.rowOutOfRange(TableIndexPath(row: 0, section: 3), rowsInSection: nil)) {
            try host.send(.tapRow(TableIndexPath(row: 0, section: 3)))
        }
        #expect(host.state == before)
        try host.send(.tapBarButton(TodoControls.addButton))
        #expect(throws: UserActionError.noTable) { try host.send(.tapRow(TableIndexPath(row: 0, section: 0))) }
        #expect(throws: UserActionError.noBarButton(TodoControls.addButton, available: [])) {
            try host.send(.tapBarButton(TodoControls.addButton))
        }
        #expect(host.failures.isEmpty)
    }

    @Test func aWrongKeySaysWhichSettingToCheckAndOffersNoRetryThatCannotHelp() async throws {
        let host = TodoSample.driver(clientKey: ApplicationKey("wrong"), mode: .live)
        await host.settle()
        #expect(
            host.screen.alert?.message
                == "The service did not accept the application key (401: Error: Unauthorized). Check that the app's application key is this service's.")
        #expect(host.screen.alert?.buttons.map(\.title) == ["OK"])
        try host.send(.tapAlertButton(0))
        #expect(host.screen.alert == nil)
        #expect(rowTexts(host).isEmpty)
    }
}
