import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SeedApps
import TestSupport

/// An HTTP/1.1 server for tests, on POSIX sockets: it listens on 127.0.0.1 at a port the
/// system picks (port 0, read back with `getsockname`), reads each request (request line,
/// headers, `Content-Length` body), asks `handler` what to answer, answers with
/// `Connection: close` and closes the connection; or, when it keeps connections alive, answers
/// without it and reads the next request on the same connection (a connection it drops is
/// then one a client may have reused).
///
/// One thread accepts; each connection gets its own thread, so a slow route does not hold up
/// the next request. ``stop()`` wakes every thread through a pipe (also cutting delays
/// short), joins them all and closes every socket; it is bounded because reads give up after
/// ``readTimeout``. Only 127.0.0.1 is ever bound.
final class LoopbackServer: Sendable {
    /// Answers one request.
    typealias Handler = @Sendable (LoopbackRequest) -> LoopbackResponse

    /// The port the server listens on.
    let port: UInt16
    /// How long a connection may take to send its request.
    static let readTimeout: Duration = .seconds(5)
    /// The largest request accepted (head and body).
    static let maximumRequestBytes = 1 << 20

    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let handler: Handler
    private let keepsConnectionsAlive: Bool
    private let state = Locked(State())

    private struct State: Sendable {
        var requests: [LoopbackRequest] = []
        var requestLines: [(connection: Int, line: String)] = []
        var connections = 0
        var acceptThread: pthread_t?
        var connectionThreads: [pthread_t] = []
        var stopped = false
    }

    /// Starts a server answering with `handler`.
    /// - Throws: ``LoopbackSocketError`` when a socket call fails.
    init(keepsConnectionsAlive: Bool = false, handler: @escaping Handler) throws {
        self.handler = handler
        self.keepsConnectionsAlive = keepsConnectionsAlive
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw LoopbackSocketError(call: "pipe", code: errno) }
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        do {
            listener = try LoopbackSocket.boundSocket()
            guard listen(listener, 16) == 0 else { throw LoopbackSocketError(call: "listen", code: errno) }
            port = try LoopbackSocket.port(of: listener)
        } catch {
            close(wakeRead)
            close(wakeWrite)
            throw error
        }
        let thread = try LoopbackThread.start { [self] in acceptLoop() }
        state.withLock { $0.acceptThread = thread }
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

    /// Stops accepting, wakes and joins every thread, closes every socket. Safe to call twice.
    func stop() {
        let alreadyStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !alreadyStopped else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        if let thread = state.withLock({ $0.acceptThread }) { pthread_join(thread, nil) }
        for thread in state.withLock({ $0.connectionThreads }) { pthread_join(thread, nil) }
        close(listener)
        close(wakeRead)
        close(wakeWrite)
    }

    private func acceptLoop() {
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let number = state.withLock { state in
                state.connections += 1
                return state.connections
            }
            do {
                let thread = try LoopbackThread.start { [self] in serve(connection, number: number) }
                state.withLock { $0.connectionThreads.append(thread) }
            } catch {
                close(connection)
            }
        }
    }

    private func serve(_ connection: Int32, number: Int) {
        defer { close(connection) }
        LoopbackSocket.ignoreSIGPIPE(on: connection)
        let socket = LoopbackSocket(fd: connection, wake: wakeRead)
        repeat {
            let request = socket.readRequest(timeout: Self.readTimeout, limit: Self.maximumRequestBytes) { line in
                state.withLock { $0.requestLines.append((number, line)) }
            }
            guard let request else { return }
            state.withLock { $0.requests.append(request) }
            let response = handler(request)
            if let delay = response.delay, socket.waitForWake(upTo: delay) { return }
            guard !response.dropsConnection else { return }
            socket.write(response.wire(keepingAlive: keepsConnectionsAlive))
        } while keepsConnectionsAlive
        shutdown(connection, Int32(SHUT_WR))
    }
}
