/// When a `Runtime` starts the effects a reducer returns.
public enum RuntimeMode: Hashable, Sendable {
    /// Effects start at once, each in its own task.
    case live
    /// Effects wait in `pendingEffects` until the caller releases them, one at a time and in
    /// any order, so intermediate ("loading") states can be asserted and snapshotted.
    case held
}
