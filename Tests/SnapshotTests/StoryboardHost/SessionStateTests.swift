import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
@testable import Navigation
import Presentation

/// Typed text kept as typed and corrected, several apps open at once, and a session saved
/// and replayed: the session's command interface on the seed apps.
@MainActor
@Suite struct SessionStateTests {
    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    /// The todo field's text as the screen shows it.
    private func fieldText(_ session: HostSession) throws -> String {
        let running = try #require(session.current)
        return try #require(ScreenInspector(running.screen).focusedTextField).field.text
    }

    @Test func typedTextIsKeptAsTypedAndCanBeCorrected() async throws {
        let session = HostSession(apps: DemoApps.all)
        for line in ["open todo", "wait", "tap add", "type Buy eggs", "type  and bread"] { _ = try await session.handle(line: line) }
        #expect(try fieldText(session) == "Buy eggs and bread", "the space after the one separating space is typed")
        _ = try await session.handle(line: "delete 6")
        #expect(try fieldText(session) == "Buy eggs and")
        _ = try await session.handle(line: "delete")
        #expect(try fieldText(session) == "Buy eggs an")
        _ = try await session.handle(line: "clear")
        #expect(try fieldText(session) == "")
        #expect(try HostCommand.parse("type   two  spaces ") == .type("  two  spaces "))
        #expect(throws: HostCommandError.invalidArgument("delete", "x", usage: "delete [number of characters]")) { try HostCommand.parse("delete x") }
    }

    @Test func eachOpenedAppKeepsItsStateUntilRestarted() async throws {
        let session = HostSession(apps: DemoApps.all)
        for line in ["open todo", "wait", "tap add", "type Milk"] { _ = try await session.handle(line: line) }
        let speakEasy = text(try await session.handle(line: "open speakeasy"))
        #expect(speakEasy.hasPrefix("Opened SpeakEasy."))
        let apps = text(try await session.handle(line: "apps"))
        #expect(apps.contains(" >1. speakeasy") && apps.contains(" *2. todo") && apps.contains("  3. business"), "\(apps)")
        let back = text(try await session.handle(line: "open todo"))
        #expect(back.hasPrefix("Back to Todos (as you left it; `restart` starts it afresh)."))
        #expect(try fieldText(session) == "Milk", "the typed text survived the other app")
        let restarted = text(try await session.handle(line: "restart"))
        #expect(restarted.hasPrefix("Restarted Todos."))
        let running = try #require(session.current)
        #expect(ScreenInspector(running.screen).focusedTextField == nil, "afresh: the list, not the add screen")
        await #expect(throws: HostSessionError.unknownApp("nope", available: ["speakeasy", "todo", "business", "controls"])) {
            _ = try await session.handle(line: "restart nope")
        }
    }

    @Test func aSavedSessionReplaysToTheSameScreen() async throws {
        let session = HostSession(apps: DemoApps.all)
        for line in ["2", "wait", "tap add", "type Buy milk", "help", "tap nowhere-at-all"] {
            _ = try? await session.handle(line: line)
        }
        #expect(text(try await session.handle(line: "history")) == "open todo\nwait\ntap add\ntype Buy milk\n",
                "help and the failed line are not in the history")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = text(try await session.handle(line: "save \(path)"))
        #expect(saved == "Saved 4 commands to \(path); replay them with `run todo --script \(path)`.\n")
        let current = try #require(session.current)
        let expected = TextRenderer().render(current.screen)
        var output: [String] = []
        let status = await CommandLineTool(output: { output.append($0) }, errorOutput: { Issue.record("\($0)") }, readLine: { nil })
            .run(["run", "todo", "--script", path])
        #expect(status == 0)
        #expect(output.last?.contains(expected) == true, "the replay ends on the same screen: \(output.last ?? "") vs \(expected)")
        await #expect(throws: HostSessionError.self) { _ = try await session.handle(line: "save /nonexistent-folder/x.txt") }
    }
}

/// `help` lists every command word the session knows, each with an example, in 80 columns.
@MainActor
@Suite struct HelpTextTests {
    @Test func helpListsEveryCommandWithAnExample() throws {
        let lines = HostCommand.helpText.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        for word in HostSession.commandWords {
            #expect(lines.contains { $0.hasPrefix("  \(word)") }, "help lists \(word)")
            let example = try #require(lines.first { $0.contains("e.g. \(word)") || $0.contains("e.g. ") && $0.contains("  \(word) ") },
                                       "an example of \(word)")
            let parsed = try HostCommand.parse(String(example.split(separator: "e.g. ")[1].split(separator: "   ")[0]))
            #expect(parsed != nil, "the example of \(word) parses")
        }
    }
}
