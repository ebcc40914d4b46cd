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
    /// - Throws: ``LoopbackSocketError``.
    init() throws {
        fd = try LoopbackSocket.boundSocket()
        do {
            port = try LoopbackSocket.port(of: fd)
        } catch {
            close(fd)
            throw error
        }
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    deinit {
        close(fd)
    }
}
