import Navigation

/// The app's effect runner, which the runtime and `AppHost` require. Since ``BusinessEffect``
/// has no cases it is never called.
public struct BusinessEffects: EffectRunner {
    /// Creates the runner.
    public init() {}

    /// Runs nothing: no effect can exist, so the body needs no code (an uninhabited parameter
    /// makes the function unreachable, and the compiler accepts it without a return).
    public func run(_ effect: BusinessEffect) async -> [BusinessAction] {}
}
