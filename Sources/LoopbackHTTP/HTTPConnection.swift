import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection: reads requests with bounded sizes and deadlines (keeping the bytes
/// of a pipelined next request), and writes without SIGPIPE.
struct HTTPConnection {
    /// Why no request could be read.
    enum ReadFailure: Error, Equatable {
        /// The peer closed the connection, or the server is stopping: answer nothing.
        case closed
        /// The request did not arrive whole in time (`408`).
        case timedOut
        /// The request line and header fields are larger than allowed (`431`).
        case headTooLarge
        /// The body is larger than allowed (`413`).
        case bodyTooLarge
        /// Not an HTTP/1.x request as RFC 9112 writes one (`400`, with the reason).
        case malformed(String)
        /// A chunked request body, which this server does not read (`501`).
        case chunkedBody
        /// An HTTP version other than 1.0 and 1.1 (`505`).
        case unsupportedVersion

        /// The response a client gets for it, if any.
        var response: HTTPServerResponse? {
            switch self {
            case .closed: nil
            case .timedOut: .error(408, "The request did not arrive in time.")
            case .headTooLarge: .error(431, "The request's header fields are too large.")
            case .bodyTooLarge: .error(413, "The request's body is too large.")
            case .malformed(let reason): .error(400, "Malformed request: \(reason).")
            case .chunkedBody: .error(501, "Chunked request bodies are not supported; send Content-Length.")
            case .unsupportedVersion: .error(505, "Only HTTP/1.1 and HTTP/1.0 are spoken here.")
            }
        }
    }

    /// The connection's socket.
    let fd: Int32
    /// The read end of the server's wake pipe: readable once the server stops.
    let wake: Int32
    /// Bytes read past the last request (the start of a pipelined next one).
    private var buffer = Data()

    /// A connection on `fd`, giving up its reads once `wake` is readable.
    init(fd: Int32, wake: Int32) {
        self.fd = fd
        self.wake = wake
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads the next request: `idle` is how long the first byte may take to come (a kept-alive
    /// connection waiting for its next request), `timeout` how long the rest may take once it
    /// started.
    /// - Complexity: O(request size).
    /// `headRead` hears the request line (`GET /x`) once the head is in, before the body; a
    /// request announcing `Expect: 100-continue` is told to go on when its body has not come.
    mutating func readRequest(configuration: HTTPServer.Configuration, idle: Duration, headRead: (@Sendable (String) -> Void)? = nil) -> Result<
        HTTPServerRequest, ReadFailure
    > {
        if buffer.isEmpty {
            guard receive(until: ContinuousClock.now + idle) else { return .failure(.closed) }
        }
        let deadline = ContinuousClock.now + configuration.readTimeout
        var headEnd = buffer.range(of: Self.blankLine)
        while headEnd == nil {
            guard buffer.count <= configuration.maximumHeadBytes else { return .failure(.headTooLarge) }
            guard receive(until: deadline) else { return .failure(ContinuousClock.now >= deadline ? .timedOut : .closed) }
            headEnd = buffer.range(of: Self.blankLine)
        }
        guard let headEnd else { return .failure(.closed) }
        guard headEnd.lowerBound - buffer.startIndex <= configuration.maximumHeadBytes else { return .failure(.headTooLarge) }
        let head: HTTPRequestHead
        switch HTTPRequestHead.parse(buffer[buffer.startIndex..<headEnd.lowerBound], maximumFields: configuration.maximumHeaderFields) {
        case .success(let parsed): head = parsed
        case .failure(let failure): return .failure(failure)
        }
        headRead?("\(head.method) \(head.target)")
        guard head.contentLength <= configuration.maximumBodyBytes else { return .failure(.bodyTooLarge) }
        let expectsContinue = head.headers.contains { $0.name.caseInsensitiveCompare("Expect") == .orderedSame && $0.value.lowercased() == "100-continue" }
        if expectsContinue, head.contentLength > 0, buffer.count == headEnd.upperBound - buffer.startIndex {
            write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while buffer.count - (headEnd.upperBound - buffer.startIndex) < head.contentLength {
            guard receive(until: deadline) else { return .failure(ContinuousClock.now >= deadline ? .timedOut : .closed) }
        }
        let bodyStart = headEnd.upperBound
        let body = Data(buffer[bodyStart..<bodyStart + head.contentLength])
        buffer = Data(buffer[(bodyStart + head.contentLength)...])
        var request = HTTPServerRequest(method: head.method, target: head.target, headers: head.headers, body: body)
        request.closesConnection = head.closesConnection
        return .success(request)
    }

    /// Writes all of `data`; false when the peer went away (no SIGPIPE is raised).
    @discardableResult
    func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, base + offset, raw.count - offset, Self.sendFlags)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// The flags of every `send`: `MSG_NOSIGNAL` on Linux; Darwin has none and sets the
    /// socket option `SO_NOSIGPIPE` instead (``init(fd:wake:)``).
    #if canImport(Glibc)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #elseif canImport(Darwin)
    private static let sendFlags: Int32 = 0
    #endif

    private static let blankLine = Data("\r\n\r\n".utf8)

    /// Appends what arrives before `deadline`; false on end of stream, error, timeout or stop.
    private mutating func receive(until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, Self.milliseconds(remaining))
            if (ready < 0 && errno == EINTR) || ready == 0 { continue }  // the loop's top sees a deadline passed
            guard ready > 0, fds[1].revents == 0 else { return false }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    /// Whether the peer has closed its end or sent something unexpected, without waiting.
    func peerHasGone() -> Bool {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) <= 0
    }

    /// `duration` in milliseconds rounded up, for `poll` (so it never wakes before a deadline).
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let whole = attoseconds / 1_000_000_000_000_000
        let roundedUp = whole + (attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0)
        return Int32(clamping: max(0, seconds * 1_000 + roundedUp))
    }
}
