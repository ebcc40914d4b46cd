/// The work an app's backends have in flight (requests to a server), as an ``InteractiveHost``
/// shows and cancels it: while `wait` runs it lists ``inFlight`` every few seconds, and Ctrl-C
/// calls ``cancelAll``, then ``acceptNewWork`` once the wait has ended.
///
/// Closures, so any registry of requests can be shown; all three may be called from any thread.
public struct PendingWork: Sendable {
    /// One line per piece of work in flight now, oldest first (`GET /books  3 s, attempt 1 of 3`).
    public var inFlight: @Sendable () -> [String]
    /// Cancels everything in flight; new work fails at once until ``acceptNewWork``.
    public var cancelAll: @Sendable () -> Void
    /// Lets new work start again after ``cancelAll``.
    public var acceptNewWork: @Sendable () -> Void

    /// Work described by `inFlight`, cancelled by `cancelAll`, let through again by `acceptNewWork`.
    public init(
        inFlight: @escaping @Sendable () -> [String],
        cancelAll: @escaping @Sendable () -> Void,
        acceptNewWork: @escaping @Sendable () -> Void
    ) {
        self.inFlight = inFlight
        self.cancelAll = cancelAll
        self.acceptNewWork = acceptNewWork
    }
}
