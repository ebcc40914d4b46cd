import Testing
@testable import StoryboardHost
import Presentation

/// `show wireframe` fits 80 columns, and takes the terminal's width when it is wider: more
/// of each line of text, the same layout.
@MainActor
@Suite struct WireframeWidthTests {
    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    private func widths(_ text: String) -> Set<Int> {
        Set(text.split(separator: "\n").map { DisplayWidth.columns(of: $0) })
    }

    @Test func theWireframeIs80ColumnsUnlessTheTerminalIsWider() async throws {
        let session = HostSession(apps: [.garden()])
        for line in ["open garden", "wait"] { _ = try await session.handle(line: line) }
        let narrow = text(try await session.handle(line: "show wireframe"))
        #expect(widths(narrow) == [80], "\(narrow)")
        var terminal: Int? = 132
        session.wireframeColumns = { TerminalWidth.wireframeColumns(forTerminal: terminal) }
        let wide = text(try await session.handle(line: "show wireframe"))
        #expect(widths(wide) == [132])
        #expect(wide.split(separator: "\n").count == narrow.split(separator: "\n").count, "the same rows")
        #expect(narrow.contains("Basil") && wide.contains("Basil"))
        terminal = 300
        #expect(widths(text(try await session.handle(line: "show wireframe"))) == [161], "held to 161 columns")
        terminal = 60
        #expect(widths(text(try await session.handle(line: "show wireframe"))) == [80], "never narrower than 80")
    }

    @Test func theTerminalsWidthComesFromCOLUMNSFirst() {
        #expect(TerminalWidth.current(environment: ["COLUMNS": "132"]) == 132)
        #expect(TerminalWidth.wireframeColumns(forTerminal: nil) == 80)
        #expect(TerminalWidth.wireframeColumns(forTerminal: 80) == 80)
        #expect(TerminalWidth.wireframeColumns(forTerminal: 100) == 100)
        #expect(TerminalWidth.wireframeColumns(forTerminal: 1000) == 161)
    }

    @Test func theHostAsksItsTerminalForTheWidth() async {
        final class Box { var output: [String] = []; var lines: ArraySlice<String> = ["open garden", "show wireframe"] }
        let box = Box()
        var host = InteractiveHost(apps: [.garden()], programName: "test")
        host.terminal = HostTerminal(output: { box.output.append($0) }, errorOutput: { box.output.append($0) }, readLine: { box.lines.popFirst() })
        host.terminal.columns = { 100 }
        #expect(await host.run(arguments: []) == 0)
        let wireframe = box.output.last ?? ""
        #expect(wireframe.hasPrefix("┌") && widths(wireframe) == [100], "\(wireframe)")
    }
}
