import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on POSIX sockets that listens on 127.0.0.1 only: the demo host's
/// web client and the tests' backends run on it.
///
/// One thread accepts; each connection gets its own thread (at most
/// ``Configuration/maximumConnections``; more are answered `503` and closed), reads requests
/// with bounded head and body sizes and deadlines, asks the handler, and keeps the connection
/// alive between requests unless the client asks to close it. A response may be a stream of
/// server-sent events (``HTTPServerResponse/eventStream(_:)``), written as they come.
///
/// ``stop()`` stops accepting, wakes every connection through a pipe (cutting reads short and
/// finishing event streams), waits for every connection thread to end and closes the socket;
/// it is safe to call from any thread, twice.
public final class HTTPServer: Sendable {
    /// Answers one request; called on the connection's thread.
    public typealias Handler = @Sendable (HTTPServerRequest) -> HTTPServerResponse
    /// Hears each request line (`GET /books`) with the number of the connection it came on
    /// (1 for the first accepted) as soon as its head is read, before its body: an access
    /// log, or a test's record of requests whose body never came.
    public typealias RequestLineObserver = @Sendable (_ connection: Int, _ requestLine: String) -> Void

    /// Limits and timeouts.
    public struct Configuration: Sendable, Equatable {
        /// The port to listen on; 0 lets the system pick a free one (read ``HTTPServer/port``).
        public var port: UInt16 = 0
        /// The largest request line and header fields together, in bytes (`431` beyond).
        public var maximumHeadBytes = 16_384
        /// The most header fields (`431` beyond).
        public var maximumHeaderFields = 64
        /// The largest request body, in bytes (`413` beyond).
        public var maximumBodyBytes = 1 << 20
        /// How long a request may take to arrive once its first byte came (`408` after).
        public var readTimeout: Duration = .seconds(10)
        /// How long a kept-alive connection waits for its next request before closing.
        public var idleTimeout: Duration = .seconds(30)
        /// How many connections are served at once.
        public var maximumConnections = 64
        /// How often an idle event stream writes a comment, so a client that left is noticed.
        public var eventStreamHeartbeat: Duration = .seconds(15)
        /// Whether a connection stays open for the next request (unless the client asks to
        /// close it); false answers every request with `Connection: close`.
        public var keepsConnectionsAlive = true

        /// The defaults, listening on `port`.
        public init(port: UInt16 = 0) {
            self.port = port
        }
    }

    /// The port the server listens on.
    public let port: UInt16
    /// The limits it was started with.
    public let configuration: Configuration

    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let handler: Handler
    private let observer: RequestLineObserver?
    private let state = ServerState()

