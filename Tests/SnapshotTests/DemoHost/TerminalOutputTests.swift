import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
import Presentation

/// What the demo host prints never carries someone else's terminal controls raw, and echoes
/// of long input stay short: a script's lines, an argument, a server's error text.
@MainActor
@Suite struct TerminalOutputTests {
    /// A clear-screen, a window-title change and a bell, as a hostile script or server sends them.
    nonisolated static let escapes = "\u{1B}[2J\u{1B}]0;owned\u{7}\u{9B}31m\u{202E}"

    private func run(_ arguments: [String], lines: [String], apps: [HostedApp] = DemoApps.all) async -> (status: Int32, output: [String], errors: [String]) {
        final class Box { var output: [String] = []; var errors: [String] = []; var lines: ArraySlice<String> = [] }
        let box = Box()
        box.lines = lines[...]
        let tool = CommandLineTool(
            output: { box.output.append($0) }, errorOutput: { box.errors.append($0) },
            readLine: { box.lines.popFirst() }, inputIsTerminal: false, environment: [:], apps: apps)
        let status = await tool.run(arguments)
        return (status, box.output, box.errors)
    }

    /// The first scalar of `text` a terminal would act on or reorder by (line breaks between
    /// printed lines aside), described.
    private func raw(_ text: String) -> String? {
        text.unicodeScalars.first { $0 != "\n" && TextQuote.mustEscape($0) }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test func aScriptLineWithTerminalControlsIsEchoedEscapedAndShort() async {
        let line = "tap " + Self.escapes + String(repeating: "x", count: 10_000)
        let result = await run(["run", "todo"], lines: ["wait", line])
        #expect(result.status == 1)
        let error = result.errors.joined(separator: "\n")
        #expect(raw(error) == nil, "\(raw(error) ?? "") reaches the terminal raw")
        #expect(error.count < 700, "the error line is \(error.count) characters")
        #expect(error.contains("line 2"))
        #expect(error.contains(#"\u{1B}[2J"#), "the escape is shown, not acted on")
    }

    @Test func unknownCommandsAndArgumentsAreEchoedEscaped() async {
        let interactive = await run([], lines: ["1", Self.escapes + "jump", "tab " + Self.escapes, "scroll " + Self.escapes, "quit"])
        let show = await run(["show", Self.escapes + "name"], lines: [])
        let runApp = await run(["run", Self.escapes], lines: [])
        for text in interactive.errors + show.errors + runApp.errors + interactive.output {
            #expect(raw(text) == nil, "\(TextQuote.quoted(String(text.prefix(200))))")
        }
        #expect(interactive.errors.count == 3)
    }

    @Test func aServersErrorTextNeverReachesTheTerminalRaw() async throws {
        let handler: LoopbackServer.Handler = { _ in
            LoopbackResponse(HTTPResponse.error(status: 500, message: TerminalOutputTests.escapes + String(repeating: "e", count: 100_000)))
        }
        try await withLoopbackServer(handler) { server in
            let result = await run(
                ["--todo-service", server.baseURL.absoluteString, "--todo-key", "k", "run", "todo"],
                lines: ["wait", "show wireframe", "show svg", "tap Retry", "wait"], apps: DemoApps.all)
            let text = (result.output + result.errors).joined(separator: "\n")
            #expect(raw(text) == nil, "\(raw(text) ?? "")")
            #expect(text.count < 30_000, "the 100 KB message is not printed whole (\(text.count) characters)")
        }
    }
}
