import Navigation
import Testing

extension TestStore {
    /// A store starting at `initialState` whose failures are Swift Testing issues at the line
    /// of the failing call.
    public convenience init(initialState: Feature.State, reducer: Feature, exhaustivity: TestStoreExhaustivity = .on) {
        self.init(initialState: initialState, reducer: reducer, exhaustivity: exhaustivity, onFailure: { $0.recordIssue() })
    }
}

extension TestStore where Feature: StoryboardApp {
    /// A store running `app` from its initial state, whose failures are Swift Testing issues at
    /// the line of the failing call. Touches (`send(.tapRow(...))`) are checked against the
    /// screen the app renders, as ``AppHost`` checks them.
    ///
    /// ```swift
    /// @Test func addingATodo() {
    ///     let store = TestStore(app: TodoApp(), exhaustivity: .off)   // its state is read-only
    ///     store.launch()
    ///     let list = ScreenID(0)
    ///     store.release(RoutedEffect(.loadTodos, for: list), feeding: [.message(.todosLoaded(FetchedList([])), to: list)])
    ///     store.receive(.message(.todosLoaded(FetchedList([])), to: list))
    ///     store.send(.tapBarButton(TodoControls.addButton))
    ///     #expect(store.screen.navigationBar?.title == "Todo Details")
    ///     store.finish()
    /// }
    /// ```
    public convenience init(app: Feature, exhaustivity: TestStoreExhaustivity = .on) {
        self.init(app: app, exhaustivity: exhaustivity, onFailure: { $0.recordIssue() })
    }
}

extension TestStoreFailure {
    /// Records the failure as a Swift Testing issue at the line of the call that failed: the
    /// sink to hand to `TestStore(..., onFailure:)` when a store is built with other options.
    public func recordIssue() {
        StoryboardTesting.recordIssue(message, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
