import Glibc

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
