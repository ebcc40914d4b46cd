import Observation
import Presentation

/// Runs a ``StoryboardApp`` for whoever embeds it: a UIKit or SwiftUI client, a test, the demo
/// host. Read the state and the rendered screen, send the user's touches, observe changes.
///
/// ```swift
/// let host = AppHost(app: TodoApp(backend: backend), runner: TodoEffects(backend: backend))
/// try host.send(.tapBarButton("add"))
/// await host.settle()
/// print(TextRenderer().render(host.screen))
/// for await state in host.updates() { ... }
/// ```
@MainActor
@Observable
public final class AppHost<App: StoryboardApp> {
    /// The app.
    @ObservationIgnored public let app: App
    @ObservationIgnored private let runtime: Runtime<App>
    /// The last rendered screen and the state change it was rendered after, so reading
    /// ``screen`` again (to resolve a tap, to validate it, to print) renders nothing new.
    @ObservationIgnored private var rendered: (stateChange: Int, screen: Presentation.Screen)?

    /// Starts `app` with `runner` executing its effects; sends the launch action.
    /// - Parameter mode: `.live` runs effects at once; `.held` queues them until released
    ///   (``releaseAll()``, ``settle()``), so tests and scenarios can show loading states.
    public init(app: App, runner: some EffectRunner<App.Effect, App.Action>, mode: RuntimeMode = .live) {
        self.app = app
        self.runtime = Runtime(initialState: app.initialState, reducer: app, runner: runner, mode: mode)
        if let launch = app.launchAction { runtime.send(launch) }
    }

    /// The app's current state.
    public var state: App.State { runtime.state }

    /// The effects waiting to be released (held mode).
    public var pendingEffects: [App.Effect] { runtime.pendingEffects }

    /// The actions the app's reducer could not apply, oldest first: programming errors of the
    /// app (a misspelt segue identifier, a failed `prepare`), each of which left the state as
    /// it was. A correct app never has any; tests and scenarios fail on one, and the demo host
    /// prints it.
    public var failures: [ReducerFailure<App.Action>] { runtime.failures }

    /// What the screen shows now. The app renders each state once: reading this again before
    /// the state changes returns the same screen without rendering.
    public var screen: Presentation.Screen {
        let state = runtime.state  // read on every call, so Observation tracks it
        let stateChange = runtime.stateChangeCount
        if let rendered, rendered.stateChange == stateChange { return rendered.screen }
        let screen = app.render(state)
        rendered = (stateChange, screen)
        return screen
    }

    /// Performs a user's touch if the screen allows it. This is where the touch rules hold
    /// (``ScreenInspector/validate(_:)``): while an alert is up only its buttons respond, and
    /// a touch reaches only what the screen shows, so the app's reducer never checks them.
    /// - Throws: ``UserActionError`` (nothing changes) when the screen does not offer it: an
    ///   alert blocks it, the row does not exist, there is no back button... A touch the
    ///   screen offers but the app fails to apply is not thrown: it is listed in ``failures``.
    public func send(_ userAction: UserAction) throws(UserActionError) {
        try ScreenInspector(screen).validate(userAction)
        runtime.send(app.action(for: userAction))
    }

    /// Performs a user's touch as ``send(_:)`` does, checked against the screen laid out for
    /// `device` (``Screen/laidOut(on:)``): a row that only the taller screen shows can be touched.
    /// - Throws: ``UserActionError`` (nothing changes) when that screen does not offer it.
    public func send(_ userAction: UserAction, on device: Device) throws(UserActionError) {
        try ScreenInspector(screen.laidOut(on: device)).validate(userAction)
        runtime.send(app.action(for: userAction))
    }

    /// Sends an app action directly (a programmatic change, not a touch).
    public func send(action: App.Action) {
        runtime.send(action)
    }

    /// Releases the effects pending now (held mode), waiting for their results.
    public func releaseAll() async {
        await runtime.releaseAll()
    }

    /// Releases a pending effect (held mode).
    /// - Throws: ``RuntimeError`` when it is not pending.
    public func release(_ effect: App.Effect) async throws(RuntimeError) {
        try await runtime.release(effect)
    }

    /// Waits until no effect is running or pending: in held mode it releases pending effects
    /// (and those their results start) until none is left, for at most `maximumRounds` rounds
    /// so an app whose effects keep starting effects cannot hang its caller.
    /// - Returns: whether everything settled within the rounds.
    @discardableResult
    public func settle(maximumRounds: Int = 1_000) async -> Bool {
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
        runtime.updates()
    }
}
