/// A failure the embedded service plays instead of answering one request: an error response
/// (`500` with an error body...) or no response at all.
public enum InjectedFault: Hashable, Sendable {
    /// Answer with this response.
    case respond(HTTPResponse)
    /// Answer nothing: the transport fails.
    case fail(TransportError)

    /// Answer `status` with the Mobile Services error body `{"code":status,"error":message}`.
    public static func error(status: Int, message: String) -> InjectedFault {
        .respond(.error(status: status, message: message))
    }
}
