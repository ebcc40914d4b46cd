import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SeedApps

/// Starts a loopback server answering with `handler`, runs `body` on the caller's actor, and
/// stops the server whatever happens.
@discardableResult
func withLoopbackServer<T>(
    isolation: isolated (any Actor)? = #isolation,
    _ handler: @escaping LoopbackServer.Handler, _ body: (LoopbackServer) async throws -> T
) async throws -> T {
    let server = try LoopbackServer(handler: handler)
    defer { server.stop() }
    return try await body(server)
}

/// Echoes the request back: status 200, the method and target in headers, the body as is.
let echoHandler: LoopbackServer.Handler = { request in
    LoopbackResponse(status: 200, headers: [HTTPHeader("X-Echo-Method", request.method), HTTPHeader("X-Echo-Target", request.target)], body: request.body)
}

/// The loopback server itself: where it listens, what it reads, how it stops.
@Suite struct LoopbackServerTests {
    @Test func listensOnLoopbackOnAnEphemeralPort() async throws {
        try await withLoopbackServer(echoHandler) { server in
            #expect(server.port > 0)
            #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
            let other = try LoopbackServer(handler: echoHandler)
            defer { other.stop() }
            #expect(other.port != server.port)
        }
    }

    @Test func readsTheRequestLineHeadersAndContentLengthBody() async throws {
        try await withLoopbackServer(echoHandler) { server in
            let transport = URLSessionTransport(baseURL: server.baseURL, timeout: 5)
            let body = Data(#"{"text":"Buy milk"}"#.utf8)
            let response = try await transport.send(
                HTTPRequest(
                    method: .post, path: "/tables/TodoItem", query: [QueryItem("$filter", "(complete eq false)")],
                    headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-Custom", "one two")], body: body))
            #expect(response.status == 200)
            #expect(response.body == body)
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.target == "/tables/TodoItem?$filter=(complete%20eq%20false)")
            #expect(request.queryItems == [QueryItem("$filter", "(complete eq false)")])
            #expect(request.headers["x-custom"] == "one two")
            #expect(request.headers["Content-Length"] == "\(body.count)")
            #expect(request.body == body)
        }
    }

    @Test func stopIsQuickEvenWithADelayedAnswerPendingAndCanBeCalledTwice() async throws {
        let server = try LoopbackServer { _ in LoopbackResponse(status: 200, delay: .seconds(30)) }
        let transport = URLSessionTransport(baseURL: server.baseURL, timeout: 1)
        await #expect(throws: TransportError.timedOut) { try await transport.send(HTTPRequest(method: .get, path: "/slow")) }
        #expect(server.requests.map(\.target) == ["/slow"], "the request arrived; its answer did not")
        let started = ContinuousClock.now
        server.stop()
        server.stop()
        // The pending answer waits 30 s; a stop that waited for it would take that long. The
        // bound is loose so a loaded machine cannot make it flaky.
        #expect(ContinuousClock.now - started < .seconds(15), "the pending delay is cut short")
    }

    @Test func aStoppedServerRefusesConnections() async throws {
        let server = try LoopbackServer(handler: echoHandler)
        let url = server.baseURL
        server.stop()
        let transport = URLSessionTransport(baseURL: url, timeout: 2)
        await #expect(throws: TransportError.connectionRefused(host: "127.0.0.1:\(server.port)")) {
            try await transport.send(HTTPRequest(method: .get, path: "/"))
        }
    }

    @Test func aRefusingPortIsAConnectionRefusedNotATimeout() async throws {
        let closed = try RefusingPort()
        let transport = URLSessionTransport(baseURL: closed.baseURL, timeout: 5)
        await #expect(throws: TransportError.connectionRefused(host: "127.0.0.1:\(closed.port)")) {
            try await transport.send(HTTPRequest(method: .get, path: "/tables/TodoItem"))
        }
        // The typed error is the proof: a refusal, not the 5 s timeout (no wall-clock bound,
        // which a loaded machine could break).
    }

    @Test func servesConcurrentRequestsOnSeparateConnections() async throws {
        try await withLoopbackServer(echoHandler) { server in
            let transport = URLSessionTransport(baseURL: server.baseURL, timeout: 5)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<8 {
                    group.addTask { try await transport.send(HTTPRequest(method: .get, path: "/item/\(index)")).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 8))
            #expect(Set(server.requests.map(\.target)) == Set((0..<8).map { "/item/\($0)" }))
        }
    }
}
