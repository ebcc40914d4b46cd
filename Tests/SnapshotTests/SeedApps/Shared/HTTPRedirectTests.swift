import Foundation
import Testing
@testable import SeedApps

/// Redirects over real HTTP: one loopback server answers 301, 302, 307 or 308 pointing at a
/// second one on another port. Keys, signatures and SAS tokens are only ever sent to the
/// configured origin, and a save is never sent twice.
@Suite struct HTTPRedirectTests {
    static let redirectStatuses = [301, 302, 307, 308]
    static let key = ApplicationKey("redirect-zumo-key-7c1e")
    static let leakedQuery = "sig=leaked-signature&key=leaked-key"

    /// Two servers: `other` records what reaches it and answers 200; `origin` answers every
    /// request with `status` pointing at `other` (path `/elsewhere` and a secret-looking query).
    private func withRedirect<T>(
        _ status: Int, _ body: (_ origin: LoopbackServer, _ other: LoopbackServer) async throws -> T
    ) async throws -> T {
        try await withLoopbackServer({ _ in LoopbackResponse(status: 200, contentType: "application/json", text: "[]") }) { other in
            let location = "http://127.0.0.1:\(other.port)/elsewhere?\(Self.leakedQuery)"
            return try await withLoopbackServer({ _ in LoopbackResponse(status: status, headers: [HTTPHeader("Location", location)]) }) { origin in
                try await body(origin, other)
            }
        }
    }

