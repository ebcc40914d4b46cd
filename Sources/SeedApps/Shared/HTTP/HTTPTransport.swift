/// Sends an ``HTTPRequest`` and answers with the ``HTTPResponse``: the todo app's backend
/// boundary. The embedded ``InMemoryMobileService`` answers from memory; a later transport
/// sends the same values over the network.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the service's response, whatever its status.
    /// - Throws: ``TransportError`` when no response arrived.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}

/// Why a request got no response at all (as opposed to an error status).
///
/// No case carries a URL's query or a header, so no description can show a key, a signature
/// or a SAS token; `host` is the service's host and port only.
public enum TransportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The service could not be reached (no network, a TLS failure, anything not named below).
    case unreachable
    /// No response came in time.
    case timedOut
    /// The request was cancelled.
    case cancelled
    /// Nothing accepted the connection at `host` (`127.0.0.1:10002`): connection refused.
    case connectionRefused(host: String)
    /// The name `host` could not be resolved (DNS).
    case hostNotFound(host: String)
    /// The connection broke before the whole response arrived: the service may have answered
    /// in part (a body cut short), or closed the connection without a word.
    case connectionLost
    /// The service redirected the request within its own origin again and again (a loop):
    /// it answered, with redirects only.
    case tooManyRedirects
    /// What came back is not an HTTP response (an HTTP/0.9 reply, another protocol on the
    /// port): something answered, but not an HTTP service.
    case notHTTP(host: String)
    /// The request could not be turned into a URL; the text says which part is wrong.
    case invalidRequest(String)
    /// The service answered with a redirect that was not followed: to another origin, or of a
    /// request that is not a `GET`. It names the target's host, never its query.
    case redirectRefused(RefusedRedirect)

    /// Whether the same request may succeed later (a timeout, a lost or refused connection,
    /// no network, a cancelled request), as opposed to failing the same way again (an unknown
    /// host, an invalid request, a refused redirect). Only transient failures advise trying
    /// again.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut, .cancelled, .connectionRefused, .connectionLost: return true
        case .hostNotFound, .invalidRequest, .redirectRefused, .tooManyRedirects, .notHTTP: return false
        }
    }

    /// A sentence for an alert or a log, saying what to do.
    public var description: String {
        message(naming: "service")
    }

    /// ``description`` with the service called by `name` (`"SpeakEasy service"`: "The
    /// SpeakEasy service did not answer in time. Try again."). Without `advisingRetry`, a
    /// transient failure says what happened and not "try again" (for a save that may have been
    /// applied, whose alert says to check first).
    public func message(naming name: String, advisingRetry: Bool = true) -> String {
        let retry = advisingRetry ? " Try again." : ""
        switch self {
        case .unreachable: return "The \(name) could not be reached. Check the connection" + (advisingRetry ? " and try again." : ".")
        case .timedOut: return "The \(name) did not answer in time." + retry
        case .cancelled: return "The request was cancelled before the \(name) answered." + retry
        case .connectionRefused(let host):
            return "Nothing is accepting connections at \(host) (connection refused). Is the \(name) running? Start it, then try again."
        case .hostNotFound(let host):
            return "The host \(host) could not be found (DNS). Check the \(name)'s address."
        case .connectionLost:
            return "The connection to the \(name) broke before its whole answer arrived." + retry
        case .tooManyRedirects:
            return "The \(name) answered with redirects that lead back to themselves (too many redirects). Check the \(name)'s address and its configuration."
        case .notHTTP(let host):
            return "What answered at \(host) is not an HTTP service. Check the \(name)'s address and port."
        case .invalidRequest(let detail): return "The request could not be sent: \(detail)."
        case .redirectRefused(let redirect): return redirect.message(naming: name)
        }
    }
}
