/// When and how often a request is tried again: only idempotent reads (`GET`), only for
/// failures that may pass (a timeout, a refused or lost connection, 408, 429, 500, 502, 503,
/// 504), with exponential backoff and a bounded number of attempts. `POST` and `PATCH` are
/// never repeated: the first one may have been applied even though its answer was lost.
///
/// The delays are deterministic (no jitter), so tests can state them exactly:
/// `initialDelay`, then each one `multiplier` times the previous, at most `maximumDelay`.
public struct RetryPolicy: Hashable, Sendable {
    /// Attempts in all, the first included; between 1 and ``attemptLimit``.
    public let maximumAttempts: Int
    /// The wait before the second attempt.
    public let initialDelay: Duration
    /// How much each wait grows (at least 1).
    public let multiplier: Double
    /// The longest wait.
    public let maximumDelay: Duration

    /// The most attempts any policy makes, whatever it was given.
    public static let attemptLimit = 10
    /// Statuses that say "try again later".
    static let retriedStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// A policy; `maximumAttempts` is clamped to 1...``attemptLimit``, `multiplier` to at
    /// least 1, and negative delays to zero.
    public init(maximumAttempts: Int, initialDelay: Duration, multiplier: Double = 2, maximumDelay: Duration) {
        self.maximumAttempts = min(max(maximumAttempts, 1), Self.attemptLimit)
        self.initialDelay = max(initialDelay, .zero)
        self.multiplier = multiplier.isFinite ? max(multiplier, 1) : 1
        self.maximumDelay = max(maximumDelay, .zero)
    }

    /// Three attempts, waiting 0.2 s then 0.4 s (at most 2 s).
    public static let standard = RetryPolicy(maximumAttempts: 3, initialDelay: .milliseconds(200), maximumDelay: .seconds(2))
    /// One attempt: never retry.
    public static let never = RetryPolicy(maximumAttempts: 1, initialDelay: .zero, maximumDelay: .zero)

    /// Whether requests with `method` may be repeated at all: only `GET`.
    func allowsRetry(of method: HTTPMethod) -> Bool {
        method == .get
    }

    /// Whether a read that failed with `error` is worth repeating: not for an unknown host, a
    /// cancelled or an invalid request, a refused redirect, a redirect loop or an answer that
    /// is not HTTP, which fail the same way again.
    func retries(_ error: TransportError) -> Bool {
        switch error {
        case .timedOut, .unreachable, .connectionRefused, .connectionLost: return true
        case .cancelled, .hostNotFound, .invalidRequest, .redirectRefused, .tooManyRedirects, .notHTTP: return false
        }
    }

    /// Whether a read answered with `status` is worth repeating.
    func retries(status: Int) -> Bool {
        Self.retriedStatuses.contains(status)
    }

    /// The wait after the failed attempt number `attempt` (1 for the first).
    /// - Complexity: O(*attempt*).
    func delay(afterAttempt attempt: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(attempt, 1) {
            delay = min(delay * multiplier, maximumDelay)
        }
        return min(delay, maximumDelay)
    }
}

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
