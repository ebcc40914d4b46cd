import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
import Presentation

/// Everything the demo host prints as help or usage fits an 80-column terminal: `--help`,
/// `storyboard --help`, the usage an audit mistake prints, the session's `help`, and the app
/// picker (whose summaries name a backend's URL of any length).
@MainActor
@Suite struct HelpWidthTests {
    private func run(_ arguments: [String], lines: [String] = []) async -> String {
        final class Box { var text: [String] = []; var lines: ArraySlice<String> = [] }
        let box = Box()
        box.lines = lines[...]
        let tool = CommandLineTool(
            output: { box.text.append($0) }, errorOutput: { box.text.append($0) },
            readLine: { box.lines.popFirst() }, inputIsTerminal: false, environment: [:])
        _ = await tool.run(arguments)
        return box.text.joined(separator: "\n")
    }

    private func longLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { DisplayWidth.columns(of: $0) > 80 }
    }

    @Test func everyHelpAndUsageTextFits80Columns() async {
        let texts = [
            ("--help", await run(["--help"])),
            ("storyboard --help", await run(["storyboard", "--help"])),
            ("audit --bogus", await run(["audit", "--bogus"])),
            ("unknown command", await run(["frobnicate"])),
            ("webpage without arguments", await run(["webpage"])),
            ("session help and apps", await run([], lines: ["help", "apps"])),
            (
                "app list with a long backend URL",
                await run(["--todo-service", "https://a-rather-long-service-name-for-the-todo-list.azure-mobile.net", "--todo-key", "k"], lines: ["apps"])
            ),
        ]
        for (name, text) in texts {
            #expect(text.split(separator: "\n").count >= 2, "\(name) printed its text: \(text)")
            #expect(longLines(text).isEmpty, "\(name): \(longLines(text))")
        }
    }

    @Test func aLongSummaryGoesOnUnderItself() async {
        let text = await run([], lines: ["apps"])
        #expect(text.contains("  2. todo       a todo list on the Mobile Services REST protocol (in-memory\n                service)"), "\(text)")
    }

    @Test func wrappingBreaksBetweenWordsByDisplayWidth() {
        #expect(TerminalText.wrapped("one two three four", width: 9) == "one two\nthree\nfour")
        #expect(TerminalText.wrapped("日本語 テキスト", width: 8) == "日本語\nテキスト", "wide characters take two columns")
        #expect(TerminalText.wrapped("a https://example.com/x b", width: 10) == "a\nhttps://ex\nample.com/\nx b", "a word longer than a line is cut")
    }
}
