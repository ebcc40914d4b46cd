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
