import Foundation
import Testing
@testable import SeedApps
import TestSupport

/// Requests in flight are visible (what, since when, which attempt of how many) and can be
/// cancelled all at once, over real HTTP.
@Suite struct PendingRequestsTests {
    /// A hung route: it never answers within the test.
    static let hung: LoopbackServer.Handler = { _ in LoopbackResponse(status: 200, delay: .seconds(60)) }

    /// Polls until `condition` holds (at most 600 s: under ThreadSanitizer the whole suite
    /// shares two cores; only a failure waits that long).
    private func eventually(_ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition() && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }

    @Test func aHungRequestShowsAndCancelAllEndsItWithCancelled() async throws {
        try await withLoopbackServer(Self.hung) { server in
            let pending = PendingRequests()
            let transport = RetryingTransport(base: URLSessionTransport(baseURL: server.baseURL, timeout: 30), pending: pending)
            let call = Task { () throws(TransportError) -> HTTPResponse in
                try await transport.send(HTTPRequest(method: .get, path: "/tables/TodoItem", query: [QueryItem("sig", "secret")]))
            }
            await eventually { !server.requests.isEmpty }
            let shown = try #require(pending.requests.first)
            #expect(shown.what == "GET /tables/TodoItem", "method and path, never the query")
            #expect(shown.attempt == 1 && shown.attempts == RetryPolicy.standard.maximumAttempts)
            #expect(shown.description(at: shown.started) == "GET /tables/TodoItem  0 s, attempt 1 of 3")
            #expect(
                shown.description(at: shown.started + .milliseconds(990)) == "GET /tables/TodoItem  1 s, attempt 1 of 3",
                "the first report of a wait, a second in, says 1 s")
            #expect(shown.description(at: shown.started + .milliseconds(4_020)) == "GET /tables/TodoItem  4 s, attempt 1 of 3")
            #expect(pending.cancelAll() == 1)
            await #expect(throws: TransportError.cancelled, "cancelled, not timed out") { try await call.value }
            #expect(pending.requests.isEmpty)
            #expect(server.requests.count == 1, "a cancelled read is not retried")
            await #expect(throws: TransportError.cancelled, "refused until accepted again") {
                try await transport.send(HTTPRequest(method: .get, path: "/again"))
            }
            pending.acceptNewRequests()
            #expect(server.requests.count == 1)
        }
    }

    @Test func aRetryShowsWhichAttemptAndWhy() async throws {
        let pending = PendingRequests()
        let base = ScriptedTransport([.success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 200))])
        let gate = Locked<[PendingRequest]>([])
        let sleeper = Sleeper { _ in gate.withLock { $0 = pending.requests } }
        let transport = RetryingTransport(base: base, sleeper: sleeper, pending: pending)
        #expect(try await transport.send(HTTPRequest(method: .get, path: "/Events()")).status == 200)
        let during = try #require(gate.withLock { $0 }.first)
        #expect(during.attempt == 2 && during.retryReason == "answered 503")
        #expect(during.description(at: during.started) == "GET /Events()  0 s, attempt 2 of 3 (the last one answered 503)")
    }

    @Test func aSaveIsOneAttemptAndAnAnswerThatArrivedStands() async throws {
        let pending = PendingRequests()
        let gate = Locked<[PendingRequest]>([])
        let base = RecordingTransport { gate.withLock { $0 = pending.requests } }
        let response = try await RetryingTransport(base: base, pending: pending).send(HTTPRequest(method: .post, path: "/tables/TodoItem"))
        #expect(response.status == 201)
        #expect(gate.withLock { $0 }.map(\.attempts) == [1], "a POST is never repeated, so it is 1 attempt of 1")
    }
}

/// Answers 201 after running `during` (while its request is in flight).
private struct RecordingTransport: HTTPTransport {
    let during: @Sendable () -> Void
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        during()
        return HTTPResponse(status: 201)
    }
}
