import Foundation
import Testing
@testable import LoopbackHTTP
import TestSupport

/// The server on real sockets: answers, keep-alive, the limits and timeouts, concurrent
/// clients, event streams and shutdown.
@Suite struct HTTPServerTests {
    private func server(
        _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
        handler: @escaping HTTPServer.Handler = { request in .text("\(request.method) \(request.target) \(request.body.count)") }
    ) throws -> HTTPServer {
        var configuration = HTTPServer.Configuration()
        configure(&configuration)
        return try HTTPServer(configuration: configuration, handler: handler)
    }

    private func get(_ path: String, port: UInt16, connection: String = "close") -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: \(connection)\r\n\r\n"
    }

    @Test func answersTwoRequestsOnOneKeptAliveConnectionThenCloses() throws {
        let server = try server()
        defer { server.stop() }
        let client = try #require(LoopbackClient(port: server.port))
        client.send(get("/one", port: server.port, connection: "keep-alive"))
        let first = client.readResponse()
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(first.contains("Connection: keep-alive"))
        #expect(first.hasSuffix("GET /one 0"))
        client.send(get("/two", port: server.port))
        let second = client.readToEnd()
        #expect(second.contains("Connection: close"))
        #expect(second.hasSuffix("GET /two 0"))
    }

    @Test func readsAPipelinedRequestAndABodyByItsLength() throws {
        let server = try server()
        defer { server.stop() }
        let client = try #require(LoopbackClient(port: server.port))
        client.send("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhelloGET /b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let both = client.readToEnd()
        #expect(both.contains("POST /a 5"))
        #expect(both.hasSuffix("GET /b 0"))
    }

    @Test func refusesWhatItWillNotRead() throws {
        let server = try server {
            $0.maximumHeadBytes = 1_024; $0.maximumBodyBytes = 100
        }
        defer { server.stop() }
        let cases: [(String, Int)] = [
            ("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 2_000))\r\n\r\n", 431),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 101\r\n\r\n", 413),
            ("HELLO\r\n\r\n", 400),
            ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
            ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
            ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
            ("GET http://evil/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ]
        for (request, status) in cases {
            let client = try #require(LoopbackClient(port: server.port))
            client.send(request)
            let answer = client.readToEnd()
            #expect(statusCode(of: answer) == status, "\(request.prefix(40))")
            #expect(answer.contains("Connection: close"))
        }
    }

    @Test func givesUpOnARequestThatStallsAndOnAnIdleConnection() throws {
        let server = try server {
            $0.readTimeout = .milliseconds(200); $0.idleTimeout = .milliseconds(200)
        }
        defer { server.stop() }
        let stalled = try #require(LoopbackClient(port: server.port))
        stalled.send("GET / HTTP/1.1\r\nHost: x\r\n")
        #expect(statusCode(of: stalled.readToEnd()) == 408)
        let idle = try #require(LoopbackClient(port: server.port))
        idle.send(get("/", port: server.port, connection: "keep-alive"))
        #expect(statusCode(of: idle.readResponse()) == 200)
        #expect(idle.isClosed(within: .seconds(3)), "a kept-alive connection with no next request is closed")
    }

    @Test func servesClientsAtOnceAndRefusesBeyondItsLimit() throws {
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let server = try server({ $0.maximumConnections = 2 }) { request in
            if request.target == "/slow" {
                entered.signal()
                _ = gate.wait(timeout: .now() + 60)
            }
            return .text("ok")
        }
        defer { server.stop() }
        let port = server.port
        // A slow request holds one connection; a quick one still gets through on the other.
        let slow = try #require(LoopbackClient(port: port))
        slow.send(get("/slow", port: port))
        #expect(entered.wait(timeout: .now() + 10) == .success)
        let fast = try #require(LoopbackClient(port: port))
        fast.send(get("/fast", port: port, connection: "keep-alive"))
        #expect(fast.readResponse().hasSuffix("ok"))
        // Both connections are open: a third is told to come back.
        let refused = try #require(LoopbackClient(port: port))
        #expect(statusCode(of: refused.readToEnd()) == 503)
        gate.signal()
        #expect(slow.readToEnd().hasSuffix("ok"))
    }

    @Test func streamsEventsAsTheyComeAndEndsThemOnStop() throws {
        let events = ServerSentEvents()
        let server = try server(handler: { _ in .eventStream(events) })
        let client = try #require(LoopbackClient(port: server.port))
        client.send(get("/events", port: server.port))
        let head = client.read(until: "\r\n\r\n")
        #expect(head.contains("Content-Type: text/event-stream"))
        #expect(!head.contains("Content-Length"))
        events.send("line one\nline two", event: "state")
        #expect(client.read(until: "\n\n").hasSuffix("event: state\ndata: line one\ndata: line two\n\n"))
        server.stop()
        #expect(client.isClosed(within: .seconds(2)), "stop ends the stream")
        #expect(events.isFinished)
        #expect(LoopbackClient(port: server.port) == nil, "a stopped server accepts nothing")
        server.stop()  // twice is fine
    }

    @Test func aSlowEventClientLosesTheOldestEventsNotTheProducersTime() {
        let events = ServerSentEvents(capacity: 2)
        for number in 1...5 { events.send("\(number)") }
        #expect(events.next(waitingUpTo: 0) == .events("data: 4\n\ndata: 5\n\n"))
        #expect(events.next(waitingUpTo: 0.01) == .idle)
        events.finish()
        #expect(events.next(waitingUpTo: 1) == .finished)
        events.send("late")
        #expect(events.next(waitingUpTo: 0) == .finished, "nothing is queued once finished")
    }

    @Test func aTakenPortIsATypedErrorThatSaysWhatToDo() throws {
        let first = try server()
        defer { first.stop() }
        #expect(throws: HTTPServerError.self) { try self.server { $0.port = first.port } }
        do {
            _ = try server { $0.port = first.port }
        } catch let error as HTTPServerError {
            #expect(error.description.contains("Cannot listen on 127.0.0.1:\(first.port)"))
            #expect(error.description.contains("--port"))
        }
    }

    @Test func aHeaderValueCannotSplitTheResponse() throws {
        let server = try server(handler: { _ in HTTPServerResponse(status: 200, headers: ["X-Name": "a\r\nSet-Cookie: evil=1"], body: Data("ok".utf8)) })
        defer { server.stop() }
        let client = try #require(LoopbackClient(port: server.port))
        client.send(get("/", port: server.port))
        let answer = client.readToEnd()
        #expect(answer.contains("X-Name: aSet-Cookie: evil=1\r\n"))
        #expect(!answer.contains("\r\nSet-Cookie"))
    }

    @Test func readsQueriesAndHeadersAsSent() {
        let request = HTTPServerRequest(method: "GET", target: "/api/events?token=a%20b&x", headers: [("host", "127.0.0.1:1")])
        #expect(request.path == "/api/events")
        #expect(request.query("token") == "a b")
        #expect(request.query("x") == "")
        #expect(request.query("y") == nil)
        #expect(request.header("Host") == "127.0.0.1:1")
    }

    @Test func writesARawReplyAsItIsAndClosesUnlessToldToKeepTheConnection() throws {
        let server = try server(handler: { request in
            request.target == "/banner"
                ? .raw(Data("SSH-2.0-OpenSSH\r\n".utf8))
                : .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi".utf8), keepingConnection: true)
        })
        defer { server.stop() }
        let banner = try #require(LoopbackClient(port: server.port))
        banner.send(get("/banner", port: server.port, connection: "keep-alive"))
        #expect(banner.readToEnd() == "SSH-2.0-OpenSSH\r\n")
        let kept = try #require(LoopbackClient(port: server.port))
        kept.send(get("/a", port: server.port, connection: "keep-alive"))
        #expect(kept.readResponse().hasSuffix("hi"))
        kept.send(get("/b", port: server.port, connection: "keep-alive"))
        #expect(kept.readResponse().hasSuffix("hi"), "the connection stayed open for a second request")
    }

    @Test func anObserverHearsEachRequestLineBeforeItsBodyWithItsConnection() async throws {
        let lines = Locked<[String]>([])
        let server = try HTTPServer(
            configuration: {
                var c = HTTPServer.Configuration(); c.readTimeout = .milliseconds(300); return c
            }(),
            observer: { connection, line in lines.withLock { $0.append("\(connection) \(line)") } },
            handler: { _ in .text("ok") })
        defer { server.stop() }
        let first = try #require(LoopbackClient(port: server.port))
        first.send(get("/one", port: server.port))
        _ = first.readToEnd()
        let second = try #require(LoopbackClient(port: server.port))
        second.send("POST /two HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
        #expect(statusCode(of: second.readToEnd()) == 408, "the body never came whole")
        #expect(lines.withLock { $0 } == ["1 GET /one", "2 POST /two"])
    }

    @Test func tellsAClientThatExpectsContinueToGoOn() throws {
        let server = try server()
        defer { server.stop() }
        let client = try #require(LoopbackClient(port: server.port))
        client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")
        #expect(client.read(until: "\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
        client.send("data")
        #expect(client.readToEnd().hasSuffix("POST /upload 4"))
    }

    @Test func withoutKeepAliveEveryAnswerClosesItsConnection() throws {
        let server = try server { $0.keepsConnectionsAlive = false }
        defer { server.stop() }
        let client = try #require(LoopbackClient(port: server.port))
        client.send(get("/", port: server.port, connection: "keep-alive"))
        let answer = client.readToEnd()
        #expect(answer.contains("Connection: close"))
        #expect(answer.hasSuffix("GET / 0"))
    }
}
