import Presentation

/// An exhaustive test driver for a reducer, in the spirit of TCA's `TestStore`, usable from
/// any test framework.
///
/// Every `send` and `receive` must state the whole state change (the expected state after the
/// `assert` closure mutates a copy of the previous state must equal the actual state). Effects
/// the reducer returns are held in `pendingEffects`; the test releases each one by value,
/// either with the actions it should produce (`release(_:feeding:)`) or by running it with a
/// runner (`run(_:using:)`). Actions fed back must then be received, in order, with
/// `receive`. `finish()` fails if actions are left unreceived or effects unreleased.
///
/// Failures are not thrown: they go to the `onFailure` sink with a readable message and the
/// caller's source location. A state that differs from the stated one is reported part by
/// part: the path of each changed part from the state's root, with its expected (`-`) and
/// actual (`+`) value, and nothing that did not change. The `StoryboardTesting` library makes
/// Swift Testing's `Issue.record` the sink, so a test writes `TestStore(app:)` or
/// `TestStore(initialState:reducer:)` and nothing else:
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: AppReducer())
/// store.send(.appeared) { $0.isLoading = true }
/// store.release(.loadItems, feeding: [.itemsLoaded(["A"])])
/// store.receive(.itemsLoaded(["A"])) {
///     $0.isLoading = false
///     $0.items = ["A"]
/// }
/// store.finish()
/// ```
///
/// For a ``StoryboardApp`` the store also plays the user (`TestStore(app:)`, then
/// `send(_ touch: UserAction)`): each touch is checked against the screen the app renders for
/// the current state, by the rules ``AppHost`` applies (``ScreenInspector``), so a row that is
/// not there or a back button on a root screen fails the step instead of reaching the reducer.
///
/// An app whose state a test cannot write (`public internal(set)`, as the seed apps') is tested
/// with `exhaustivity: .off`: state changes need not be stated, the test reads
/// `store.state` (`#expect(...)`) after each step, and effects and fed-back actions stay
/// exhaustive.
///
/// A ``WiringError`` thrown by the reducer (a misspelt segue identifier, a refused navigation
/// command) fails the step that caused it, and the state stays as it was before that action.
/// The store keeps going after a failure (using the actual state), so one run reports every
/// problem.
public final class TestStore<Feature: Reducer> {
    /// The actual current state.
    public private(set) var state: Feature.State
    /// Effects returned by the reducer and not yet released, oldest first.
    public private(set) var pendingEffects: [Feature.Effect] = []
    /// Actions fed back by released effects and not yet received, oldest first.
    public private(set) var unreceivedActions: [Feature.Action] = []

    /// Whether every state change must be stated (see ``TestStoreExhaustivity``).
    public var exhaustivity: TestStoreExhaustivity

    let reducer: Feature
    private let onFailure: (TestStoreFailure) -> Void
    /// How many times `state` changed; the app's rendered screen is kept until it changes.
    private(set) var stateChangeCount = 0
    /// The screen an app rendered, and the state change it was rendered after.
    var rendered: (stateChange: Int, screen: Presentation.Screen)?

    /// Creates a store starting at `initialState` that reports failures to `onFailure`.
    public init(
        initialState: Feature.State,
        reducer: Feature,
        exhaustivity: TestStoreExhaustivity = .on,
        onFailure: @escaping (TestStoreFailure) -> Void
    ) {
        self.state = initialState
        self.reducer = reducer
        self.exhaustivity = exhaustivity
        self.onFailure = onFailure
    }