    /// Starts listening on 127.0.0.1 and answering with `handler`; `observer` hears each
    /// request line as it arrives.
    /// - Throws: ``HTTPServerError`` when a socket call fails (the port is taken).
    public init(configuration: Configuration = Configuration(), observer: RequestLineObserver? = nil, handler: @escaping Handler) throws(HTTPServerError) {
        self.configuration = configuration
        self.handler = handler
        self.observer = observer
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw HTTPServerError(call: "pipe", code: errno) }
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        do {
            listener = try LoopbackListener.bound(port: configuration.port)
            port = try LoopbackListener.port(of: listener)
        } catch {
            close(wakeRead)
            close(wakeWrite)
            throw error
        }
        let thread = try ServerThread.start { [self] in acceptLoop() }
        state.setAcceptThread(thread)
    }

    /// `http://127.0.0.1:<port>`.
    public var origin: String {
        "http://127.0.0.1:\(port)"
    }

    /// Stops accepting, ends every connection and event stream, waits for their threads and
    /// closes the sockets. Returns once the server is down. Safe to call twice.
    public func stop() {
        guard state.beginStopping() else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        state.finishStreams()
        if let thread = state.acceptThread { pthread_join(thread, nil) }
        state.waitForConnections()
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
            guard let number = state.admitConnection(limit: configuration.maximumConnections) else {
                HTTPConnection(fd: connection, wake: wakeRead).write(
                    HTTPServerResponse.error(503, "Too many connections; try again.").wire(keepingAlive: false))
                close(connection)
                continue
            }
            do {
                let thread = try ServerThread.start { [self] in
                    serve(connection, number: number)
                    state.connectionEnded()
                }
                pthread_detach(thread)
            } catch {
                close(connection)
                state.connectionEnded()
            }
        }
    }

    private func serve(_ fd: Int32, number: Int) {
        defer { close(fd) }
        var connection = HTTPConnection(fd: fd, wake: wakeRead)
        var idle = configuration.readTimeout
        let observer = self.observer.map { observer in { @Sendable (line: String) in observer(number, line) } }
        while !state.isStopping {
            switch connection.readRequest(configuration: configuration, idle: idle, headRead: observer) {
            case .failure(let failure):
                if let response = failure.response { connection.write(response.wire(keepingAlive: false)) }
                shutdown(fd, Int32(SHUT_WR))
                return
            case .success(let request):
                let response = handler(request)
                if let raw = response.rawReply {
                    guard connection.write(raw), response.rawReplyKeepsConnection, configuration.keepsConnectionsAlive, !state.isStopping else {
                        shutdown(fd, Int32(SHUT_WR))
                        return
                    }
                    idle = configuration.idleTimeout
                    continue
                }
                let keepAlive = configuration.keepsConnectionsAlive && !request.closesConnection && !state.isStopping && response.events == nil
                guard connection.write(response.wire(keepingAlive: keepAlive || response.events != nil)) else { return }
                if let events = response.events {
                    stream(events, on: connection)
                    return
                }
                guard keepAlive else {
                    shutdown(fd, Int32(SHUT_WR))
                    return
                }
                idle = configuration.idleTimeout
            }
        }
    }

    /// Writes `events` as they come until the stream finishes, the client leaves or the
    /// server stops.
    private func stream(_ events: ServerSentEvents, on connection: HTTPConnection) {
        state.addStream(events)
        defer {
            events.finish()
            state.removeStream(events)
        }
        let heartbeat = Double(HTTPConnection.milliseconds(configuration.eventStreamHeartbeat)) / 1_000
        while !state.isStopping {
            switch events.next(waitingUpTo: heartbeat) {
            case .events(let text):
                guard connection.write(Data(text.utf8)) else { return }
            case .idle:
                guard !connection.peerHasGone(), connection.write(Data(": still here\n\n".utf8)) else { return }
            case .finished:
                return
            }
        }
    }
}

/// What the server's threads share: the accept thread, the count of live connections, the
/// open event streams, whether it is stopping.
private final class ServerState: @unchecked Sendable {
    // @unchecked: every stored property is only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var stopping = false
    private var connections = 0
    private var accepted = 0
    private var streams: [ObjectIdentifier: ServerSentEvents] = [:]
    private var accept: pthread_t?

    var acceptThread: pthread_t? { locked { accept } }
    var isStopping: Bool { locked { stopping } }

    func setAcceptThread(_ thread: pthread_t) { locked { accept = thread } }

    /// Marks the server stopping; false when it already was.
    func beginStopping() -> Bool {
        locked {
            defer { stopping = true }
            return !stopping
        }
    }

    /// Counts a new connection in and numbers it (1 for the first), unless `limit` are
    /// already served or the server is stopping (nil).
    func admitConnection(limit: Int) -> Int? {
        locked {
            guard !stopping, connections < limit else { return nil }
            connections += 1
            accepted += 1
            return accepted
        }
    }

    func connectionEnded() {
        locked {
            connections -= 1
            condition.broadcast()
        }
    }

    func waitForConnections() {
        condition.lock()
        while connections > 0 { condition.wait() }
        condition.unlock()
    }

    func addStream(_ events: ServerSentEvents) {
        let stopped = locked { () -> Bool in
            streams[ObjectIdentifier(events)] = events
            return stopping
        }
        if stopped { events.finish() }
    }

    func removeStream(_ events: ServerSentEvents) { locked { streams[ObjectIdentifier(events)] = nil } }

    func finishStreams() {
        for events in locked({ Array(streams.values) }) { events.finish() }
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
