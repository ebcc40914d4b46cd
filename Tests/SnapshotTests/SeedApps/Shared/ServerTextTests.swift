import Foundation
import Testing
@testable import SeedApps
@testable import Navigation
import Presentation

/// A server's words reach a person as one bounded line: an HTML error page reduced to its
/// text, a 100 KB string cut, control characters and direction overrides escaped; in the
/// todo client, the storage clients and the apps' alerts.
@MainActor
@Suite struct ServerTextTests {
    /// A 5 KB error page as a proxy sends it: a title, a style sheet, and a long body.
    nonisolated static let errorPage = """
        <!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body { font: 12px sans-serif; }</style></head>
        <body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.25.3</center>
        <p>\(String(repeating: "The upstream server did not answer in time. ", count: 110))</p></body></html>
        """
    /// 100 KB of text with terminal escapes in it.
    nonisolated static let hugeMessage = "Error: \u{1B}[2J\u{1B}[31m" + String(repeating: "overflow ", count: 12_000) + "\u{7}"

    /// Whether `text` is one line a terminal can print as it is: bounded, no markup, nothing
    /// raw that a terminal acts on or that reorders the line.
    private func isOneSafeLine(_ text: String, bound: Int = 400) -> Bool {
        text.count <= bound && !text.contains("\n") && !text.contains("<html") && !text.contains("<center>")
            && !text.unicodeScalars.contains(where: TextQuote.mustEscape)
    }

    @Test func anHTMLErrorPageBecomesOneLineOfItsVisibleText() {
        #expect(Self.errorPage.utf8.count > 5_000)
        let summary = ServerText.summary(ofBody: Self.errorPage, contentType: "text/html")
        #expect(summary.hasPrefix("502 Bad Gateway nginx/1.25.3 The upstream server did not answer in time."))
        #expect(summary.count <= ServerText.limit)
        #expect(summary.hasSuffix("…"))
        #expect(ServerText.summary(ofBody: Self.errorPage) == summary, "recognised without a content type")
    }

    @Test func aHugeStringIsCutAndItsControlCharactersEscaped() {
        let summary = ServerText.summary(Self.hugeMessage)
        #expect(summary.count == ServerText.limit)
        #expect(summary.hasPrefix(#"Error: \u{1B}[2J\u{1B}[31moverflow overflow"#))
        #expect(summary.hasSuffix("…"))
        #expect(isOneSafeLine(summary))
    }

    @Test func shortTextKeepsItsWordsOnOneLine() {
        #expect(ServerText.summary("  Line one\n\tline two\u{2028}three  ") == "Line one line two three")
        #expect(ServerText.summary("\u{202E}gnp.exe") == #"\u{202E}gnp.exe"#)
        #expect(ServerText.summary("") == "")
        #expect(ServerText.summary(String(repeating: "a", count: 200)) == String(repeating: "a", count: 200))
        #expect(ServerText.summary(String(repeating: "a", count: 201)) == String(repeating: "a", count: 199) + "…")
    }

    private func todoError(status: Int, contentType: String, body: String) async -> String {
        let transport = HostileTransport(HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", contentType)], body: Data(body.utf8)))
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: MobileServicesClient(applicationKey: ApplicationKey("k"), transport: transport)))
        await host.settle()
        return host.state.navigation.alert?.message ?? "no alert"
    }

    @Test func theTodoAlertShowsAnErrorPageAsOneLine() async {
        let message = await todoError(status: 502, contentType: "text/html", body: Self.errorPage)
        #expect(isOneSafeLine(message), "\(message.prefix(300))")
        #expect(message.contains("502 Bad Gateway"))
    }

    @Test func theTodoAlertShowsAHugeJSONErrorAsOneSafeLine() async {
        let body = JSONValue.object([("code", .number(500)), ("error", .string(Self.hugeMessage))]).encoded
        let message = await todoError(status: 500, contentType: "application/json", body: body)
        #expect(isOneSafeLine(message), "\(message.prefix(300))")
        #expect(message.contains("overflow"))
    }

    @Test func storageErrorsAreOneSafeLine() async throws {
        let handler: LoopbackServer.Handler = { request in
            if request.path.hasSuffix("()") { return LoopbackStorage.tableError(500, "InternalError", ServerTextTests.hugeMessage) }
            return LoopbackResponse(status: 404, contentType: "text/html", text: ServerTextTests.errorPage)
        }
        try await withLoopbackServer(handler) { server in
            let backend = try AzureFixtures.backend(server)
            for call in 0..<2 {
                do throws(SpeakEasyBackendError) {
                    if call == 0 { _ = try await backend.fetchEvents() } else { _ = try await backend.loadImage(for: SpeakEasySampleData.standard.speakers[0]) }
                    Issue.record("call \(call) succeeded")
                } catch {
                    #expect(isOneSafeLine(error.description), "\(error.description.prefix(300))")
                }
            }
        }
    }

    @Test func aHugeStringInARecordIsBoundedInTheMessageNamingIt() async throws {
        let bad = TableEntity(
            partitionKey: "events", rowKey: "k\u{1B}[31m" + String(repeating: "x", count: 50_000),
            properties: [
                ("Name", .string("Bad")), ("Description", .string("d")), ("Date", .string(Self.hugeMessage)), ("Location", .string("l")),
                ("SpeakerName", .string("s")), ("SpeakerKey", .string("s")),
            ])
        try await withLoopbackServer(AzureFixtures.storage(pageSize: 100, extraEvents: [bad]).handle) { server in
            let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: try AzureFixtures.backend(server)))
            await host.settle()
            let texts = [host.state.navigation.alert?.message ?? "", TextRenderer().render(host.screen)]
            #expect(isOneSafeLine(texts[0]), "\(texts[0].prefix(300))")
            #expect(texts[1].count < 20_000, "the screen does not print the 100 KB value")
        }
    }

    @Test func speakerAndPhotoNamesFromTheServiceAreBoundedInMessages() {
        let name = "\u{1B}]0;owned\u{7}" + String(repeating: "n", count: 10_000)
        for error in [SpeakEasyBackendError.speakerNotFound(rowKey: name), .imageNotFound(speakerName: name)] {
            #expect(isOneSafeLine(error.description), "\(error.description.prefix(300))")
        }
    }
}
