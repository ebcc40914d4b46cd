import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A port where nothing listens: a socket bound to 127.0.0.1 but never listening, so
/// connecting to it is refused at once, and no other program can take the port meanwhile.
final class RefusingPort: Sendable {
    /// The port.
    let port: UInt16
    private let fd: Int32

    /// Reserves a port.
    /// - Throws: ``RefusingPortError`` when a socket call fails.
    init() throws {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)  // an enum in Glibc
        #elseif canImport(Darwin)
        let streamType = SOCK_STREAM  // an Int32 in Darwin
        #endif
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw RefusingPortError(call: "socket") }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else {
            close(fd)
            throw RefusingPortError(call: "bind")
        }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    deinit {
        close(fd)
    }
}

/// A socket call failed while reserving a port.
struct RefusingPortError: Error {
    /// The call (`bind`).
    var call: String
}
