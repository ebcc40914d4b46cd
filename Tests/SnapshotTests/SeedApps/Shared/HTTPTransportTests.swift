import Foundation
import Testing
@testable import SeedApps
// URLSession: in FoundationNetworking on Linux; on Darwin, Foundation itself has it.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession transport against the loopback server: what goes on the wire, what comes
/// back, and how each way of getting no answer is named.
@Suite struct HTTPTransportTests {
    @Test func sendsMethodTargetHeadersAndBodyAndReturnsTheAnswer() async throws {
        let handler: LoopbackServer.Handler = { request in
            LoopbackResponse(
                status: 201, headers: [HTTPHeader("X-Zeta", "last"), HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-Echo", request.method)],
                body: Data(#"{"id":7}"#.utf8))
        }
        try await withLoopbackServer(handler) { server in
            let transport = URLSessionTransport(baseURL: server.baseURL.appendingPathComponent("/"), timeout: 5)
            let response = try await transport.send(
                HTTPRequest(
                    method: .patch, path: "/tables/TodoItem/7",
                    headers: [HTTPHeader("Accept", "application/json")], body: Data("{}".utf8)))
            #expect(response.status == 201)
            #expect(response.bodyText == #"{"id":7}"#)
            #expect(response.headers["x-echo"] == "PATCH")
            #expect(response.headers["content-type"] == "application/json")
            let names = response.headers.fields.map { $0.name.lowercased() }
            #expect(names == names.sorted(), "headers come sorted by name")
            #expect(server.requests.first?.target == "/tables/TodoItem/7", "a trailing / on the base URL is not doubled")
            #expect(server.requests.first?.headers["Accept"] == "application/json")
        }
    }

    @Test func aBaseURLWithAPathKeepsIt() async throws {
        try await withLoopbackServer(echoHandler) { server in
            let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/v1/"))
            _ = try await URLSessionTransport(baseURL: base, timeout: 5).send(HTTPRequest(method: .get, path: "/tables/TodoItem"))
            #expect(server.requests.map(\.target) == ["/api/v1/tables/TodoItem"])
        }
    }

    @Test(arguments: [400, 401, 403, 404, 409, 500, 503])
    func errorStatusesAreResponsesWithTheServiceBody(status: Int) async throws {
        let body = #"{"code":\#(status),"error":"Error: status \#(status)"}"#
        try await withLoopbackServer({ _ in LoopbackResponse(status: status, contentType: "application/json", text: body) }) { server in
            let response = try await URLSessionTransport(baseURL: server.baseURL, timeout: 5).send(HTTPRequest(method: .get, path: "/tables/TodoItem"))
            #expect(response.status == status)
            #expect(response.bodyText == body)
        }
    }

    /// A server that keeps connections alive and closes one after reading a save on it: the
    /// save was sent on a reused connection, and FoundationNetworking sent its request line
    /// and headers (the key among them) again on a new connection, without the body, then
    /// waited for an answer that could not come. Saves now go on a connection of their own,
    /// which is never retried: one POST on the wire, and the loss reported at once.
    @Test(arguments: [HTTPMethod.post, .patch])
    func aSaveIsSentOnceWhenTheServerClosesTheConnectionAfterReadingIt(method: HTTPMethod) async throws {
        let server = try LoopbackServer(keepsConnectionsAlive: true) { request in
            request.method == "GET" ? LoopbackResponse(status: 200, contentType: "application/json", text: "[]") : .dropConnection
        }
        defer { server.stop() }
        let transport = URLSessionTransport(baseURL: server.baseURL, timeout: 30)
        let key = HTTPHeader("X-ZUMO-APPLICATION", "keep-alive-test-key")
        for _ in 0..<2 {
            _ = try await transport.send(HTTPRequest(method: .get, path: "/tables/TodoItem", headers: [key]))
        }
        let readConnections = Set(server.requestLines.map(\.connection))
        await #expect(throws: TransportError.connectionLost) {
            try await transport.send(HTTPRequest(method: method, path: "/tables/TodoItem", headers: [key], body: Data(#"{"text":"x"}"#.utf8)))
        }
        let saves = server.requestLines.filter { $0.line.hasPrefix(method.rawValue) }
        #expect(saves.count == 1, "the save is on the wire once: \(server.requestLines)")
        #expect(saves.allSatisfy { !readConnections.contains($0.connection) }, "the save went on a new connection: \(server.requestLines)")
        #expect(server.requests.filter { $0.method == method.rawValue }.map(\.body) == [Data(#"{"text":"x"}"#.utf8)])
    }

    @Test func aRouteSlowerThanTheTimeoutIsATimeout() async throws {
        try await withLoopbackServer({ _ in LoopbackResponse(status: 200, delay: .seconds(20)) }) { server in
            // The route answers 200 after 20 s, so `timedOut` can only come from the 1 s
            // timeout firing first. (No wall-clock bound: with the suite running in parallel on
            // a loaded machine, the test's own task can wait for a thread far longer than the
            // timeout, which made such a bound fail while the timeout worked.)
            await #expect(throws: TransportError.timedOut) {
                try await URLSessionTransport(baseURL: server.baseURL, timeout: 1).send(HTTPRequest(method: .get, path: "/slow"))
            }
        }
    }

    @Test func aClosedConnectionWithoutAnAnswerIsALostConnection() async throws {
        try await withLoopbackServer({ _ in .dropConnection }) { server in
            await #expect(throws: TransportError.connectionLost) {
                try await URLSessionTransport(baseURL: server.baseURL, timeout: 5).send(HTTPRequest(method: .get, path: "/"))
            }
        }
    }

    @Test func timeoutsAreWholeSecondsAtLeastOne() {
        let url = URL(fileURLWithPath: "/")
        #expect(URLSessionTransport(baseURL: url, timeout: 0.2).timeout == 1)
        #expect(URLSessionTransport(baseURL: url, timeout: 2.5).timeout == 3)
        #expect(URLSessionTransport.wholeSeconds(-4) == 1)
        #expect(URLSessionTransport.wholeSeconds(.infinity) == 1)
    }

    @Test(arguments: [
        (URLError.Code.timedOut, TransportError.timedOut),
        (.cannotConnectToHost, .connectionRefused(host: "example.net:8443")),
        (.cannotFindHost, .hostNotFound(host: "example.net")),
        (.dnsLookupFailed, .hostNotFound(host: "example.net")),
        (.networkConnectionLost, .connectionLost),
        (.unknown, .connectionLost),
        (.badServerResponse, .connectionLost),
        (.httpTooManyRedirects, .tooManyRedirects),
        (.unsupportedURL, .notHTTP(host: "example.net:8443")),
        (.cancelled, .cancelled),
        (.notConnectedToInternet, .unreachable),
        (.secureConnectionFailed, .unreachable),
    ])
    func urlErrorsBecomeNamedTransportErrors(code: URLError.Code, expected: TransportError) throws {
        let base = try #require(URL(string: "https://example.net:8443"))
        #expect(URLSessionTransport.transportError(for: URLError(code), baseURL: base) == expected)
    }

    @Test func transportErrorsSayWhatHappenedInWords() {
        #expect(
            TransportError.connectionRefused(host: "127.0.0.1:9").description
                == "Nothing is accepting connections at 127.0.0.1:9 (connection refused). Is the service running? Start it, then try again.")
        #expect(
            TransportError.hostNotFound(host: "nowhere.example").description
                == "The host nowhere.example could not be found (DNS). Check the service's address.")
        #expect(TransportError.timedOut.description == "The service did not answer in time. Try again.")
        #expect(TransportError.connectionLost.description == "The connection to the service broke before its whole answer arrived. Try again.")
    }

    /// A service that answers, but not usably: a body cut short, redirects in a loop, a reply
    /// that is not HTTP. Each used to say the service "could not be reached. Check the
    /// connection", which sent the user to check a connection that worked.
    @Test func answersThatBreakOffLoopOrAreNotHTTPSaySo() async throws {
        var cut = LoopbackResponse(status: 200, contentType: "application/json", text: #"[{"id":1,"text":"Buy milk","complete":false}]"#)
        cut.truncatesBody = true
        try await withLoopbackServer({ [cut] request in
            switch request.path {
            case "/cut": return cut
            default: return LoopbackResponse(status: 302, headers: [HTTPHeader("Location", "/loop?n=\(request.target.count)")])
            }
        }) { server in
            let transport = URLSessionTransport(baseURL: server.baseURL, timeout: 5)
            await #expect(throws: TransportError.connectionLost) { try await transport.send(HTTPRequest(method: .get, path: "/cut")) }
            await #expect(throws: TransportError.tooManyRedirects) { try await transport.send(HTTPRequest(method: .get, path: "/loop")) }
        }
        let notHTTP = try LoopbackServer { _ in .raw(Data("SSH-2.0-OpenSSH_9.2\r\n\r\n".utf8)) }
        defer { notHTTP.stop() }
        do {
            _ = try await URLSessionTransport(baseURL: notHTTP.baseURL, timeout: 5).send(HTTPRequest(method: .get, path: "/"))
            Issue.record("an SSH banner was taken for an HTTP answer")
        } catch {
            #expect(error == .notHTTP(host: "127.0.0.1:\(notHTTP.port)"))
            #expect(error.description.contains("is not an HTTP service"), "\(error)")
        }
        for error in [TransportError.connectionLost, .tooManyRedirects, .notHTTP(host: "h:1")] {
            #expect(!error.description.contains("could not be reached"), "\(error)")
            #expect(!error.isTransient || error == .connectionLost)
        }
    }

    @Test func requestsThatMakeNoURLAreInvalidWithoutQuotingTheQuery() throws {
        let base = try #require(URL(string: "http://127.0.0.1:1"))
        let relative = HTTPRequest(method: .get, path: "tables", query: [QueryItem("sig", "secret-signature")])
        #expect(throws: TransportError.invalidRequest("the path \"tables\" does not start with /")) {
            try URLSessionTransport.urlRequest(for: relative, baseURL: base, timeout: 1)
        }
        let ftp = try #require(URL(string: "ftp://127.0.0.1"))
        do {
            _ = try URLSessionTransport.urlRequest(
                for: HTTPRequest(method: .get, path: "/x", query: [QueryItem("sig", "secret-signature")]), baseURL: ftp, timeout: 1)
            Issue.record("an ftp base URL was accepted")
        } catch {
            #expect(!error.description.contains("secret-signature"))
            #expect(error.description.contains("do not make an http(s) URL"))
        }
    }

    @Test func theURLRequestCarriesEverythingInOrder() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080"))
        let request = HTTPRequest(
            method: .post, path: "/tables/TodoItem", query: [QueryItem("$top", "5")],
            headers: [HTTPHeader("Accept", "application/json"), HTTPHeader("X-ZUMO-APPLICATION", "k")], body: Data("{}".utf8))
        let urlRequest = try URLSessionTransport.urlRequest(for: request, baseURL: base, timeout: 7)
        #expect(urlRequest.url?.absoluteString == "http://127.0.0.1:8080/tables/TodoItem?$top=5")
        #expect(urlRequest.httpMethod == "POST")
        #expect(urlRequest.value(forHTTPHeaderField: "x-zumo-application") == "k")
        #expect(urlRequest.httpBody == Data("{}".utf8))
        #expect(urlRequest.timeoutInterval == 7)
    }
}
