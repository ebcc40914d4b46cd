import Testing
import StoryboardTesting
@testable import SeedApps
@testable import Navigation
import Presentation

/// The todo app's flows through the exhaustive TestStore, with effects run by the real
/// client against the embedded service.
@Suite struct TodoAppFlowTests {
    let list = TodoAppState.listID
    let details = ScreenID(1)
    let incomplete = TodoSample.items.filter { !$0.complete }
    let plumber = TodoSample.items[1]

    func runner(faults: MobileServiceFaults = MobileServiceFaults(), key: ApplicationKey = TodoSample.applicationKey) -> TodoEffects {
        let service = InMemoryMobileService(applicationKey: TodoSample.applicationKey, items: TodoSample.items, faults: faults)
        return TodoEffects(client: MobileServicesClient(applicationKey: key, transport: service))
    }

    func loadedStore(_ runner: TodoEffects) async -> TestStore<TodoApp> {
        let store = TestStore(initialState: TodoAppState(), reducer: TodoApp())
        store.send(.listDidLoad(list)) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        await store.run(.loadTodos(list: list), using: runner)
        store.receive(.todosLoaded(list, FetchedList(incomplete))) {
            $0.navigation.update(self.list) { $0.updateList { $0.items = self.incomplete; $0.isLoading = false } }
        }
        return store
    }

    /// Taps Add, then the text field (which gets the focus), and types `text`.
    func addAndType(_ text: String, on store: TestStore<TodoApp>, details: ScreenID? = nil) {
        let details = details ?? self.details
        store.send(.user(.tapBarButton(TodoControls.addButton))) {
            $0.navigation.push(.details(TodoDetailsState(mode: .adding(text: ""), listID: self.list)))
        }
        store.send(.user(.tapTextField(TodoControls.textField))) {
            $0.navigation.update(details) { $0.updateDetails { $0.isEditingText = true } }
        }
        store.send(.user(.typeText(text))) {
            $0.navigation.update(details) { $0.updateDetails { $0.mode = .adding(text: text) } }
        }
    }

