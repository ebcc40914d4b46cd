import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A client for tests of servers on 127.0.0.1 that writes bytes exactly as given (a wrong
/// `Host`, a half-sent head, two requests on one connection), which URLSession cannot.
package final class LoopbackClient {
    private let fd: Int32

    /// A connection to 127.0.0.1:`port`; nil when it is refused.
    package init?(port: UInt16) {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #elseif canImport(Darwin)
        let streamType = SOCK_STREAM
        #endif
        fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            return nil
        }
    }

    deinit {
        close(fd)
    }

    /// Sends `text` as UTF-8.
    package func send(_ text: String) {
        send(Data(text.utf8))
    }

    /// Sends `data` whole.
    package func send(_ data: Data) {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let sent = Glibc.send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #elseif canImport(Darwin)
                let sent = Darwin.send(fd, base + offset, raw.count - offset, 0)
                #endif
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// What arrives until the server closes the connection, or `timeout` passes without a byte.
    package func readToEnd(timeout: Duration = .seconds(5)) -> String {
        var text = Data()
        while let chunk = read(timeout: timeout) { text.append(chunk) }
        return String(decoding: text, as: UTF8.self)
    }

    /// What arrives until `text` has, or `timeout` passes without a byte.
    package func read(until marker: String, timeout: Duration = .seconds(5)) -> String {
        var text = Data()
        while !String(decoding: text, as: UTF8.self).contains(marker), let chunk = read(timeout: timeout) { text.append(chunk) }
        return String(decoding: text, as: UTF8.self)
    }

    /// One answer: the head and `Content-Length` bytes of body (the connection stays open).
    package func readResponse(timeout: Duration = .seconds(5)) -> String {
        var text = read(until: "\r\n\r\n", timeout: timeout)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return text }
        let length =
            text[..<headEnd.lowerBound].split(separator: "\r\n")
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        while text.utf8.count - text[..<headEnd.upperBound].utf8.count < length, let chunk = read(timeout: timeout) {
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    /// Whether the server closed the connection within `timeout` (reading nothing more).
    package func isClosed(within timeout: Duration) -> Bool {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        let (seconds, attoseconds) = timeout.components
        guard poll(&fds, 1, Int32(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) == 0
    }

    private func read(timeout: Duration) -> Data? {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        let (seconds, attoseconds) = timeout.components
        guard poll(&fds, 1, Int32(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)) > 0 else { return nil }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(fd, &chunk, chunk.count, 0)
        guard count > 0 else { return nil }
        return Data(chunk[0..<count])
    }
}

/// The status code of an HTTP response's text (`HTTP/1.1 404 Not Found` → 404); nil without one.
package func statusCode(of response: String) -> Int? {
    let parts = response.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
    return Int(parts[1])
}
