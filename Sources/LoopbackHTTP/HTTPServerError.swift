#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server could not start: a socket or thread call failed.
public struct HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The call that failed (`bind`).
    public var call: String
    /// Its `errno`.
    public var code: Int32
    /// The port asked for, when it was the bind that failed.
    public var port: UInt16?

    /// A failure of `call` with `errno` `code`.
    public init(call: String, code: Int32, port: UInt16? = nil) {
        self.call = call
        self.code = code
        self.port = port
    }

    /// `Cannot listen on 127.0.0.1:8080: Address already in use. Pick another port with --port, or 0 for any free one.`
    public var description: String {
        let reason = String(cString: strerror(code))
        if call == "bind", let port {
            return "Cannot listen on 127.0.0.1:\(port): \(reason). Pick another port with --port, or 0 for any free one."
        }
        return "Cannot start the server: \(call) failed: \(reason)."
    }
}
