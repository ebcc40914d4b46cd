import Testing
import StoryboardTesting
@testable import SeedApps
@testable import Navigation
import Presentation

/// The todo app's flows through the exhaustive TestStore, with effects run by the real
/// client against the embedded service: every touch as the screen offers it, every state change
/// of every screen stated.
@Suite struct TodoAppFlowTests {
    let list = ScreenID(0)
    let details = ScreenID(1)
    let incomplete = TodoSample.items.filter { !$0.complete }
    let plumber = TodoSample.items[1]

    func runner(faults: MobileServiceFaults = MobileServiceFaults(), key: ApplicationKey = TodoSample.applicationKey) -> TodoEffects {
        let service = InMemoryMobileService(applicationKey: TodoSample.applicationKey, items: TodoSample.items, faults: faults)
        return TodoEffects(client: MobileServicesClient(applicationKey: key, transport: service))
    }

    /// The app launched: the list loads (the seed's `viewDidLoad`).
    func launchedStore() -> TestStore<TodoApp> {
        let store = TestStore(app: TodoApp())
        store.launch {
            $0.loaded.insert(self.list)
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = true }
        }
        return store
    }

    func loadedStore(_ runner: TodoEffects) async -> TestStore<TodoApp> {
        let store = launchedStore()
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner)
        store.receive(.message(.todosLoaded(FetchedList(incomplete)), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) {
                $0.items = self.incomplete; $0.isLoading = false
            }
        }
        return store
    }

    /// Taps Add, then the text field (which gets the focus), and types `text`.
    func addAndType(_ text: String, on store: TestStore<TodoApp>, details: ScreenID? = nil) {
        let details = details ?? self.details
        store.send(.tapBarButton(TodoControls.addButton)) { $0.push(TodoDetails(mode: .adding(text: ""), listID: self.list)) }
        store.send(.tapTextField(TodoControls.textField)) { $0.navigation.update(details, as: TodoDetails.self) { $0.isEditingText = true } }
        store.send(.typeText(text)) { $0.navigation.update(details, as: TodoDetails.self) { $0.mode = .adding(text: text) } }
    }

    /// `alert` as its screen `screen` showed it: its buttons' messages go back there.
    func shown(_ alert: AlertState<TodoMessage>, by screen: ScreenID) -> AlertState<RoutedMessage<TodoMessage>> {
        alert.routed(to: screen)
    }

    @Test func theTextFieldHasTheFocusOnlyOnceTapped() async {
        let store = await loadedStore(runner())
        store.send(.tapBarButton(TodoControls.addButton)) { $0.push(TodoDetails(mode: .adding(text: ""), listID: self.list)) }
        // Nothing focuses the field on Add (the seed never calls becomeFirstResponder): the
        // screen shows the field without the focus, so typing is not offered.
        let field = ScreenInspector(store.screen)
        #expect(field.focusedTextField == nil)
        #expect(field.textFieldNames == [TodoControls.textField])
        store.send(.tapTextField(TodoControls.textField)) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.isEditingText = true } }
        #expect(ScreenInspector(store.screen).focusedTextField?.name == TodoControls.textField)
        store.send(.typeText("Milk")) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.mode = .adding(text: "Milk") } }
        // Saving disables the field, which ends its editing; after a failure the field needs a
        // tap again before typing.
        store.send(.tapButton(TodoControls.saveButton)) {
            $0.navigation.update(self.details, as: TodoDetails.self) {
                $0.isSending = true; $0.isEditingText = false
            }
        }
        store.release(
            RoutedEffect(.insertTodo(text: "Milk", details: details), for: list),
            feeding: [.message(.requestFailed(message: "Error", mayHaveBeenSaved: false), to: details)])
        store.receive(.message(.requestFailed(message: "Error", mayHaveBeenSaved: false), to: details)) {
            $0.navigation.update(self.details, as: TodoDetails.self) { $0.isSending = false }
            $0.navigation.presentAlert(self.shown(TodoDetails.requestFailedAlert("Error"), by: self.details))
        }
        store.send(.tapAlertButton(0)) { _ = try? $0.navigation.dismissAlert() }
        #expect(ScreenInspector(store.screen).focusedTextField == nil)
        store.send(.tapTextField(TodoControls.textField)) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.isEditingText = true } }
        store.send(.typeText("!")) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.mode = .adding(text: "Milk!") } }
        store.send(.tapBack) { $0.navigation.pop() }
        // In viewing mode the field is hidden: the screen offers no text field.
        store.send(.tapRow(TableIndexPath(row: 1, section: 0))) { $0.push(TodoDetails(mode: .viewing(self.plumber), listID: self.list)) }
        #expect(ScreenInspector(store.screen).textFieldNames.isEmpty)
        store.finish()
    }

    /// The storyboard the app declares is valid and has the seed's two segues, with the
    /// triggers of the controls they are drawn from.
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
        #expect(store.state.top(as: TodoList.self) == TodoList(items: incomplete))
        #expect(!incomplete.contains { $0.text == "Renew the car insurance" })
        store.finish()
    }

    @Test func anEmptyTableGivesAnEmptyList() async {
        let service = InMemoryMobileService(applicationKey: TodoSample.applicationKey)
        let runner = TodoEffects(client: MobileServicesClient(applicationKey: TodoSample.applicationKey, transport: service))
        let store = launchedStore()
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner)
        store.receive(.message(.todosLoaded(FetchedList([])), to: list)) { $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = false } }
        store.finish()
    }

    @Test func a401OnLoadSaysTheKeyWasRefusedAndOffersNoRetry() async {
        let store = launchedStore()
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner(key: ApplicationKey("wrong")))
        let message = "The service did not accept the application key (401: Error: Unauthorized). Check that the app's application key is this service's."
        store.receive(.message(.todosFailed(message: message, canRetry: false), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(self.shown(TodoList.loadFailedAlert(message, canRetry: false), by: self.list))
        }
        #expect(store.state.navigation.alert?.buttons.map(\.title) == ["OK"])
        store.finish()
    }

    @Test func aTransientFailureOnLoadOffersRetryWhichLoadsAgain() async {
        let store = launchedStore()
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner(faults: MobileServiceFaults(reads: [.error(status: 503, message: "Error: Busy")])))
        let message = "The service had a problem (503: Error: Busy). Try again."
        store.receive(.message(.todosFailed(message: message, canRetry: true), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(self.shown(TodoList.loadFailedAlert(message, canRetry: true), by: self.list))
        }
        store.send(.tapAlertButton(1)) {
            _ = try? $0.navigation.dismissAlert()
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner())
        store.receive(.message(.todosLoaded(FetchedList(incomplete)), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) {
                $0.items = self.incomplete; $0.isLoading = false
            }
        }
        store.finish()
    }

    @Test func savingPostsTheTextThenPopsAndReloadsTheList() async {
        let runner = runner()
        let store = await loadedStore(runner)
        addAndType("Buy", on: store)
        store.send(.typeText(" bread")) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.mode = .adding(text: "Buy bread") } }
        store.send(.tapButton(TodoControls.saveButton)) {
            $0.navigation.update(self.details, as: TodoDetails.self) {
                $0.isSending = true; $0.isEditingText = false
            }
        }
        let save = RoutedEffect(TodoEffect.insertTodo(text: "Buy bread", details: details), for: list)
        #expect(store.pendingEffects == [save], "the save runs for the list, which hears how it went (the seed's delegate)")
        await store.run(save, using: runner)
        let saved = TodoItem(id: 6, text: "Buy bread")
        store.receive(.message(.didFinishWithTodo(details: details, saved), to: list)) {
            $0.navigation.pop()
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner)
        store.receive(.message(.todosLoaded(FetchedList(incomplete + [saved])), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) {
                $0.items = self.incomplete + [saved]
                $0.isLoading = false
                // The reload inserted the new todo's row at the end.
                $0.lastUpdate = TableChangeset(rowInserts: [TableIndexPath(row: self.incomplete.count, section: 0)])
            }
        }
        store.finish()
    }

    @Test(arguments: ["", "   ", " \n\t "])
    func anEmptyOrBlankTodoIsRefusedAndNothingIsSent(text: String) async {
        let store = await loadedStore(runner())
        addAndType("typed", on: store)
        store.send(.replaceText(text)) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.mode = .adding(text: text) } }
        store.send(.tapButton(TodoControls.saveButton)) { $0.navigation.presentAlert(self.shown(TodoDetails.emptyTextAlert, by: self.details)) }
        #expect(store.pendingEffects.isEmpty)
        store.send(.tapAlertButton(0)) { _ = try? $0.navigation.dismissAlert() }
        // Refused before anything was sent: the field keeps the focus.
        #expect(store.state.top(as: TodoDetails.self) == TodoDetails(mode: .adding(text: text), isEditingText: true, listID: list))
        store.finish()
    }

    @Test func aSecondTapWhileSavingDoesNothing() async {
        let store = await loadedStore(runner())
        addAndType("Buy bread", on: store)
        store.send(.tapButton(TodoControls.saveButton)) {
            $0.navigation.update(self.details, as: TodoDetails.self) {
                $0.isSending = true; $0.isEditingText = false
            }
        }
        // The disabled button and field are not offered; sent to the app anyway, they do nothing.
        store.send(.touch(.tapButton(TodoControls.saveButton)))
        store.send(.touch(.tapTextField(TodoControls.textField)))
        store.send(.touch(.typeText("!")))
        store.send(.touch(.replaceText("other")))
        #expect(store.pendingEffects.count == 1)
        store.release(RoutedEffect(.insertTodo(text: "Buy bread", details: details), for: list), feeding: [])
        store.finish()
    }

    @Test func aFailedSaveShowsTheServersMessageKeepsTheTextAndCanBeRetried() async {
        let runner = runner(faults: MobileServiceFaults(inserts: [.error(status: 500, message: "Error: Internal Server Error")]))
        let store = await loadedStore(runner)
        addAndType("Buy bread ", on: store)
        store.send(.tapButton(TodoControls.saveButton)) {
            $0.navigation.update(self.details, as: TodoDetails.self) {
                $0.isSending = true; $0.isEditingText = false
            }
        }
        await store.run(RoutedEffect(.insertTodo(text: "Buy bread ", details: details), for: list), using: runner)
        let message = "The service had a problem (500: Error: Internal Server Error). Try again."
        store.receive(.message(.requestFailed(message: message, mayHaveBeenSaved: false), to: details)) {
            $0.navigation.update(self.details, as: TodoDetails.self) { $0.isSending = false }
            $0.navigation.presentAlert(self.shown(TodoDetails.requestFailedAlert(message), by: self.details))
        }
        store.send(.tapAlertButton(0)) { _ = try? $0.navigation.dismissAlert() }
        #expect(store.state.top(as: TodoDetails.self) == TodoDetails(mode: .adding(text: "Buy bread "), listID: list))
        store.send(.tapButton(TodoControls.saveButton)) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.isSending = true } }
        await store.run(RoutedEffect(.insertTodo(text: "Buy bread ", details: details), for: list), using: runner)
        store.receive(.message(.didFinishWithTodo(details: details, TodoItem(id: 6, text: "Buy bread ")), to: list)) {
            $0.navigation.pop()
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = true }
        }
        store.release(RoutedEffect(.loadTodos, for: list), feeding: [])
        store.finish()
    }

    @Test func viewingATodoAndMarkingItCompleteRemovesItFromTheList() async {
        let runner = runner()
        let store = await loadedStore(runner)
        store.send(.tapRow(TableIndexPath(row: 1, section: 0))) { $0.push(TodoDetails(mode: .viewing(self.plumber), listID: self.list)) }
        store.send(.tapButton(TodoControls.markCompleteButton)) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.isSending = true } }
        store.send(.touch(.tapButton(TodoControls.markCompleteButton)))  // a second tap, sent past the disabled button: nothing
        await store.run(RoutedEffect(.markComplete(plumber, details: details), for: list), using: runner)
        var done = plumber
        done.complete = true
        store.receive(.message(.didFinishWithTodo(details: details, done), to: list)) {
            $0.navigation.pop()
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = true }
        }
        let remaining = incomplete.filter { $0.id != plumber.id }
        await store.run(RoutedEffect(.loadTodos, for: list), using: runner)
        store.receive(.message(.todosLoaded(FetchedList(remaining)), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) {
                $0.items = remaining
                $0.isLoading = false
                // The reload deleted the completed todo's row.
                $0.lastUpdate = TableChangeset(rowDeletes: [TableIndexPath(row: self.incomplete.firstIndex(of: plumber) ?? -1, section: 0)])
            }
        }
        store.finish()
    }

    @Test func aFailedMarkCompleteShowsTheServersMessageAndKeepsTheScreen() async {
        let runner = runner(faults: MobileServiceFaults(updates: [.error(status: 404, message: "Error: An item with id '2' does not exist.")]))
        let store = await loadedStore(runner)
        store.send(.tapRow(TableIndexPath(row: 1, section: 0))) { $0.push(TodoDetails(mode: .viewing(self.plumber), listID: self.list)) }
        store.send(.tapButton(TodoControls.markCompleteButton)) { $0.navigation.update(self.details, as: TodoDetails.self) { $0.isSending = true } }
        await store.run(RoutedEffect(.markComplete(plumber, details: details), for: list), using: runner)
        let message = "The service does not have what was asked for (404: Error: An item with id '2' does not exist.)."
        store.receive(.message(.requestFailed(message: message, mayHaveBeenSaved: false), to: details)) {
            $0.navigation.update(self.details, as: TodoDetails.self) { $0.isSending = false }
            $0.navigation.presentAlert(self.shown(TodoDetails.requestFailedAlert(message), by: self.details))
        }
        store.send(.tapAlertButton(0)) { _ = try? $0.navigation.dismissAlert() }
        #expect(store.state.top(as: TodoDetails.self) == TodoDetails(mode: .viewing(plumber), listID: list))
        store.finish()
    }

    @Test func goingBackDuringASaveStillReloadsTheListOnSuccessAndDropsAFailure() async {
        let store = await loadedStore(runner())
        addAndType("A", on: store)
        store.send(.tapButton(TodoControls.saveButton)) {
            $0.navigation.update(self.details, as: TodoDetails.self) {
                $0.isSending = true; $0.isEditingText = false
            }
        }
        store.send(.tapBack) { $0.navigation.pop() }
        let saved = TodoItem(id: 6, text: "A")
        store.release(
            RoutedEffect(.insertTodo(text: "A", details: details), for: list),
            feeding: [.message(.didFinishWithTodo(details: details, saved), to: list)])
        store.receive(.message(.didFinishWithTodo(details: details, saved), to: list)) {
            $0.navigation.update(self.list, as: TodoList.self) { $0.isLoading = true }
        }
        store.release(RoutedEffect(.loadTodos, for: list), feeding: [])
        let second = ScreenID(2)
        addAndType("B", on: store, details: second)
        store.send(.tapButton(TodoControls.saveButton)) {
            $0.navigation.update(second, as: TodoDetails.self) {
                $0.isSending = true; $0.isEditingText = false
            }
        }
        store.send(.tapBack) { $0.navigation.pop() }
        store.release(
            RoutedEffect(.insertTodo(text: "B", details: second), for: list),
            feeding: [.message(.requestFailed(message: "Error", mayHaveBeenSaved: false), to: second)])
        store.receive(.message(.requestFailed(message: "Error", mayHaveBeenSaved: false), to: second))
        store.finish()
    }

    /// Messages for a screen that is gone change nothing; a touch a screen has no code for is a
    /// wiring error of the app, never swallowed (the host refuses such touches before the app,
    /// `TodoAppHostTests.touchesTheScreenDoesNotOfferAreRefused`, so only a broken app sends one).
    @Test func messagesForNoScreenChangeNothingAndUnhandledTouchesAreWiringErrors() async throws {
        let store = await loadedStore(runner())
        store.send(.message(.todosFailed(message: "for no screen", canRetry: true), to: ScreenID(7)))
        store.send(.message(.requestFailed(message: "for no screen", mayHaveBeenSaved: false), to: ScreenID(7)))
        store.finish()
        var state = TodoApp().initialState
        #expect(throws: WiringError.unhandledControl("tap button saveButton (scene ViewController)")) {
            _ = try TodoApp().reduce(into: &state, action: .touch(.tapButton(TodoControls.saveButton)))
        }
    }
}
