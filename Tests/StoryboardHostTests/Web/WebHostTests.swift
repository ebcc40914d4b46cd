import Foundation
import Testing
@testable import StoryboardHost
import TestSupport

/// The web host end to end on a socket: the page with its token, a command, the event stream.
/// (The reads wait long: the session runs on the main actor, which a parallel test run under
/// ThreadSanitizer keeps busy with other suites.)
@MainActor
@Suite struct WebHostTests {
    @Test func servesThePageACommandAndTheEventStream() async throws {
        let server = try await WebHost(apps: [.garden()]).start(port: 0)
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.1:\(server.port)/")
        let port = server.port
        let (page, commandReply, event, css) = await Task.detached {
            let page =
                LoopbackClient(port: port).map { client in
                    client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                    return client.readToEnd(timeout: .seconds(60))
                } ?? ""
            let token = page.range(of: #"content="[0-9a-f]{64}""#, options: .regularExpression).map { String(page[$0].dropFirst(9).dropLast()) } ?? ""
            let body = #"{"kind":"open","app":"garden"}"#
            let commandReply =
                LoopbackClient(port: port).map { client in
                    client.send(
                        "POST /api/command HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nContent-Type: application/json\r\nX-Session-Token: \(token)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
                    )
                    return client.readToEnd(timeout: .seconds(60))
                } ?? ""
            let event =
                LoopbackClient(port: port).map { client in
                    client.send("GET /api/events?token=\(token) HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
                    return client.read(until: "\n\n", timeout: .seconds(60))
                } ?? ""
            let css =
                LoopbackClient(port: port).map { client in
                    client.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                    return client.readToEnd(timeout: .seconds(60))
                } ?? ""
            return (page, commandReply, event, css)
        }.value
        #expect(statusCode(of: page) == 200)
        #expect(page.contains("Content-Security-Policy: default-src 'self'"))
        #expect(page.contains("<script src=\"/app.js\""))
        #expect(statusCode(of: commandReply) == 200)
        #expect(commandReply.contains(#""app":"garden""#))
        #expect(event.contains("Content-Type: text/event-stream"))
        #expect(event.contains("event: state\ndata: {"))
        #expect(statusCode(of: css) == 200)
        #expect(css.hasSuffix("\r\n\r\n"), "HEAD has no body")
    }

    @Test func aPortInUseIsRefusedWithAMessageThatSaysWhatToDo() async throws {
        let first = try await WebHost(apps: [.garden()]).start(port: 0)
        defer { first.stop() }
        await #expect(throws: (any Error).self) { _ = try await WebHost(apps: [.garden()]).start(port: first.port) }
        let run = await HostRun.run(["serve", "--port", "\(first.port)"])
        #expect(run.status == 1)
        #expect(run.errors.contains("Cannot listen on 127.0.0.1:\(first.port)"))
        let bad = await HostRun.run(["serve", "--port", "http"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("--port takes a port number"))
        let unknown = await HostRun.run(["serve", "orchard", "--port", "0"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("There is no app \"orchard\""))
    }
}