    /// Sends a user action and checks the state change: `expectedChange` mutates a copy of the
    /// previous state into what the test expects; `nil` states that nothing changes. Fails
    /// too when fed-back actions are still waiting to be received. The closure may call the
    /// navigation's throwing commands with `try` (`try $0.navigation.dismissAlert()`); an
    /// error it throws fails the step, and the action is still applied.
    public func send(
        _ action: Feature.Action,
        assert expectedChange: ((inout Feature.State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        send(action, assert: expectedChange, at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func send(_ action: Feature.Action, assert expectedChange: ((inout Feature.State) throws -> Void)?, at location: Location) {
        if !unreceivedActions.isEmpty {
            fail(
                "Must receive \(unreceivedActions.count) fed-back action(s) before sending \(action):\n"
                    + list(unreceivedActions), at: location)
        }
        apply(action, expectedChange, describedAs: "sending", at: location)
    }

    /// Receives the oldest action fed back by a released effect, which must equal `expected`,
    /// and checks the state change as `send` does. On a mismatch the actual action is still
    /// applied, without a state check.
    public func receive(
        _ expected: Feature.Action,
        assert expectedChange: ((inout Feature.State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !unreceivedActions.isEmpty else {
            fail("Expected to receive \(expected), but no action was fed back.\n" + pendingSummary, at: location)
            return
        }
        let received = unreceivedActions.removeFirst()
        guard received == expected else {
            fail(
                "Received an unexpected action (Expected: -, Received: +):\n"
                    + ValueDiff.lines(expected: expected, actual: received), at: location)
            reduce(received, at: location)
            return
        }
        apply(received, expectedChange, describedAs: "receiving", at: location)
    }

    /// Releases the pending effect equal to `effect` as if it ran and produced `actions`, which
    /// then wait to be received. Fails (and changes nothing) when no such effect is pending.
    public func release(
        _ effect: Feature.Effect,
        feeding actions: [Feature.Action],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        guard takePending(effect, at: location) else { return }
        unreceivedActions += actions
    }

    /// Releases the pending effect equal to `effect` by running it with `runner`; the actions it
    /// returns then wait to be received. Fails (and runs nothing) when no such effect is
    /// pending. Runs on the caller's actor.
    nonisolated(nonsending)
        public func run(
            _ effect: Feature.Effect,
            using runner: some EffectRunner<Feature.Effect, Feature.Action>,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) async
    {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        guard takePending(effect, at: location) else { return }
        unreceivedActions += await runner.run(effect)
    }

    /// Ends the script: fails for every fed-back action not received and every effect not
    /// released.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        if !unreceivedActions.isEmpty {
            fail("\(unreceivedActions.count) fed-back action(s) were not received:\n" + list(unreceivedActions), at: location)
        }
        if !pendingEffects.isEmpty {
            fail("\(pendingEffects.count) effect(s) are still pending:\n" + list(pendingEffects), at: location)
        }
    }

    // MARK: Private

    struct Location {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
    }

    private func apply(
        _ action: Feature.Action,
        _ expectedChange: ((inout Feature.State) throws -> Void)?,
        describedAs verb: String,
        at location: Location
    ) {
        var expected = state
        do {
            try expectedChange?(&expected)
        } catch {
            fail("The change stated for \(verb) \(action) threw \(error), so the state was not checked", at: location)
            reduce(action, at: location)
            return
        }
        guard reduce(action, at: location) else { return }
        switch exhaustivity {
        case .on:
            guard expected != state else { return }
            let headline =
                expectedChange == nil
                ? "State changed after \(verb) \(action), but no change was stated"
                : "State after \(verb) \(action) does not match the stated change"
            fail(headline + " (Expected: -, Actual: +):\n" + ValueDiff.lines(expected: expected, actual: state), at: location)
        case .off:
            // Only what the closure states is checked: applied to the actual state, it must
            // change nothing.
            guard let expectedChange else { return }
            var checked = state
            do {
                try expectedChange(&checked)
            } catch {
                fail("The change stated for \(verb) \(action) threw \(error), so the state was not checked", at: location)
                return
            }
            guard checked != state else { return }
            fail(
                "State after \(verb) \(action) does not match the stated change (Expected: -, Actual: +):\n"
                    + ValueDiff.lines(expected: checked, actual: state), at: location)
        }
    }

    /// Applies `action` to the state and holds its effects; when the reducer throws, keeps
    /// the state as it was, fails with the reducer's error and returns false.
    @discardableResult
    private func reduce(_ action: Feature.Action, at location: Location) -> Bool {
        var next = state
        do {
            pendingEffects += try reducer.reduce(into: &next, action: action)
        } catch {
            fail("The reducer could not apply \(action) (a wiring error of the app): \(error)", at: location)
            return false
        }
        if next != state {
            state = next
            stateChangeCount += 1
        }
        return true
    }

    private func takePending(_ effect: Feature.Effect, at location: Location) -> Bool {
        guard let index = pendingEffects.firstIndex(of: effect) else {
            fail("\(effect) is not pending.\n" + pendingSummary, at: location)
            return false
        }
        pendingEffects.remove(at: index)
        return true
    }

    private var pendingSummary: String {
        pendingEffects.isEmpty ? "No effect is pending." : "Pending effects:\n" + list(pendingEffects)
    }

    private func list<Element>(_ elements: [Element]) -> String {
        elements.map { "  \($0)" }.joined(separator: "\n")
    }

    func fail(_ message: String, at location: Location) {
        onFailure(
            TestStoreFailure(
                message: message,
                fileID: location.fileID.description,
                filePath: location.filePath.description,
                line: Int(location.line),
                column: Int(location.column)))
    }
}

/// Whether a ``TestStore`` requires every state change to be stated.
public enum TestStoreExhaustivity: Hashable, Sendable {
    /// Every change of the state after a `send` or `receive` must be stated by its `assert`
    /// closure (mutating a copy of the previous state into the expected one), as TCA's test
    /// store requires.
    case on
    /// Changes need not be stated: the test reads ``TestStore/state`` after a step instead, as
    /// it must for an app whose state it cannot write. An `assert` closure, when given, is
    /// applied to the actual state and must change nothing. Effects and fed-back actions are
    /// still exhaustive: each must be released and received.
    case off
}
