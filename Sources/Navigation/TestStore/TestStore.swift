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
/// Failures are not thrown: they go to the `onFailure` sink with a readable message (a
/// `-`/`+` diff of expected and actual state) and the caller's source location. With Swift
/// Testing:
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: AppReducer()) { failure in
///     Issue.record(
///         Comment(rawValue: failure.message),
///         sourceLocation: SourceLocation(
///             fileID: failure.fileID, filePath: failure.filePath,
///             line: failure.line, column: failure.column))
/// }
/// store.send(.appeared) { $0.isLoading = true }
/// store.release(.loadItems, feeding: [.itemsLoaded(["A"])])
/// store.receive(.itemsLoaded(["A"])) {
///     $0.isLoading = false
///     $0.items = ["A"]
/// }
/// store.finish()
/// ```
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

    private let reducer: Feature
    private let onFailure: (TestStoreFailure) -> Void

    /// Creates a store starting at `initialState` that reports failures to `onFailure`.
    public init(
        initialState: Feature.State,
        reducer: Feature,
        onFailure: @escaping (TestStoreFailure) -> Void
    ) {
        self.state = initialState
        self.reducer = reducer
        self.onFailure = onFailure
    }

    /// Sends a user action and checks the state change: `expectedChange` mutates a copy of the
    /// previous state into what the test expects; `nil` states that nothing changes. Fails
    /// too when fed-back actions are still waiting to be received.
    public func send(
        _ action: Feature.Action,
        assert expectedChange: ((inout Feature.State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
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
        assert expectedChange: ((inout Feature.State) -> Void)? = nil,
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
                    + stateDiff(expected: expected, actual: received), at: location)
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
    ) async {
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

    private struct Location {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
    }

    private func apply(
        _ action: Feature.Action,
        _ expectedChange: ((inout Feature.State) -> Void)?,
        describedAs verb: String,
        at location: Location
    ) {
        var expected = state
        expectedChange?(&expected)
        guard reduce(action, at: location) else { return }
        guard expected != state else { return }
        let headline = expectedChange == nil
            ? "State changed after \(verb) \(action), but no change was stated"
            : "State after \(verb) \(action) does not match the stated change"
        fail(headline + " (Expected: -, Actual: +):\n" + stateDiff(expected: expected, actual: state), at: location)
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
        state = next
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

    private func fail(_ message: String, at location: Location) {
        onFailure(TestStoreFailure(
            message: message,
            fileID: location.fileID.description,
            filePath: location.filePath.description,
            line: Int(location.line),
            column: Int(location.column)))
    }
}

/// One failed expectation of a `TestStore`: a readable message and where the test stated the
/// expectation, in the form Swift Testing's and XCTest's issue APIs take.
public struct TestStoreFailure: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with a `-`/`+` diff of expected and actual values where there is one.
    public var message: String
    /// `#fileID` of the failing call.
    public var fileID: String
    /// `#filePath` of the failing call.
    public var filePath: String
    /// `#line` of the failing call.
    public var line: Int
    /// `#column` of the failing call.
    public var column: Int

    /// Creates a failure.
    public init(message: String, fileID: String, filePath: String, line: Int, column: Int) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift:12: message`.
    public var description: String {
        "\(fileID):\(line): \(message)"
    }
}
