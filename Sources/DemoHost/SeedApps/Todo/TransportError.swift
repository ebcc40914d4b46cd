/// Why a request got no response at all (as opposed to an error status).
enum TransportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The service could not be reached (no network, unknown host, refused connection).
    case unreachable
    /// No response came in time.
    case timedOut
    /// The request was cancelled.
    case cancelled

    /// A sentence for an alert or a log.
    var description: String {
        switch self {
        case .unreachable: return "The service could not be reached."
        case .timedOut: return "The service did not answer in time."
        case .cancelled: return "The request was cancelled."
        }
    }
}
