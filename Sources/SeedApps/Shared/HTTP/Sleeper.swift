/// Waits for a duration: `Task.sleep` in the app, a recorder in tests, so a test of retries
/// never waits for real.
public struct Sleeper: Sendable {
    /// Waits `duration` (or less, when the task is cancelled).
    let sleep: @Sendable (Duration) async -> Void

    /// A sleeper running `sleep`.
    public init(sleep: @escaping @Sendable (Duration) async -> Void) {
        self.sleep = sleep
    }

    /// `Task.sleep(for:)`; a cancelled task stops waiting.
    public static let live = Sleeper { duration in
        try? await Task.sleep(for: duration)
    }
}
