import Foundation
import LoopbackHTTP
@testable import SeedApps
import TestSupport

/// An HTTP/1.1 server for tests, on the package's own ``HTTPServer`` (LoopbackHTTP): it
/// listens on 127.0.0.1 at a port the system picks, records each request, asks `handler` what
/// to answer and writes the answer exactly as ``LoopbackResponse`` lays it out (a delay, a
/// dropped connection, a truncated body, another protocol's banner), with `Connection: close`;
/// or, when it keeps connections alive, without it, reading the next request on the same
/// connection (a connection it drops is then one a client may have reused).
///
/// ``stop()`` cuts pending delays short, then stops the server, which ends every connection
/// and waits for its thread. Only 127.0.0.1 is ever bound.
final class LoopbackServer: Sendable {
    /// Answers one request.
    typealias Handler = @Sendable (LoopbackRequest) -> LoopbackResponse

    /// The port the server listens on.
    let port: UInt16
    /// How long a connection may take to send its request.
    static let readTimeout: Duration = .seconds(5)
    /// The largest request accepted (head and body).
    static let maximumRequestBytes = 1 << 20

    private let server: HTTPServer
    private let state: Locked<State>
    private let stopping: DelayCutter

    private struct State: Sendable {
        var requests: [LoopbackRequest] = []
        var requestLines: [(connection: Int, line: String)] = []
    }

    /// Starts a server answering with `handler`.
    /// - Throws: ``HTTPServerError`` when a socket call fails.
    init(keepsConnectionsAlive: Bool = false, handler: @escaping Handler) throws {
        let state = Locked(State())
        let stopping = DelayCutter()
        var configuration = HTTPServer.Configuration()
        configuration.readTimeout = Self.readTimeout
        configuration.idleTimeout = Self.readTimeout
        configuration.maximumHeadBytes = Self.maximumRequestBytes
        configuration.maximumHeaderFields = 1_000
        configuration.maximumBodyBytes = Self.maximumRequestBytes
        configuration.keepsConnectionsAlive = keepsConnectionsAlive
        server = try HTTPServer(
            configuration: configuration,
            observer: { connection, line in
                state.withLock { $0.requestLines.append((connection, line)) }
            }
        ) { served in
            let request = LoopbackRequest(served)
            state.withLock { $0.requests.append(request) }
            let response = handler(request)
            if let delay = response.delay, stopping.wait(delay) { return .raw(Data()) }
            guard !response.dropsConnection else { return .raw(Data()) }
            return .raw(response.wire(keepingAlive: keepsConnectionsAlive), keepingConnection: keepsConnectionsAlive)
        }
        port = server.port
        self.state = state
        self.stopping = stopping
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// The requests read so far, oldest first.
    var requests: [LoopbackRequest] {
        state.withLock { $0.requests }
    }

    /// Every request line read (`POST /tables/TodoItem`), with the number of the connection it
    /// came on (1 for the first accepted), as soon as its head was in: a request whose body
    /// never came is here too.
    var requestLines: [(connection: Int, line: String)] {
        state.withLock { $0.requestLines }
    }

    /// The request lines of ``requestLines`` whose requests were never read whole (the body
    /// did not come before the connection closed or the read timed out), oldest first. A
    /// request still being read when this is asked counts too.
    var headsWithoutBody: [String] {
        state.withLock { state in
            var unread = state.requestLines.map(\.line)
            for request in state.requests {
                if let index = unread.firstIndex(of: "\(request.method) \(request.target)") { unread.remove(at: index) }
            }
            return unread
        }
    }

    /// Cuts pending delays short, stops accepting, ends every connection and waits for their
    /// threads. Safe to call twice.
    func stop() {
        stopping.cut()
        server.stop()
    }
}

/// Waits a response's delay unless the server stops first.
private final class DelayCutter: Sendable {
    private let stopped = Locked(false)
    private let condition = NSCondition()

    /// Waits `duration`; true when the server stopped meanwhile.
    func wait(_ duration: Duration) -> Bool {
        let (seconds, attoseconds) = duration.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while !stopped.withLock({ $0 }) {
            guard condition.wait(until: deadline) else { return false }
        }
        return true
    }

    /// Wakes every delay, now and later.
    func cut() {
        condition.lock()
        stopped.withLock { $0 = true }
        condition.broadcast()
        condition.unlock()
    }
}
