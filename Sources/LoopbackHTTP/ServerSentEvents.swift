import Foundation

/// The events one client of an event stream (`text/event-stream`) is sent: whoever produces
/// them calls ``send(_:event:)`` from any thread, the server's connection thread writes them
/// out as they come, and ``finish()`` (or the client going away, or the server stopping) ends
/// the stream.
///
/// At most ``capacity`` events wait; when a slow client lets more pile up, the oldest are
/// dropped, so a stalled page never holds the producer up or grows without bound.
public final class ServerSentEvents: @unchecked Sendable {
    // @unchecked: `queued` and `finished` are only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var queued: [String] = []
    private var finished = false

    /// The most events that wait to be written.
    public let capacity: Int

    /// An open stream keeping at most `capacity` events waiting.
    public init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    /// Queues an event whose data is `data` (each line its own `data:` field), named `event`
    /// when given. Does nothing once the stream is finished.
    /// - Complexity: O(length of `data`).
    public func send(_ data: String, event: String? = nil) {
        var text = event.map { "event: \(Self.oneLine($0))\n" } ?? ""
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: " + line.filter { $0 != "\r" } + "\n"
        }
        text += "\n"
        condition.lock()
        defer { condition.unlock() }
        guard !finished else { return }
        queued.append(text)
        if queued.count > capacity { queued.removeFirst(queued.count - capacity) }
        condition.signal()
    }

    /// Ends the stream: the connection closes once what is queued is written.
    public func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the stream has ended (``finish()``, the client left, or the server stopped).
    public var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished && queued.isEmpty
    }

    /// What the connection writes next.
    enum Next: Equatable {
        /// These events, in order.
        case events(String)
        /// Nothing came for a while: write a comment, so proxies and the client see a live
        /// connection (and a client that left is noticed).
        case idle
        /// The stream ended.
        case finished
    }

    /// Waits up to `timeout` seconds for events.
    func next(waitingUpTo timeout: TimeInterval) -> Next {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while queued.isEmpty && !finished {
            guard condition.wait(until: deadline) else { break }
        }
        guard queued.isEmpty else {
            defer { queued.removeAll() }
            return .events(queued.joined())
        }
        return finished ? .finished : .idle
    }

    private static func oneLine(_ text: String) -> String {
        text.filter { $0 != "\r" && $0 != "\n" }
    }
}
