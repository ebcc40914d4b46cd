import Presentation

extension TestStore where Feature: StoryboardApp {
    /// A store running `app` from its ``StoryboardApp/initialState``; the launch action is sent
    /// by ``launch(assert:fileID:filePath:line:column:)``, so the test states what it does.
    public convenience init(
        app: Feature,
        exhaustivity: TestStoreExhaustivity = .on,
        onFailure: @escaping (TestStoreFailure) -> Void
    ) {
        self.init(initialState: app.initialState, reducer: app, exhaustivity: exhaustivity, onFailure: onFailure)
    }

    /// What the app shows for the current state; rendered once per state, as ``AppHost`` does.
    public var screen: Presentation.Screen {
        if let rendered, rendered.stateChange == stateChangeCount { return rendered.screen }
        let screen = reducer.screen(for: state)
        rendered = (stateChangeCount, screen)
        return screen
    }

    /// Sends the app's ``StoryboardApp/launchAction`` (what ``AppHost`` sends when it starts)
    /// and checks the state change as `send(_:assert:)` does.
    /// Fails when the app has no launch action.
    public func launch(
        assert expectedChange: ((inout Feature.State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let launch = reducer.launchAction else {
            fail("\(reducer.name) has no launch action to send.", at: location)
            return
        }
        send(launch, assert: expectedChange, at: location)
    }

    /// Performs a user's touch as ``AppHost/send(_:)`` does: the touch must be one the screen
    /// rendered for the current state offers (``ScreenInspector/validate(_:)``: a row that is
    /// there, a back button, nothing but the alert's buttons while an alert is up...), then the
    /// app's action for it (``StoryboardApp/action(for:)``) is sent and the state change checked.
    /// A touch the screen does not offer fails with the reason and changes nothing.
    ///
    /// ```swift
    /// let store = TestStore(app: TodoApp())
    /// store.launch { ... }
    /// store.send(.tapBarButton(TodoControls.addButton)) { ... }
    /// store.send(.tapBack) { ... }
    /// ```
    public func send(
        _ touch: UserAction,
        assert expectedChange: ((inout Feature.State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            try ScreenInspector(screen).validate(touch)
        } catch {
            fail("The screen does not offer \(touch): \(error)", at: location)
            return
        }
        send(reducer.action(for: touch), assert: expectedChange, at: location)
    }
}
