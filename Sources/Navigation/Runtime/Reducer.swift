/// A feature's logic: a pure function that applies an action to the state and returns the
/// effects to run, as data.
///
/// Effects are values (`Equatable`), not closures that already ran, so a test can compare
/// them, hold them back, and release them later; an `EffectRunner` executes them with the
/// app's services and answers with more actions.
public protocol Reducer<State, Action, Effect>: Sendable {
    /// Everything the feature shows and remembers.
    associatedtype State: Equatable & Sendable
    /// What happened: user taps, effect results.
    associatedtype Action: Equatable & Sendable
    /// Work to do outside the reducer (a network request, a timer), described as data.
    associatedtype Effect: Equatable & Sendable

    /// Applies `action` to `state` and returns the effects to run, in order. Must be pure:
    /// no I/O, no clocks, no randomness.
    ///
    /// - Throws: ``WiringError`` for a programming error of the app (a segue the storyboard
    ///   does not have, a navigation command its state refuses). Callers then drop whatever
    ///   `state` became: the ``Runtime`` and ``TestStore`` keep the state from before the
    ///   action and report the failure. A reducer that cannot fail need not write `throws`.
    func reduce(into state: inout State, action: Action) throws(WiringError) -> [Effect]
}

/// Executes effects with injected services (a backend client, a clock) and answers with the
/// actions to feed back, in order.
///
/// ```swift
/// struct LiveRunner: EffectRunner {
///     let backend: Backend
///     func run(_ effect: AppEffect) async -> [AppAction] {
///         switch effect {
///         case .loadItems(let screen):
///             do { return [.itemsLoaded(screen, try await backend.items())] }
///             catch { return [.loadFailed(screen, "\(error)")] }
///         }
///     }
/// }
/// ```
public protocol EffectRunner<Effect, Action>: Sendable {
    /// The effects this runner executes.
    associatedtype Effect: Sendable
    /// The actions it answers with.
    associatedtype Action: Sendable

    /// Runs `effect` to completion and returns the actions to send back, in order. Failures
    /// are reported as actions, so this never throws.
    func run(_ effect: Effect) async -> [Action]
}
