import Foundation
import Testing
import LoopbackHTTP
@testable import StoryboardHost

/// What the web host refuses before anything runs: other hosts (DNS rebinding), other sites'
/// pages, a missing or wrong token, other content types, any path but its own.
@Suite struct WebRoutesTests {
    private let routes = WebRoutes(port: 8080, token: "secret-token")

    private func route(_ target: String, _ headers: [(String, String)] = []) -> WebRoutes.Route {
        send("GET", target, headers)
    }

    private func send(_ method: String, _ target: String, _ headers: [(String, String)] = [], body: String = "") -> WebRoutes.Route {
        let all = headers.contains { $0.0 == "Host" } ? headers : [("Host", "127.0.0.1:8080")] + headers
        return routes.route(HTTPServerRequest(method: method, target: target, headers: all.map { (name: $0.0, value: $0.1) }, body: Data(body.utf8)))
    }

    private func status(_ route: WebRoutes.Route) -> Int? {
        if case .refusal(let response) = route { return response.status }
        return nil
    }

    @Test func servesThePageAndItsAssetsToItsOwnHostNames() {
        #expect(route("/") == .page)
        #expect(route("/", [("Host", "localhost:8080")]) == .page)
        if case .asset(_, let type) = route("/app.js") { #expect(type.hasPrefix("text/javascript")) } else { Issue.record("no script") }
        if case .asset(_, let type) = route("/app.css") { #expect(type.hasPrefix("text/css")) } else { Issue.record("no style sheet") }
    }

    @Test func refusesAnotherHostNameAsDNSRebindingWouldSendIt() {
        #expect(status(route("/", [("Host", "evil.example:8080")])) == 421)
        #expect(status(route("/", [("Host", "127.0.0.1:9999")])) == 421)
        #expect(status(routes.route(HTTPServerRequest(method: "GET", target: "/"))) == 421, "no Host at all")
    }

    @Test func refusesOtherSitesPages() {
        #expect(status(route("/", [("Origin", "http://evil.example")])) == 403)
        #expect(status(route("/", [("Origin", "null")])) == 403)
        #expect(status(route("/", [("Sec-Fetch-Site", "cross-site")])) == 403)
        #expect(route("/", [("Origin", "http://127.0.0.1:8080"), ("Sec-Fetch-Site", "same-origin")]) == .page)
    }

    @Test func theAPIWantsTheSessionsToken() {
        let command = #"{"kind":"state"}"#
        let json = ("Content-Type", "application/json")
        #expect(status(send("POST", "/api/command", [json], body: command)) == 403)
        #expect(status(send("POST", "/api/command", [json, ("X-Session-Token", "secret-tokeN")], body: command)) == 403)
        #expect(send("POST", "/api/command", [json, ("X-Session-Token", "secret-token")], body: command) == .command(WebCommand(kind: .state)))
        #expect(status(send("GET", "/api/state")) == 403)
        #expect(send("GET", "/api/state", [("X-Session-Token", "secret-token")]) == .state)
        #expect(status(send("GET", "/api/events")) == 403)
        #expect(send("GET", "/api/events?token=secret-token") == .events)
    }

    @Test func commandsComeAsJSONTheyCanReadOnly() {
        let token = ("X-Session-Token", "secret-token")
        #expect(status(send("POST", "/api/command", [token, ("Content-Type", "text/plain")], body: "{}")) == 415)
        #expect(status(send("POST", "/api/command", [token, ("Content-Type", "application/json")], body: #"{"kind":"explode"}"#)) == 400)
        #expect(status(send("POST", "/api/command", [token, ("Content-Type", "application/json")], body: "[")) == 400)
        #expect(status(send("GET", "/api/command", [token])) == 405)
        #expect(status(send("DELETE", "/")) == 405)
    }

    @Test func noPathReachesAFile() {
        for path in [
            "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/app.js/../../Package.swift", "//etc/passwd", "/app.js%00.png", "/APP.JS", "/index.html",
            "/Sources/StoryboardHost/Web/WebHost.swift",
        ] {
            #expect(status(route(path)) == 404, "\(path)")
        }
    }

    @Test func comparesTokensWhole() {
        #expect(WebRoutes.matches("abc", "abc"))
        #expect(!WebRoutes.matches("abd", "abc"))
        #expect(!WebRoutes.matches("ab", "abc"))
        #expect(!WebRoutes.matches(nil, "abc"))
        #expect(!WebRoutes.matches("", "abc"))
    }
}
