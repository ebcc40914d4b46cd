import Foundation
import LoopbackHTTP

/// What the web host does with a request, decided before anything runs: the checks that keep
/// other sites' pages and other names of this machine out, then the route.
///
/// A request must name the server itself: its `Host` must be `127.0.0.1:<port>` or
/// `localhost:<port>` (a DNS-rebinding page reaches 127.0.0.1 under its own name, and is
/// refused with `421`); an `Origin` or `Sec-Fetch-Site` it carries must be this origin's (a
/// page of another site is refused with `403`). Every `/api/` request carries the session's
/// token (a header, or the event stream's query, which `EventSource` cannot set headers for),
/// compared in constant time; a wrong or missing one is `403`. Commands are `POST`ed as
/// `application/json`, which another origin cannot send without a preflight this server never
/// grants (`415` otherwise). Only the page, its two assets and the API exist: any other path
/// is `404`, whatever `..` or encoding it holds.
struct WebRoutes: Sendable {
    /// Where a request goes.
    enum Route: Equatable {
        /// The page.
        case page
        /// An asset: its body and content type.
        case asset(String, contentType: String)
        /// The event stream of new states.
        case events
        /// The current state.
        case state
        /// A command, decoded.
        case command(WebCommand)
        /// Refused or not found: this response.
        case refusal(HTTPServerResponse)
    }

    /// The port the server listens on.
    let port: UInt16
    /// The session's token.
    let token: String

    /// The route of `request`.
    /// - Complexity: O(request size).
    func route(_ request: HTTPServerRequest) -> Route {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.header("Host")?.lowercased(), hosts.contains(host) else {
            return .refusal(.error(421, "This server answers only requests for http://127.0.0.1:\(port)/ (the Host header names another host)."))
        }
        if let origin = request.header("Origin"), !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return .refusal(.error(403, "Requests from other sites' pages are refused."))
        }
        if let site = request.header("Sec-Fetch-Site"), site == "cross-site" || site == "same-site" {
            return .refusal(.error(403, "Requests from other sites' pages are refused."))
        }
        let path = request.path
        switch (request.method, path) {
        case ("GET", "/"), ("HEAD", "/"):
            return .page
        case ("GET", "/api/events"):
            guard Self.matches(request.query("token"), token) else { return Self.badToken }
            return .events
        case ("GET", "/api/state"):
            guard Self.matches(request.header("X-Session-Token"), token) else { return Self.badToken }
            return .state
        case ("POST", "/api/command"):
            guard Self.matches(request.header("X-Session-Token"), token) else { return Self.badToken }
            guard request.header("Content-Type")?.lowercased().hasPrefix("application/json") == true else {
                return .refusal(.error(415, "Commands are sent as application/json."))
            }
            guard let command = try? JSONDecoder().decode(WebCommand.self, from: request.body) else {
                return .refusal(.error(400, "The command is not one the page sends (JSON with a known `kind`)."))
            }
            return .command(command)
        case (_, "/"), (_, "/api/events"), (_, "/api/state"), (_, "/api/command"):
            return .refusal(.error(405, "\(request.method) is not allowed on \(path)."))
        default:
            guard request.method == "GET", let asset = WebAssets.asset(at: path) else {
                return .refusal(.error(404, "There is nothing at this path."))
            }
            return .asset(asset.body, contentType: asset.contentType)
        }
    }

    private static let badToken = Route.refusal(.error(403, "The session token is missing or wrong: reload the page the server printed."))

    /// Whether `given` equals `expected`, in time that does not depend on where they differ.
    static func matches(_ given: String?, _ expected: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The header fields every response of the web host carries: no caching, no framing by
    /// other pages, no sniffing, no referrer, and scripts only from this server.
    static let securityHeaders = [
        "Cache-Control": "no-store",
        "Content-Security-Policy":
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
    ]
}
