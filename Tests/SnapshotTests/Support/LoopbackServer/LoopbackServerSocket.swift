import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SeedApps

/// The loopback server's socket calls: binding 127.0.0.1, reading one request with a
/// deadline, writing without SIGPIPE, waiting on the wake pipe.
struct LoopbackSocket {
    /// The connection.
    let fd: Int32
    /// The read end of the server's wake pipe: readable once the server stops.
    let wake: Int32

    /// A TCP socket bound to 127.0.0.1 on a port the system picks (not listening yet).
    /// - Throws: ``LoopbackSocketError``.
    static func boundSocket() throws -> Int32 {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)  // an enum in Glibc
        #elseif canImport(Darwin)
        let streamType = SOCK_STREAM  // an Int32 in Darwin
        #endif
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw LoopbackSocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)  // BSD sockets carry their length
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw LoopbackSocketError(call: "bind", code: code)
        }
        return fd
    }

    /// The port `fd` is bound to (`getsockname`).
    /// - Throws: ``LoopbackSocketError``.
    static func port(of fd: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw LoopbackSocketError(call: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Reads one request: the head up to the blank line, then `Content-Length` bytes of
    /// body; answers `Expect: 100-continue`. `nil` when the peer closes, the server stops,
    /// the deadline passes, the request is larger than `limit` or is not HTTP/1.x.
    /// `headRead` gets each request line as soon as the head is in, before its body.
    func readRequest(timeout: Duration, limit: Int, headRead: (String) -> Void = { _ in }) -> LoopbackRequest? {
        let deadline = ContinuousClock.now + timeout
        var buffer = Data()
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count < limit, receive(into: &buffer, until: deadline) else { return nil }
            headEnd = buffer.range(of: Data("\r\n\r\n".utf8))
        }
        guard let headEnd, let head = LoopbackRequest.head(String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)) else { return nil }
        headRead("\(head.method) \(head.target)")
        let length = Int(head.headers["Content-Length"] ?? "0") ?? -1
        guard length >= 0, length <= limit else { return nil }
        if length > 0, head.headers["Expect"]?.lowercased() == "100-continue", buffer.count == headEnd.upperBound {
            write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while buffer.count - headEnd.upperBound < length {
            guard receive(into: &buffer, until: deadline) else { return nil }
        }
        let body = Data(buffer[headEnd.upperBound..<headEnd.upperBound + length])
        return LoopbackRequest(method: head.method, target: head.target, headers: head.headers, body: body)
    }

    /// Makes writing to `connection` after its peer went away fail with `EPIPE` instead of
    /// raising SIGPIPE: Darwin has no `MSG_NOSIGNAL`, so it is a socket option there; Linux
    /// passes the flag with each `send` (``sendFlags``).
    static func ignoreSIGPIPE(on connection: Int32) {
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The flags of every `send`: `MSG_NOSIGNAL` on Linux, none on Darwin (see
    /// ``ignoreSIGPIPE(on:)``).
    #if canImport(Glibc)
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #elseif canImport(Darwin)
    static let sendFlags: Int32 = 0
    #endif

    /// Writes all of `data`, ignoring a peer that went away (no SIGPIPE).
    func write(_ data: Data) {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, base + offset, raw.count - offset, Self.sendFlags)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// Waits `duration` or until the server stops; returns whether it stopped.
    func waitForWake(upTo duration: Duration) -> Bool {
        var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, Self.milliseconds(duration)) > 0
    }

    /// Appends what arrives before `deadline`; false on end of stream, error, timeout or stop.
    private func receive(into buffer: inout Data, until deadline: ContinuousClock.Instant) -> Bool {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return false }
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, Self.milliseconds(remaining))
        guard ready > 0, fds[1].revents == 0 else { return ready < 0 && errno == EINTR }
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = recv(fd, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: max(0, seconds * 1_000 + attoseconds / 1_000_000_000_000_000))
    }
}

/// A socket call failed while setting up the loopback server.
struct LoopbackSocketError: Error, CustomStringConvertible {
    /// The call (`bind`).
    var call: String
    /// `errno`.
    var code: Int32

    /// `bind failed: Address already in use`.
    var description: String {
        "\(call) failed: \(String(cString: strerror(code)))"
    }
}
