import Presentation

/// Drives a ``StoryboardApp`` step by step, for tests, scenarios and interactive hosts: its
/// effects wait until released (``RuntimeMode/held``, the default) so a loading state can be
/// printed, `settle()` lets everything finish, and a touch the screen does not offer throws,
/// so a test or a script fails at the line that sent it.
///
/// ```swift
/// let driver = AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
/// await driver.settle()                         // the list's load
/// try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
/// print(TextRenderer().render(driver.screen))
/// ```
///
/// It runs the app in an ``AppHost``, the type a UI client holds (``host``).
@MainActor
public final class AppDriver<App: StoryboardApp> {
    /// The host the app runs in: what a UI client would hold.
    public let host: AppHost<App>

    /// Starts `app` with `runner` executing its effects; sends the launch action.
    /// - Parameter mode: `.held` (the default) queues effects until released (``releaseAll()``,
    ///   `settle()`), so loading states can be shown; `.live` runs them at once.
    public init(app: App, runner: some EffectRunner<App.Effect, App.Action>, mode: RuntimeMode = .held) {
        host = AppHost(app: app, runner: runner, mode: mode)
    }

    /// The app.
    public var app: App { host.app }

    /// The app's current state.
    public var state: App.State { host.state }

    /// What the screen shows now (``AppHost/screen``).
    public var screen: Presentation.Screen { host.screen }

    /// The actions the app's reducer could not apply (``AppHost/failures``).
    public var failures: [ReducerFailure<App.Action>] { host.failures }

    /// The effects waiting to be released (held mode).
    public var pendingEffects: [App.Effect] { host.runtime.pendingEffects }

    /// Performs a user's touch if the screen allows it (``AppHost/send(_:)``).
    /// - Throws: ``UserActionError`` (nothing changes) when the screen does not offer it. A
    ///   touch the screen offers but the app fails to apply is listed in ``failures``.
    public func send(_ userAction: UserAction) throws(UserActionError) {
        try host.send(userAction).get()
    }

    /// Performs a user's touch checked against the screen laid out for `device`
    /// (``AppHost/send(_:on:)``).
    /// - Throws: ``UserActionError`` (nothing changes) when that screen does not offer it.
    public func send(_ userAction: UserAction, on device: Device) throws(UserActionError) {
        try host.send(userAction, on: device).get()
    }

    /// Sends an app action directly (a programmatic change, not a touch).
    public func send(action: App.Action) {
        host.send(action: action)
    }

    /// Releases the effects pending now (held mode), waiting for their results.
    public func releaseAll() async {
        await host.runtime.releaseAll()
    }

    /// Releases a pending effect (held mode).
    /// - Throws: ``RuntimeError`` when it is not pending.
    public func release(_ effect: App.Effect) async throws(RuntimeError) {
        try await host.runtime.release(effect)
    }

    /// Waits until no effect is running or pending: in held mode it releases pending effects
    /// (and those their results start) until none is left, for at most `maximumRounds` rounds
    /// so an app whose effects keep starting effects cannot hang its caller.
    /// - Returns: whether everything settled within the rounds.
    @discardableResult
    public func settle(maximumRounds: Int = 1_000) async -> Bool {
        let runtime = host.runtime
        await runtime.settle()
        var rounds = 0
        while !runtime.pendingEffects.isEmpty {
            guard rounds < maximumRounds else { return false }
            rounds += 1
            await runtime.releaseAll()
            await runtime.settle()
        }
        return true
    }

    /// Every state from now on, starting with the current one.
    public func updates() -> AsyncStream<App.State> {
        host.updates()
    }
}
