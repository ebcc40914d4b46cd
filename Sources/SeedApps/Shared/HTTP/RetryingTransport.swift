import Presentation

/// Wraps a transport and repeats failed idempotent reads as its ``RetryPolicy`` says,
/// waiting with its ``Sleeper`` between attempts. Writes pass through exactly once.
///
/// After the last attempt the last outcome stands: the error status's response is returned
/// (the client reads its error body), or the last ``TransportError`` is thrown. A cancelled
/// task stops retrying and fails with ``TransportError/cancelled``.
///
/// With a ``PendingRequests`` registry, each request shows there while it runs (what, since
/// when, which attempt of how many) and ``PendingRequests/cancelAll()`` cancels it.
public struct RetryingTransport: HTTPTransport {
    /// The transport that sends each attempt.
    let base: any HTTPTransport
    /// When to try again.
    let policy: RetryPolicy
    /// How to wait between attempts.
    let sleeper: Sleeper
    /// Receives one line per retry (`GET /Events() answered 503; attempt 2 of 3 in 0.2 seconds`).
    /// The line shows the redacted target: never a key, a signature or a SAS token.
    let log: @Sendable (String) -> Void
    /// Where requests show while they run, and can be cancelled; nil for none.
    let pending: PendingRequests?

    /// Retries reads sent through `base` as `policy` says, showing each request in `pending`.
    public init(
        base: any HTTPTransport, policy: RetryPolicy = .standard, sleeper: Sleeper = .live,
        log: @escaping @Sendable (String) -> Void = { _ in }, pending: PendingRequests? = nil
    ) {
        self.base = base
        self.policy = policy
        self.sleeper = sleeper
        self.log = log
        self.pending = pending
    }

    /// Sends `request`, repeating a `GET` that timed out, was refused, lost its connection or
    /// answered a "try again" status, up to ``RetryPolicy/maximumAttempts`` times.
    /// - Throws: the last ``TransportError`` when no attempt got a response.
    /// - Complexity: at most ``RetryPolicy/maximumAttempts`` sends.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let attempts = policy.allowsRetry(of: request.method) ? policy.maximumAttempts : 1
        guard let pending else { return try await send(request, attempts: attempts, ticket: nil) }
        return try await pending.run("\(request.method) \(request.path)", attempts: attempts) { ticket throws(TransportError) in
            try await send(request, attempts: attempts, ticket: ticket)
        }
    }

    private func send(_ request: HTTPRequest, attempts: Int, ticket: PendingRequestTicket?) async throws(TransportError) -> HTTPResponse {
        var attempt = 1
        while true {
            ticket?.attempting(attempt)
            let outcome: Result<HTTPResponse, TransportError>
            do {
                outcome = .success(try await base.send(request))
            } catch {
                outcome = .failure(error)
            }
            let retryable: String?
            switch outcome {
            case .success(let response):
                retryable = policy.retries(status: response.status) ? "answered \(response.status)" : nil
            case .failure(let error):
                retryable = policy.retries(error) ? "failed (\(error))" : nil
            }
            guard let reason = retryable, attempt < attempts else { return try outcome.get() }
            if Task.isCancelled { throw .cancelled }
            let delay = policy.delay(afterAttempt: attempt)
            attempt += 1
            log("\(request.method) \(request.redactedTarget) \(reason); attempt \(attempt) of \(attempts) in \(Self.seconds(delay)) seconds")
            ticket?.waiting(toAttempt: attempt, because: reason)
            await sleeper.sleep(delay)
            if Task.isCancelled { throw .cancelled }
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return PointFormat.string(Double(seconds) + Double(attoseconds) / 1e18)
    }
}
