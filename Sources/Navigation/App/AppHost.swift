import Observation
import Presentation

/// Runs a ``StoryboardApp`` for a UI client (a SwiftUI view, a UIKit controller): read the
/// state and the rendered screen, send the user's touches, observe changes. Effects run as
/// they come; nothing here throws.
///
/// ```swift
/// @State private var host = AppHost(app: TodoApp(), runner: TodoEffects(client: client))
/// ...
/// Button("Add") { host.send(.tapBarButton(TodoControls.addButton)) }
/// ```
///
/// Tests, scenarios and interactive hosts drive an app with ``AppDriver`` instead: effects held
/// until released, `settle()`, and touches the screen refuses thrown.
@MainActor
@Observable
public final class AppHost<App: StoryboardApp> {
    /// The app.
    @ObservationIgnored public let app: App
    /// What runs the app's reducer and effects (``AppDriver`` releases its held effects).
    @ObservationIgnored let runtime: Runtime<App>
    /// The last rendered screen and the state change it was rendered after, so reading
    /// ``screen`` again (to resolve a tap, to validate it, to print) renders nothing new.
    @ObservationIgnored private var rendered: (stateChange: Int, screen: Presentation.Screen)?

    /// Starts `app` with `runner` executing its effects as they come; sends the launch action.
    public convenience init(app: App, runner: some EffectRunner<App.Effect, App.Action>) {
        self.init(app: app, runner: runner, mode: .live)
    }

    /// Starts `app` with its effects run as `mode` says (``AppDriver`` holds them).
    init(app: App, runner: some EffectRunner<App.Effect, App.Action>, mode: RuntimeMode) {
        self.app = app
        self.runtime = Runtime(initialState: app.initialState, reducer: app, runner: runner, mode: mode)
        if let launch = app.launchAction { runtime.send(launch) }
    }

    /// The app's current state.
    public var state: App.State { runtime.state }

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
        let screen = app.screen(for: state)
        rendered = (stateChange, screen)
        return screen
    }

    /// Performs a user's touch if the screen allows it. This is where the touch rules hold
    /// (``ScreenInspector/validate(_:)``): while an alert is up only its buttons respond, and
    /// a touch reaches only what the screen shows, so the app's reducer never checks them.
    /// - Returns: ``TouchResult/accepted``, or ``TouchResult/refused(_:)`` with why the screen
    ///   does not offer the touch (nothing changed). A touch the screen offers but the app
    ///   fails to apply is accepted and listed in ``failures``.
    @discardableResult
    public func send(_ userAction: UserAction) -> TouchResult {
        send(userAction, validatedOn: screen)
    }

    /// Performs a user's touch as ``send(_:)`` does, checked against the screen laid out for
    /// `device` (`Screen/laidOut(on:)`): a row that only the taller screen shows can be touched.
    @discardableResult
    public func send(_ userAction: UserAction, on device: Device) -> TouchResult {
        send(userAction, validatedOn: screen.laidOut(on: device))
    }

    /// Sends an app action directly (a programmatic change, not a touch).
    public func send(action: App.Action) {
        runtime.send(action)
    }

    /// Every state from now on, starting with the current one.
    public func updates() -> AsyncStream<App.State> {
        runtime.updates()
    }

    private func send(_ userAction: UserAction, validatedOn shown: Presentation.Screen) -> TouchResult {
        do {
            try ScreenInspector(shown).validate(userAction)
        } catch {
            return .refused(error)
        }
        runtime.send(app.action(for: userAction))
        return .accepted
    }
}
