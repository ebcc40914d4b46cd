import Foundation

/// The requests in flight through the ``RetryingTransport``s that share it: what each is, how
/// long it has been going, which attempt of how many; and a way to cancel them all at once.
///
/// The demo host shows ``requests`` while `wait` runs and calls ``cancelAll()`` on Ctrl-C; an
/// app can do the same behind a "Cancel" button. A cancelled request fails with
/// ``TransportError/cancelled`` (URLSession stops the transfer, a wait between retries ends);
/// after ``cancelAll()`` new requests fail the same way at once until ``acceptNewRequests()``,
/// so work queued behind a cancelled request does not start a new wait.
///
/// Thread-safe: requests register from any task, and ``cancelAll()`` may be called from any
/// thread (a signal handler's queue).
public final class PendingRequests: @unchecked Sendable {
    // @unchecked: `state` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var state = State()
    /// The clock request ages are measured with.
    private let clock = ContinuousClock()

    private struct State {
        var nextID = 0
        var entries: [Int: Entry] = [:]
        var refusing = false
    }

    private struct Entry {
        var request: PendingRequest
        var cancel: (@Sendable () -> Void)?
        var cancelled = false
    }

    /// An empty registry.
    public init() {}

    /// The requests in flight now, oldest first.
    public var requests: [PendingRequest] {
        withLock { state in state.entries.sorted { $0.key < $1.key }.map(\.value.request) }
    }

    /// The time now on the clock ``PendingRequest/started`` is measured on.
    public var now: ContinuousClock.Instant { clock.now }

    /// Cancels every request in flight and makes new ones fail with
    /// ``TransportError/cancelled`` until ``acceptNewRequests()``; returns how many were
    /// cancelled.
    @discardableResult
    public func cancelAll() -> Int {
        let cancels = withLock { state -> [@Sendable () -> Void] in
            state.refusing = true
            var cancels: [@Sendable () -> Void] = []
            for id in state.entries.keys {
                state.entries[id]?.cancelled = true
                if let cancel = state.entries[id]?.cancel { cancels.append(cancel) }
            }
            return cancels
        }
        for cancel in cancels { cancel() }
        return cancels.count
    }

    /// Lets new requests through again after ``cancelAll()``.
    public func acceptNewRequests() {
        withLock { $0.refusing = false }
    }

    /// Runs `body` (one request's attempts) as a request named `what` of at most `attempts`
    /// attempts, in a task ``cancelAll()`` can cancel; `body` reports its progress through the
    /// ticket it is given.
    /// - Throws: what `body` throws, or ``TransportError/cancelled`` when cancelled.
    func run(
        _ what: String, attempts: Int,
        _ body: @escaping @Sendable (PendingRequestTicket) async throws(TransportError) -> HTTPResponse
    ) async throws(TransportError) -> HTTPResponse {
        let started = clock.now
        let id: Int? = withLock { state in
            guard !state.refusing else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(request: PendingRequest(what: what, started: started, attempt: 1, attempts: attempts, retryReason: nil))
            return id
        }
        guard let id else { throw .cancelled }
        defer { withLock { $0.entries[id] = nil } }
        let ticket = PendingRequestTicket(registry: self, id: id)
        let task = Task { () async throws -> HTTPResponse in try await body(ticket) }
        let cancelledAlready = withLock { state -> Bool in
            state.entries[id]?.cancel = { task.cancel() }
            return state.entries[id]?.cancelled == true
        }
        if cancelledAlready { task.cancel() }
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        switch result {
        case .success(let response): return response
        case .failure(let error): throw (error as? TransportError) ?? .cancelled
        }
    }

    /// Changes the request `id`, if it is still registered.
    fileprivate func update(_ id: Int, _ change: (inout PendingRequest) -> Void) {
        withLock { state in
            guard var entry = state.entries[id] else { return }
            change(&entry.request)
            state.entries[id] = entry
        }
    }

    private func withLock<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}

/// One request in flight, as ``PendingRequests`` shows it.
public struct PendingRequest: Hashable, Sendable {
    /// The method and path, without the query: `GET /tables/TodoItem`.
    public let what: String
    /// When the first attempt started.
    public let started: ContinuousClock.Instant
    /// The attempt being made (or waited for), from 1.
    public internal(set) var attempt: Int
    /// The most attempts the request makes.
    public let attempts: Int
    /// Why the previous attempt failed, while waiting to make this one; nil during an attempt.
    public internal(set) var retryReason: String?

    /// `GET /tables/TodoItem  12 s, attempt 2 of 3 (after: answered 503)`, its age measured at
    /// `now` to the nearest second: the first report, a second into `wait`, comes a moment
    /// less than a second after the request started, and says 1 s, not 0 s.
    public func description(at now: ContinuousClock.Instant) -> String {
        let seconds = max(0, Int(((now - started) / .seconds(1)).rounded()))
        return "\(what)  \(seconds) s, attempt \(attempt) of \(attempts)" + (retryReason.map { " (the last one \($0))" } ?? "")
    }
}

/// What a request's attempts tell ``PendingRequests`` as they go.
struct PendingRequestTicket: Sendable {
    fileprivate let registry: PendingRequests
    fileprivate let id: Int

    /// Attempt `number` is starting.
    func attempting(_ number: Int) {
        registry.update(id) {
            $0.attempt = number; $0.retryReason = nil
        }
    }

    /// Attempt `number` is next, after a wait, because the last one `reason`.
    func waiting(toAttempt number: Int, because reason: String) {
        registry.update(id) {
            $0.attempt = number; $0.retryReason = reason
        }
    }
}