    @Test func theTextFieldHasTheFocusOnlyOnceTapped() async {
        let store = await loadedStore(runner())
        store.send(.user(.tapBarButton(TodoControls.addButton))) {
            $0.navigation.push(.details(TodoDetailsState(mode: .adding(text: ""), listID: self.list)))
        }
        // Nothing focuses the field on Add (the seed never calls becomeFirstResponder):
        // typing before a tap goes nowhere, and the screen shows the field without the focus.
        store.send(.user(.typeText("lost")))
        let field = ScreenInspector(TodoApp().render(store.state))
        #expect(field.focusedTextField == nil)
        #expect(field.textFieldNames == [TodoControls.textField])
        // A tap on another name changes nothing; a tap on the field focuses it.
        store.send(.user(.tapTextField("bogus")))
        store.send(.user(.tapTextField(TodoControls.textField))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isEditingText = true } } }
        #expect(ScreenInspector(TodoApp().render(store.state)).focusedTextField?.name == TodoControls.textField)
        store.send(.user(.typeText("Milk"))) { $0.navigation.update(self.details) { $0.updateDetails { $0.mode = .adding(text: "Milk") } } }
        // Saving disables the field, which ends its editing: a tap does nothing while the save
        // is in flight, and after a failure the field needs a tap again before typing.
        store.send(.user(.tapButton(TodoControls.saveButton))) {
            $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false } }
        }
        store.send(.user(.tapTextField(TodoControls.textField)))
        store.release(.insertTodo(text: "Milk", details: details, list: list), feeding: [.todoRequestFailed(details: details, message: "Error")])
        store.receive(.todoRequestFailed(details: details, message: "Error")) {
            $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = false } }
            $0.navigation.presentAlert(TodoAlerts.requestFailed("Error"))
        }
        store.send(.user(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        store.send(.user(.typeText("!")))
        store.send(.user(.tapTextField(TodoControls.textField))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isEditingText = true } } }
        store.send(.user(.typeText("!"))) { $0.navigation.update(self.details) { $0.updateDetails { $0.mode = .adding(text: "Milk!") } } }
        store.send(.user(.tapBack)) { $0.navigation.pop() }
        // In viewing mode the field is hidden: a tap on its name changes nothing.
        store.send(.user(.tapRow(TableIndexPath(row: 1, section: 0)))) {
            $0.navigation.push(.details(TodoDetailsState(mode: .viewing(self.plumber), listID: self.list)))
        }
        store.send(.user(.tapTextField(TodoControls.textField)))
        store.finish()
    }

    /// The storyboard the app declares is valid and has the seed's two segues, with the
    /// triggers of the controls the reducer performs them from.
    @Test func theStoryboardIsValidAndHasTheSeedsSegues() throws {
        let storyboard = TodoApp().storyboard
        #expect(storyboard.validate() == [])
        let add = try storyboard.segue(identifier: "AddNewTodo", from: "ViewController")
        #expect(add.kind == .push && add.trigger == .barButton(TodoControls.addButton) && add.destination == "TodoDetailsViewController")
        let view = try storyboard.segue(identifier: "viewExistingTodo", from: "ViewController")
        #expect(view.kind == .push && view.trigger == .cell(prototype: "Cell") && view.destination == "TodoDetailsViewController")
    }

    @Test func launchLoadsOnlyTheTodosNotDone() async {
        let store = await loadedStore(runner())
        #expect(store.state.navigation.top == .list(TodoListState(items: incomplete, isLoading: false)))
        #expect(!incomplete.contains { $0.text == "Renew the car insurance" })
        store.finish()
    }

    @Test func anEmptyTableGivesAnEmptyList() async {
        let service = InMemoryMobileService(applicationKey: TodoSample.applicationKey)
        let runner = TodoEffects(client: MobileServicesClient(applicationKey: TodoSample.applicationKey, transport: service))
        let store = TestStore(initialState: TodoAppState(), reducer: TodoApp())
        store.send(.listDidLoad(list)) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        await store.run(.loadTodos(list: list), using: runner)
        store.receive(.todosLoaded(list, FetchedList([]))) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = false } } }
        store.finish()
    }

    @Test func a401OnLoadSaysTheKeyWasRefusedAndOffersNoRetry() async {
        let store = TestStore(initialState: TodoAppState(), reducer: TodoApp())
        store.send(.listDidLoad(list)) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        await store.run(.loadTodos(list: list), using: runner(key: ApplicationKey("wrong")))
        let message = "The service did not accept the application key (401: Error: Unauthorized). Check that the app's application key is this service's."
        store.receive(.todosFailed(list, message: message, canRetry: false)) {
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = false } }
            $0.navigation.presentAlert(TodoAlerts.loadFailed(message, list: self.list, canRetry: false))
        }
        #expect(store.state.navigation.alert?.buttons.map(\.title) == ["OK"])
        store.finish()
    }

    @Test func aTransientFailureOnLoadOffersRetryWhichLoadsAgain() async {
        let store = TestStore(initialState: TodoAppState(), reducer: TodoApp())
        store.send(.listDidLoad(list)) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        await store.run(.loadTodos(list: list), using: runner(faults: MobileServiceFaults(reads: [.error(status: 503, message: "Error: Busy")])))
        let message = "The service had a problem (503: Error: Busy). Try again."
        store.receive(.todosFailed(list, message: message, canRetry: true)) {
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = false } }
            $0.navigation.presentAlert(TodoAlerts.loadFailed(message, list: self.list))
        }
        store.send(.user(.tapAlertButton(1))) {
            _ = try? $0.navigation.dismissAlert()
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } }
        }
        await store.run(.loadTodos(list: list), using: runner())
        store.receive(.todosLoaded(list, FetchedList(incomplete))) {
            $0.navigation.update(self.list) { $0.updateList { $0.items = self.incomplete; $0.isLoading = false } }
        }
        store.finish()
    }

    @Test func savingPostsTheTextThenPopsAndReloadsTheList() async {
        let runner = runner()
        let store = await loadedStore(runner)
        addAndType("Buy", on: store)
        store.send(.user(.typeText(" bread"))) { $0.navigation.update(self.details) { $0.updateDetails { $0.mode = .adding(text: "Buy bread") } } }
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false } } }
        #expect(store.pendingEffects == [.insertTodo(text: "Buy bread", details: details, list: list)])
        await store.run(.insertTodo(text: "Buy bread", details: details, list: list), using: runner)
        let saved = TodoItem(id: 6, text: "Buy bread")
        store.receive(.didFinishWithTodo(details: details, list: list, saved)) {
            $0.navigation.pop()
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } }
        }
        await store.run(.loadTodos(list: list), using: runner)
        store.receive(.todosLoaded(list, FetchedList(incomplete + [saved]))) {
            $0.navigation.update(self.list) { $0.updateList {
                $0.items = self.incomplete + [saved]
                $0.isLoading = false
                // The reload inserted the new todo's row at the end.
                $0.lastUpdate = TableChangeset(rowInserts: [TableIndexPath(row: self.incomplete.count, section: 0)])
            } }
        }
        store.finish()
    }

    @Test(arguments: ["", "   ", " \n\t "])
    func anEmptyOrBlankTodoIsRefusedAndNothingIsSent(text: String) async {
        let store = await loadedStore(runner())
        addAndType("typed", on: store)
        store.send(.user(.replaceText(text))) { $0.navigation.update(self.details) { $0.updateDetails { $0.mode = .adding(text: text) } } }
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.presentAlert(TodoAlerts.emptyText) }
        #expect(store.pendingEffects.isEmpty)
        store.send(.user(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        // Refused before anything was sent: the field keeps the focus.
        #expect(store.state.navigation.top == .details(TodoDetailsState(mode: .adding(text: text), isEditingText: true, listID: list)))
        store.finish()
    }

    @Test func aSecondTapOrTypingWhileSavingDoesNothing() async {
        let store = await loadedStore(runner())
        addAndType("Buy bread", on: store)
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false } } }
        store.send(.user(.tapButton(TodoControls.saveButton)))
        store.send(.user(.tapTextField(TodoControls.textField)))
        store.send(.user(.typeText("!")))
        store.send(.user(.replaceText("other")))
        #expect(store.pendingEffects.count == 1)
        store.release(.insertTodo(text: "Buy bread", details: details, list: list), feeding: [])
        store.finish()
    }

    @Test func aFailedSaveShowsTheServersMessageKeepsTheTextAndCanBeRetried() async {
        let runner = runner(faults: MobileServiceFaults(inserts: [.error(status: 500, message: "Error: Internal Server Error")]))
        let store = await loadedStore(runner)
        addAndType("Buy bread ", on: store)
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false } } }
        await store.run(.insertTodo(text: "Buy bread ", details: details, list: list), using: runner)
        let message = "The service had a problem (500: Error: Internal Server Error). Try again."
        store.receive(.todoRequestFailed(details: details, message: message)) {
            $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = false } }
            $0.navigation.presentAlert(TodoAlerts.requestFailed(message))
        }
        store.send(.user(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        #expect(store.state.navigation.top == .details(TodoDetailsState(mode: .adding(text: "Buy bread "), listID: list)))
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true } } }
        await store.run(.insertTodo(text: "Buy bread ", details: details, list: list), using: runner)
        store.receive(.didFinishWithTodo(details: details, list: list, TodoItem(id: 6, text: "Buy bread "))) {
            $0.navigation.pop()
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } }
        }
        store.release(.loadTodos(list: list), feeding: [])
        store.finish()
    }

    @Test func viewingATodoAndMarkingItCompleteRemovesItFromTheList() async {
        let runner = runner()
        let store = await loadedStore(runner)
        store.send(.user(.tapRow(TableIndexPath(row: 1, section: 0)))) {
            $0.navigation.push(.details(TodoDetailsState(mode: .viewing(self.plumber), listID: self.list)))
        }
        store.send(.user(.typeText("ignored")))
        store.send(.user(.tapButton(TodoControls.saveButton)))
        store.send(.user(.tapButton(TodoControls.markCompleteButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true } } }
        store.send(.user(.tapButton(TodoControls.markCompleteButton)))
        await store.run(.markComplete(plumber, details: details, list: list), using: runner)
        var done = plumber
        done.complete = true
        store.receive(.didFinishWithTodo(details: details, list: list, done)) {
            $0.navigation.pop()
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } }
        }
        let remaining = incomplete.filter { $0.id != plumber.id }
        await store.run(.loadTodos(list: list), using: runner)
        store.receive(.todosLoaded(list, FetchedList(remaining))) {
            $0.navigation.update(self.list) { $0.updateList {
                $0.items = remaining
                $0.isLoading = false
                // The reload deleted the completed todo's row.
                $0.lastUpdate = TableChangeset(rowDeletes: [TableIndexPath(row: self.incomplete.firstIndex(of: plumber) ?? -1, section: 0)])
            } }
        }
        store.finish()
    }

    @Test func aFailedMarkCompleteShowsTheServersMessageAndKeepsTheScreen() async {
        let runner = runner(faults: MobileServiceFaults(updates: [.error(status: 404, message: "Error: An item with id '2' does not exist.")]))
        let store = await loadedStore(runner)
        store.send(.user(.tapRow(TableIndexPath(row: 1, section: 0)))) {
            $0.navigation.push(.details(TodoDetailsState(mode: .viewing(self.plumber), listID: self.list)))
        }
        store.send(.user(.tapButton(TodoControls.markCompleteButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true } } }
        await store.run(.markComplete(plumber, details: details, list: list), using: runner)
        let message = "The service does not have what was asked for (404: Error: An item with id '2' does not exist.)."
        store.receive(.todoRequestFailed(details: details, message: message)) {
            $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = false } }
            $0.navigation.presentAlert(TodoAlerts.requestFailed(message))
        }
        store.send(.user(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        #expect(store.state.navigation.top == .details(TodoDetailsState(mode: .viewing(plumber), listID: list)))
        store.finish()
    }

    @Test func goingBackDuringASaveStillReloadsTheListOnSuccessAndDropsAFailure() async {
        let store = await loadedStore(runner())
        addAndType("A", on: store)
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.update(self.details) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false } } }
        store.send(.user(.tapBack)) { $0.navigation.pop() }
        let saved = TodoItem(id: 6, text: "A")
        store.release(.insertTodo(text: "A", details: details, list: list), feeding: [.didFinishWithTodo(details: details, list: list, saved)])
        store.receive(.didFinishWithTodo(details: details, list: list, saved)) {
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } }
        }
        store.release(.loadTodos(list: list), feeding: [])
        let second = ScreenID(2)
        addAndType("B", on: store, details: second)
        store.send(.user(.tapButton(TodoControls.saveButton))) { $0.navigation.update(second) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false } } }
        store.send(.user(.tapBack)) { $0.navigation.pop() }
        store.release(.insertTodo(text: "B", details: second, list: list), feeding: [.todoRequestFailed(details: second, message: "Error")])
        store.receive(.todoRequestFailed(details: second, message: "Error"))
        store.finish()
    }

    /// Touches the reducer ignores where they land; those the screen does not offer at all (a
    /// back button on the root, a row that is not there) are refused before the reducer, by
    /// the host (`TodoAppHostTests.touchesTheScreenDoesNotOfferAreRefused`).
    @Test func touchesThatDoNotApplyToTheScreenChangeNothing() async {
        let store = await loadedStore(runner())
        store.send(.user(.tapButton(TodoControls.saveButton)))
        store.send(.user(.typeText("x")))
        store.send(.user(.tapBarButton("edit")))
        store.send(.user(.tapTab(0)))
        store.send(.user(.tapGridItem(0)))
        store.send(.user(.scroll(toY: 40)))
        store.send(.todosFailed(ScreenID(7), message: "for no screen"))
        store.send(.todoRequestFailed(details: ScreenID(7), message: "for no screen"))
        store.send(.user(.tapBarButton(TodoControls.addButton))) {
            $0.navigation.push(.details(TodoDetailsState(mode: .adding(text: ""), listID: self.list)))
        }
        store.send(.user(.tapButton(TodoControls.markCompleteButton)))
        store.send(.user(.tapTextField("bogus")))
        store.send(.user(.scroll(toY: 40)))
        store.finish()
    }
}
