import Foundation
import Testing
@testable import SeedApps
import TestSupport

/// Retries: only GETs, only for failures that may pass, with exponential backoff, bounded.
@Suite struct HTTPRetryTests {
    static let policy = RetryPolicy(maximumAttempts: 4, initialDelay: .milliseconds(100), multiplier: 2, maximumDelay: .milliseconds(300))
    static let get = HTTPRequest(method: .get, path: "/Events()")

    @Test func aGetIsRetriedAfterErrorStatusesThenSucceeds() async throws {
        let base = ScriptedTransport([
            .success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 500)), .success(HTTPResponse(status: 200, body: Data("ok".utf8))),
        ])
        let recorder = RetryRecorder()
        let response = try await RetryingTransport(base: base, policy: Self.policy, sleeper: recorder.sleeper).send(Self.get)
        #expect(response.bodyText == "ok")
        #expect(base.requests.count == 3)
        #expect(recorder.sleeps == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func aGetIsRetriedAfterTimeoutsRefusalsAndLostConnections() async throws {
        let base = ScriptedTransport([
            .failure(.timedOut), .failure(.connectionRefused(host: "h")), .failure(.connectionLost), .success(HTTPResponse(status: 200)),
        ])
        let recorder = RetryRecorder()
        let response = try await RetryingTransport(base: base, policy: Self.policy, sleeper: recorder.sleeper).send(Self.get)
        #expect(response.status == 200)
        #expect(recorder.sleeps == [.milliseconds(100), .milliseconds(200), .milliseconds(300)], "capped at the maximum delay")
    }

    @Test func attemptsAreBoundedAndTheLastOutcomeStands() async throws {
        let failing = ScriptedTransport(Array(repeating: .failure(.timedOut), count: 10))
        let recorder = RetryRecorder()
        await #expect(throws: TransportError.timedOut) {
            try await RetryingTransport(base: failing, policy: Self.policy, sleeper: recorder.sleeper).send(Self.get)
        }
        #expect(failing.requests.count == 4)
        #expect(recorder.sleeps.count == 3)
        let unavailable = ScriptedTransport(Array(repeating: .success(HTTPResponse(status: 503, body: Data("busy".utf8))), count: 10))
        let response = try await RetryingTransport(base: unavailable, policy: Self.policy, sleeper: RetryRecorder().sleeper).send(Self.get)
        #expect(response.status == 503)
        #expect(response.bodyText == "busy", "the client still reads the service's error body")
        #expect(unavailable.requests.count == 4)
    }

    @Test(arguments: [HTTPMethod.post, .patch, .delete])
    func writesAreNeverRepeated(method: HTTPMethod) async throws {
        let base = ScriptedTransport([.success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 201))])
        let recorder = RetryRecorder()
        let response = try await RetryingTransport(base: base, policy: Self.policy, sleeper: recorder.sleeper)
            .send(HTTPRequest(method: method, path: "/tables/TodoItem"))
        #expect(response.status == 503)
        #expect(base.requests.count == 1)
        #expect(recorder.sleeps.isEmpty)
        let timingOut = ScriptedTransport([.failure(.timedOut)])
        await #expect(throws: TransportError.timedOut) {
            try await RetryingTransport(base: timingOut, policy: Self.policy, sleeper: recorder.sleeper).send(
                HTTPRequest(method: method, path: "/tables/TodoItem"))
        }
        #expect(timingOut.requests.count == 1)
    }

    @Test(arguments: [TransportError.hostNotFound(host: "x"), .cancelled, .invalidRequest("bad")])
    func failuresThatRepeatThemselvesAreNotRetried(error: TransportError) async {
        let base = ScriptedTransport([.failure(error), .success(HTTPResponse(status: 200))])
        await #expect(throws: error) { try await RetryingTransport(base: base, policy: Self.policy, sleeper: RetryRecorder().sleeper).send(Self.get) }
        #expect(base.requests.count == 1)
    }

    @Test(arguments: [200, 201, 400, 401, 403, 404, 409])
    func definiteAnswersAreNotRetried(status: Int) async throws {
        let base = ScriptedTransport([.success(HTTPResponse(status: status)), .success(HTTPResponse(status: 200))])
        let response = try await RetryingTransport(base: base, policy: Self.policy, sleeper: RetryRecorder().sleeper).send(Self.get)
        #expect(response.status == status)
        #expect(base.requests.count == 1)
    }

    @Test func policiesAreClampedAndDelaysGrowExponentially() {
        #expect(RetryPolicy(maximumAttempts: 0, initialDelay: .seconds(1), maximumDelay: .seconds(1)).maximumAttempts == 1)
        #expect(RetryPolicy(maximumAttempts: 1_000, initialDelay: .seconds(1), maximumDelay: .seconds(1)).maximumAttempts == RetryPolicy.attemptLimit)
        #expect(RetryPolicy(maximumAttempts: 3, initialDelay: .seconds(-1), multiplier: .nan, maximumDelay: .seconds(1)).initialDelay == .zero)
        let standard = RetryPolicy.standard
        #expect((1...4).map(standard.delay(afterAttempt:)) == [.milliseconds(200), .milliseconds(400), .milliseconds(800), .milliseconds(1_600)])
        #expect(standard.delay(afterAttempt: 9) == .seconds(2))
        #expect(RetryPolicy.never.maximumAttempts == 1)
    }

    @Test func logLinesNameTheRetryButNeverTheSignature() async throws {
        let base = ScriptedTransport([.success(HTTPResponse(status: 503)), .failure(.timedOut), .success(HTTPResponse(status: 200))])
        let recorder = RetryRecorder()
        let request = HTTPRequest(
            method: .get, path: "/Events()", query: [QueryItem("sv", "2019-02-02"), QueryItem("sig", "TOP-SECRET-SIG")],
            headers: [HTTPHeader("Authorization", "SharedKey acct:ALSO-SECRET")])
        _ = try await RetryingTransport(base: base, policy: Self.policy, sleeper: recorder.sleeper, log: recorder.log).send(request)
        #expect(
            recorder.lines == [
                "GET /Events()?sv=2019-02-02&sig=<redacted> answered 503; attempt 2 of 4 in 0.1 seconds",
                "GET /Events()?sv=2019-02-02&sig=<redacted> failed (The service did not answer in time. Try again.); attempt 3 of 4 in 0.2 seconds",
            ])
        #expect(base.requests.allSatisfy { $0.query.last == QueryItem("sig", "TOP-SECRET-SIG") }, "the wire still carries it")
    }

    @Test func aGetIsRetriedAgainstARealServerThatRecovers() async throws {
        let calls = Locked(0)
        let handler: LoopbackServer.Handler = { _ in
            let call = calls.withLock { count -> Int in
                count += 1; return count
            }
            return call < 3
                ? LoopbackStorage.tableError(503, "ServerBusy", "The server is busy.")
                : LoopbackResponse(status: 200, contentType: "application/json", text: #"{"value":[]}"#)
        }
        try await withLoopbackServer(handler) { server in
            let recorder = RetryRecorder()
            let transport = RetryingTransport(base: URLSessionTransport(baseURL: server.baseURL, timeout: 5), policy: Self.policy, sleeper: recorder.sleeper)
            let response = try await transport.send(Self.get)
            #expect(response.status == 200)
            #expect(server.requests.count == 3)
            #expect(recorder.sleeps == [.milliseconds(100), .milliseconds(200)])
        }
    }
}
