import Navigation
import Presentation
import SeedApps
import StoryboardTesting
import Testing

/// The todo app driven through `TestStore` with public imports only, against its embedded
/// Mobile Service (`exhaustivity: .off`: its state is publicly read-only).
@Suite struct TodoTestStoreTests {
    private let list = ScreenID(0)

    private func runner(faults: MobileServiceFaults = MobileServiceFaults()) -> TodoEffects {
        let service = InMemoryMobileService(applicationKey: TodoSample.applicationKey, items: TodoSample.items, faults: faults)
        return TodoEffects(client: MobileServicesClient(applicationKey: TodoSample.applicationKey, transport: service))
    }

    /// The app launched with the sample todos loaded (the done one filtered out).
    private func launched(_ runner: TodoEffects) async -> TestStore<TodoApp> {
        let store = TestStore(app: TodoApp(), exhaustivity: .off)
        store.launch()
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner)
        store.receive(.message(.todosLoaded(FetchedList(TodoSample.items.filter { !$0.complete })), to: list))
        return store
    }

    @Test func addingATodoPostsItAndReloadsTheList() async {
        let runner = runner()
        let store = await launched(runner)
        store.send(.tapBarButton(TodoControls.addButton))
        let details = store.state.navigation.topID
        #expect(store.screen.breadcrumb == ["Todos", "Todo Details"])
        store.send(.tapTextField(TodoControls.textField))
        store.send(.typeText("Buy bread"))
        store.send(.tapButton(TodoControls.saveButton))
        #expect(store.pendingEffects == [RoutedEffect(.insertTodo(text: "Buy bread", details: details), for: list)])
        await store.run(RoutedEffect(.insertTodo(text: "Buy bread", details: details), for: list), using: runner)
        store.receive(.message(.didFinishWithTodo(details: details, TodoItem(id: 6, text: "Buy bread")), to: list))
        #expect(store.state.navigation.topID == list, "the details popped")
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner)
        store.receive(.message(.todosLoaded(FetchedList(TodoSample.items.filter { !$0.complete } + [TodoItem(id: 6, text: "Buy bread")])), to: list))
        assertSnapshot(of: store.screen)
        store.finish()
    }

    @Test func aFailedSaveKeepsTheTextAndShowsTheServersMessage() async {
        let runner = runner(faults: MobileServiceFaults(inserts: [.error(status: 500, message: "Internal Server Error")]))
        let store = await launched(runner)
        store.send(.tapBarButton(TodoControls.addButton))
        let details = store.state.navigation.topID
        store.send(.tapTextField(TodoControls.textField))
        store.send(.typeText("Buy bread"))
        store.send(.tapButton(TodoControls.saveButton))
        await store.run(RoutedEffect(.insertTodo(text: "Buy bread", details: details), for: list), using: runner)
        let message = "The service had a problem (500: Internal Server Error). Try again."
        store.receive(.message(.requestFailed(message: message, mayHaveBeenSaved: false), to: details))
        #expect(store.state.navigation.alert?.message == message)
        guard let shown = store.state.top(as: TodoDetails.self) else {
            Issue.record("the details are not on top")
            return
        }
        #expect(shown.typedText == "Buy bread")
        withKnownIssue {
            store.send(.tapButton(TodoControls.saveButton))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The screen does not offer tap button saveButton: The alert \"Failure\" is up: only its buttons respond."]
        }
        store.send(.tapAlertButton(0))
        store.finish()
    }

    /// Save is only on the adding screen: a test that taps it while viewing a todo fails there.
    @Test func aButtonTheScreenDoesNotShowFailsTheTest() async {
        let store = await launched(runner())
        store.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        withKnownIssue {
            store.send(.tapButton(TodoControls.saveButton))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The screen does not offer tap button saveButton: This screen has no button \"saveButton\" (available: markCompleteButton)."
            ]
        }
        store.finish()
    }
}
