import Observation

/// Runs a feature: holds its current state on the main actor, applies actions with the
/// reducer, runs the returned effects with the injected `EffectRunner`, and feeds their
/// actions back, in order per effect, on the main actor.
///
/// A UIKit or SwiftUI client reads `state`, calls `send(_:)`, and observes changes either
/// through Observation (the class is `@Observable`; `state` and `pendingEffects` are tracked)
/// or through `updates()`, an `AsyncStream` per subscriber.
///
/// In `.live` mode effects start at once. In `.held` mode they wait in `pendingEffects` until
/// released with `release(_:)`, `release(at:)` or `releaseAll()`, which makes intermediate
/// states observable in tests:
///
/// ```swift
/// let runtime = Runtime(initialState: AppState(), reducer: AppReducer(), runner: StubRunner(), mode: .held)
/// runtime.send(.appeared)
/// #expect(runtime.state.isLoading)            // the effect is held back
/// try await runtime.release(.loadItems)       // runs it and feeds its actions back
/// #expect(!runtime.state.isLoading)
/// ```
///
/// `settle()` waits until no effect is running, without sleeping or polling.
///
/// An action the reducer cannot apply (it throws a ``WiringError``: a misspelt segue
/// identifier, a refused navigation command) leaves the state as it was and is recorded in
/// `failures`, so a programming error is never silently dropped.
@MainActor
@Observable
public final class Runtime<Feature: Reducer> {
    /// The feature's current state.
    public private(set) var state: Feature.State
    /// Effects waiting to be released (always empty in `.live` mode), oldest first.
    public private(set) var pendingEffects: [Feature.Effect] = []
    /// The actions the reducer could not apply, oldest first (each left the state unchanged).
    public private(set) var failures: [ReducerFailure<Feature.Action>] = []
    /// How many times `state` changed; lets a caller cache what it derives from the state.
    @ObservationIgnored private(set) var stateChangeCount = 0
    /// Whether effects start at once or wait to be released.
    @ObservationIgnored public let mode: RuntimeMode

    @ObservationIgnored private let reducer: Feature
    @ObservationIgnored private let runner: any EffectRunner<Feature.Effect, Feature.Action>
    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextTaskNumber = 0
    @ObservationIgnored private var subscribers: [Int: AsyncStream<Feature.State>.Continuation] = [:]
    @ObservationIgnored private var nextSubscriberNumber = 0

    /// Creates a runtime starting at `initialState`.
    public init(
        initialState: Feature.State,
        reducer: Feature,
        runner: some EffectRunner<Feature.Effect, Feature.Action>,
        mode: RuntimeMode = .live
    ) {
        self.state = initialState
        self.reducer = reducer
        self.runner = runner
        self.mode = mode
    }

    isolated deinit {
        for subscriber in subscribers.values { subscriber.finish() }
        for task in running.values { task.cancel() }
    }

    /// The number of effects started and not finished yet.
    public var runningEffectCount: Int { running.count }

    /// Applies `action` now; starts (`.live`) or queues (`.held`) the effects it returns.
    /// Subscribers and observers hear about the new state only when it changed. When the
    /// reducer throws, the state stays as it was, nothing starts, and the failure is appended
    /// to ``failures``.
    public func send(_ action: Feature.Action) {
        var next = state
        let effects: [Feature.Effect]
        do {
            effects = try reducer.reduce(into: &next, action: action)
        } catch {
            failures.append(ReducerFailure(action: action, error: error))
            return
        }
        if next != state {
            state = next
            stateChangeCount += 1
            for subscriber in subscribers.values { subscriber.yield(next) }
        }
        switch mode {
        case .live:
            for effect in effects { start(effect) }
        case .held:
            pendingEffects += effects
        }
    }

    /// Runs the first pending effect equal to `effect` and waits until its actions have been
    /// sent. Effects those actions return are queued again.
    ///
    /// - Throws: `RuntimeError.effectNotPending`.
    /// - Complexity: O(*p*) plus the effect's own time, for *p* pending effects.
    public func release(_ effect: Feature.Effect) async throws(RuntimeError) {
        guard let index = pendingEffects.firstIndex(of: effect) else {
            throw .effectNotPending(String(describing: effect))
        }
        try await release(at: index)
    }

    /// Runs the pending effect at `index` and waits until its actions have been sent.
    ///
    /// - Throws: `RuntimeError.pendingIndexOutOfRange`.
    public func release(at index: Int) async throws(RuntimeError) {
        guard pendingEffects.indices.contains(index) else {
            throw .pendingIndexOutOfRange(index, count: pendingEffects.count)
        }
        let effect = pendingEffects.remove(at: index)
        await start(effect).value
    }

    /// Runs every effect pending now, one after the other in order, each with its actions sent
    /// before the next starts. Effects queued meanwhile stay pending.
    ///
    /// - Complexity: O(*p*) plus the effects' own time, for *p* pending effects.
    public func releaseAll() async {
        let batch = pendingEffects
        pendingEffects = []
        for effect in batch { await start(effect).value }
    }

    /// Waits until no effect is running, including effects started by actions fed back
    /// meanwhile. Held effects that nobody releases do not count. Never returns while an
    /// effect never finishes.
    public func settle() async {
        while let task = running.values.first {
            await task.value
        }
    }

    /// A stream of states for one subscriber: the current state first, then every changed
    /// state in order (unbounded buffer, so none is lost). It ends when the runtime is
    /// deallocated; call as often as needed, each call is an independent subscriber.
    public func updates() -> AsyncStream<Feature.State> {
        let (stream, continuation) = AsyncStream.makeStream(of: Feature.State.self, bufferingPolicy: .unbounded)
        let number = nextSubscriberNumber
        nextSubscriberNumber += 1
        subscribers[number] = continuation
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor [self] in self?.removeSubscriber(number) }
        }
        return stream
    }

    /// The number of live `updates()` streams.
    public var subscriberCount: Int { subscribers.count }

    /// Starts `effect` in a task that sends its actions back on the main actor.
    @discardableResult
    private func start(_ effect: Feature.Effect) -> Task<Void, Never> {
        let number = nextTaskNumber
        nextTaskNumber += 1
        let runner = self.runner
        let task = Task { @MainActor [weak self] in
            let actions = await runner.run(effect)
            self?.finish(number, actions: actions)
        }
        running[number] = task
        return task
    }

    private func finish(_ number: Int, actions: [Feature.Action]) {
        running[number] = nil
        for action in actions { send(action) }
    }

    private func removeSubscriber(_ number: Int) {
        subscribers[number] = nil
    }
}

/// When a `Runtime` starts the effects a reducer returns.
public enum RuntimeMode: Hashable, Sendable {
    /// Effects start at once, each in its own task.
    case live
    /// Effects wait in `pendingEffects` until the caller releases them, one at a time and in
    /// any order, so intermediate ("loading") states can be asserted and snapshotted.
    case held
}

/// Why a `Runtime` refused to release an effect.
public enum RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No pending effect equals the one asked for; the text describes it.
    case effectNotPending(String)
    /// No pending effect has this index.
    case pendingIndexOutOfRange(Int, count: Int)

    /// One readable sentence.
    public var description: String {
        switch self {
        case .effectNotPending(let effect): "no pending effect equals \(effect)"
        case .pendingIndexOutOfRange(let index, let count): "no pending effect at index \(index) (\(count) pending)"
        }
    }
}
