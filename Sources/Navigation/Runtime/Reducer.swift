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
    func reduce(into state: inout State, action: Action) -> [Effect]
}