    private func keyedRequest(_ method: HTTPMethod) -> HTTPRequest {
        HTTPRequest(
            method: method, path: "/tables/TodoItem",
            headers: [
                HTTPHeader("Accept", "application/json"), HTTPHeader("X-ZUMO-APPLICATION", Self.key.secret),
                HTTPHeader("Authorization", "SharedKey devstoreaccount1:c2lnbmF0dXJl"),
            ], body: method == .get ? nil : Data(#"{"text":"Buy milk","complete":false}"#.utf8))
    }

    @Test(arguments: redirectStatuses, [HTTPMethod.get, .post, .patch])
    func aRedirectToAnotherPortIsNeverFollowed(status: Int, method: HTTPMethod) async throws {
        try await withRedirect(status) { origin, other in
            let transport = URLSessionTransport(baseURL: origin.baseURL, timeout: 5)
            let response = try? await transport.send(keyedRequest(method))
            #expect(response?.status != 200, "the other port's answer never comes back as the service's")
            #expect(other.requests.isEmpty, "the other port received \(other.requests.map { "\($0.method) \($0.target)" })")
            #expect(origin.requests.count == 1, "the request went once, to the configured origin")
        }
    }

    @Test(arguments: redirectStatuses, [HTTPMethod.get, .post])
    func aCrossOriginRedirectIsATypedErrorNamingTheHostButNotTheQuery(status: Int, method: HTTPMethod) async throws {
        try await withRedirect(status) { origin, other in
            let transport = URLSessionTransport(baseURL: origin.baseURL, timeout: 5)
            do throws(TransportError) {
                _ = try await transport.send(keyedRequest(method))
                Issue.record("a redirect to another host was followed")
            } catch {
                guard case .redirectRefused(let redirect) = error else {
                    Issue.record("expected a refused redirect, got \(error)")
                    return
                }
                #expect(redirect.status == status)
                #expect(redirect.method == method)
                #expect(redirect.target == "127.0.0.1:\(other.port)")
                #expect(redirect.isCrossOrigin)
                #expect(error.description.contains("127.0.0.1:\(other.port)"))
                #expect(!error.description.contains("leaked"), "\(error.description)")
                #expect(!error.description.contains(Self.key.secret))
            }
        }
    }

    @Test func aRedirectToAnotherSchemeOnTheSameHostIsAnotherOrigin() async throws {
        let handler: LoopbackServer.Handler = { request in
            LoopbackResponse(
                status: 302, headers: [HTTPHeader("Location", "https://127.0.0.1:\(request.headers["Host"]?.split(separator: ":").last ?? "0")/x")])
        }
        try await withLoopbackServer(handler) { server in
            do throws(TransportError) {
                _ = try await URLSessionTransport(baseURL: server.baseURL, timeout: 5).send(keyedRequest(.get))
                Issue.record("a redirect to https was followed")
            } catch {
                guard case .redirectRefused(let redirect) = error else {
                    Issue.record("expected a refused redirect, got \(error)")
                    return
                }
                #expect(redirect.isCrossOrigin)
                #expect(redirect.target == "https://127.0.0.1:\(server.port)", "the scheme is named when it is what differs")
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test func aRedirectIsNotRetried() async throws {
        try await withRedirect(302) { origin, other in
            let transport = RetryingTransport(base: URLSessionTransport(baseURL: origin.baseURL, timeout: 5), sleeper: RetryRecorder().sleeper)
            await #expect(throws: TransportError.self) { try await transport.send(keyedRequest(.get)) }
            #expect(origin.requests.count == 1)
            #expect(other.requests.isEmpty)
        }
    }

    @Test func aSameOriginRedirectOfAGetIsFollowed() async throws {
        let handler: LoopbackServer.Handler = { request in
            request.path == "/old"
                ? LoopbackResponse(status: 301, headers: [HTTPHeader("Location", "/new?x=1")])
                : LoopbackResponse(status: 200, contentType: "text/plain", text: "moved here")
        }
        try await withLoopbackServer(handler) { server in
            let response = try await URLSessionTransport(baseURL: server.baseURL, timeout: 5)
                .send(HTTPRequest(method: .get, path: "/old", headers: [HTTPHeader("X-ZUMO-APPLICATION", Self.key.secret)]))
            #expect(response.status == 200)
            #expect(response.bodyText == "moved here")
            #expect(server.requests.map(\.target) == ["/old", "/new?x=1"])
        }
    }

    @Test(arguments: [307, 308])
    func aSameOriginRedirectOfASaveIsNotSentAgain(status: Int) async throws {
        let handler: LoopbackServer.Handler = { request in
            request.path == "/tables/TodoItem"
                ? LoopbackResponse(status: status, headers: [HTTPHeader("Location", "/tables/Moved")])
                : LoopbackResponse(status: 201, contentType: "application/json", text: #"{"id":1,"text":"x","complete":false}"#)
        }
        try await withLoopbackServer(handler) { server in
            do throws(TransportError) {
                _ = try await URLSessionTransport(baseURL: server.baseURL, timeout: 5).send(keyedRequest(.post))
                Issue.record("a redirected POST was sent again")
            } catch {
                guard case .redirectRefused(let redirect) = error else {
                    Issue.record("expected a refused redirect, got \(error)")
                    return
                }
                #expect(!redirect.isCrossOrigin)
                #expect(error.description.contains("not sent again"))
            }
            #expect(server.requests.map { "\($0.method) \($0.target)" } == ["POST /tables/TodoItem"])
        }
    }

    @Test(arguments: redirectStatuses)
    func theTodoClientNeverSendsItsKeyOrASaveToAnotherPort(status: Int) async throws {
        try await withRedirect(status) { origin, other in
            let transport = RetryingTransport(base: URLSessionTransport(baseURL: origin.baseURL, timeout: 5), sleeper: RetryRecorder().sleeper)
            let client = MobileServicesClient(applicationKey: Self.key, transport: transport)
            var messages: [String] = []
            do throws(MobileServicesError) { _ = try await client.incompleteTodos() } catch { messages.append(error.alertMessage) }
            do throws(MobileServicesError) { _ = try await client.insertTodo(text: "Buy milk") } catch { messages.append(error.alertMessage) }
            do throws(MobileServicesError) { _ = try await client.markComplete(TodoItem(id: 4, text: "Water the plants")) } catch {
                messages.append(error.alertMessage)
            }
            #expect(messages.count == 3, "every call failed")
            #expect(other.requests.isEmpty)
            #expect(origin.requests.map(\.method) == ["GET", "POST", "PATCH"], "each sent once")
            for message in messages {
                #expect(message.contains("127.0.0.1:\(other.port)"), "\(message)")
                #expect(!message.contains("leaked") && !message.contains(Self.key.secret), "\(message)")
            }
        }
    }

    @Test(arguments: redirectStatuses)
    func theStorageClientsNeverSendASignatureOrSASToAnotherPort(status: Int) async throws {
        try await withRedirect(status) { origin, other in
            for credentials in [
                StorageCredentials.sharedKey(AzureFixtures.key), .sharedKeyLite(AzureFixtures.key),
                .sas(try SASToken("sv=2019-02-02&ss=bt&sig=\(AzureFixtures.sasSignature)")),
            ] {
                let backend = try AzureFixtures.backend(origin, credentials: credentials)
                await #expect(throws: SpeakEasyBackendError.self) { try await backend.fetchEvents() }
                await #expect(throws: SpeakEasyBackendError.self) { try await backend.loadImage(for: AzureFixtures.data.speakers[0]) }
            }
            #expect(other.requests.isEmpty, "\(other.requests.map { $0.headers.fields.map(\.name) })")
            #expect(origin.requests.count == 6, "one request per call, not retried")
        }
    }
}
