import Foundation

/// A redirect the transport did not follow, as ``TransportError/redirectRefused(_:)`` reports
/// it: to another origin (keys, signatures and SAS tokens are only ever sent to the configured
/// scheme, host and port), or of a request that is not a `GET` (a save is never sent twice).
///
/// It names the target's host and port only: never its path, query or user info, which can
/// carry a signature.
public struct RefusedRedirect: Hashable, Sendable, CustomStringConvertible {
    /// The redirect status: 301, 302, 303, 307 or 308.
    public let status: Int
    /// The method of the request that was redirected.
    public let method: HTTPMethod
    /// The request's path (no query), e.g. `/tables/TodoItem`.
    public let path: String
    /// The target's `host:port` (the port only when the URL names one), e.g. `evil.example:8443`,
    /// with its scheme in front when it is not the configured one (`https://example.net`).
    public let target: String
    /// Whether the target is another origin than the configured one.
    public let isCrossOrigin: Bool

    /// Creates a description of a refused redirect.
    public init(status: Int, method: HTTPMethod, path: String, target: String, isCrossOrigin: Bool) {
        self.status = status
        self.method = method
        self.path = path
        self.target = target
        self.isCrossOrigin = isCrossOrigin
    }

    /// The statuses whose `Location` a client would follow.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// What happened and why it was not followed, in one sentence.
    public var description: String {
        message(naming: "service")
    }

    /// ``description`` with the service called by `name` (`"SpeakEasy service"`).
    public func message(naming name: String) -> String {
        let answered = "The \(name) answered \(method) \(path) with \(status), a redirect to \(target)"
        if isCrossOrigin {
            return answered + ", another origin (scheme, host or port) than the one configured; keys and signatures are only sent "
                + "to the configured one, so the redirect was not followed. If the service has moved, configure its new address."
        }
        return answered + "; a \(method) is not sent again automatically, so the redirect was not followed and nothing was saved there."
    }
}

/// The origin of a URL, as the same-origin rule compares them: scheme, host and port (the
/// scheme's default port when none is written), case-insensitive.
struct URLOrigin: Hashable, Sendable {
    /// `http` or `https`, lower case.
    let scheme: String
    /// The host, lower case.
    let host: String
    /// The port, the scheme's default when the URL names none.
    let port: Int

    /// The origin of `url`, or nil when it has no scheme or host.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }
}
