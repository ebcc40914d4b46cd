import Foundation
import Testing
@testable import StoryboardHost
import Navigation
import Presentation

/// Typed text kept as typed and corrected, several apps open at once, and a session saved
/// and replayed: the session's command interface on the garden.
@MainActor
@Suite struct SessionStateTests {
    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    /// The note field's text as the screen shows it.
    private func fieldText(_ session: HostSession) throws -> String {
        let running = try #require(session.current)
        return try #require(ScreenInspector(running.screen).focusedTextField).field.text
    }

    @Test func typedTextIsKeptAsTypedAndCanBeCorrected() async throws {
        let session = HostSession(apps: [.garden()])
        for line in ["open garden", "wait", "tap Basil", "type Buy eggs", "type  and bread"] { _ = try await session.handle(line: line) }
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
        let session = HostSession(apps: [.garden(), .garden(id: "meadow", plants: ["Clover", "Poppy"])])
        for line in ["open garden", "wait", "tap Basil", "type Milk"] { _ = try await session.handle(line: line) }
        let meadow = text(try await session.handle(line: "open meadow"))
        #expect(meadow.hasPrefix("Opened Meadow."))
        let apps = text(try await session.handle(line: "apps"))
        #expect(apps.contains(" *1. garden") && apps.contains(" >2. meadow"), "\(apps)")
        let back = text(try await session.handle(line: "open garden"))
        #expect(back.hasPrefix("Back to Garden (as you left it; `restart` starts it afresh)."), "\(back)")
        #expect(try fieldText(session) == "Milk", "the typed text survived the other app")
        let restarted = text(try await session.handle(line: "restart"))
        #expect(restarted.hasPrefix("Restarted Garden."))
        let running = try #require(session.current)
        #expect(ScreenInspector(running.screen).focusedTextField == nil, "afresh: the list, not the detail")
        await #expect(throws: HostSessionError.unknownApp("nope", available: ["garden", "meadow"])) {
            _ = try await session.handle(line: "restart nope")
        }
    }

    @Test func aSavedSessionReplaysToTheSameScreen() async throws {
        let session = HostSession(apps: [.garden()])
        for line in ["1", "wait", "tap Basil", "type Pick often", "help", "tap nowhere-at-all"] {
            _ = try? await session.handle(line: line)
        }
        #expect(
            text(try await session.handle(line: "history")) == "open garden\nwait\ntap Basil\ntype Pick often\n",
            "help and the failed line are not in the history")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = text(try await session.handle(line: "save \(path)"))
        #expect(saved == "Saved 4 commands to \(path); replay them with `run garden --script \(path)`.\n")
        let current = try #require(session.current)
        let expected = TextRenderer().render(current.screen)
        let replay = await HostRun.run(["run", "garden", "--script", path])
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.contains(expected), "the replay ends on the same screen: \(replay.output.suffix(400)) vs \(expected)")
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
            let example = try #require(
                lines.first { $0.contains("e.g. \(word)") || $0.contains("e.g. ") && $0.contains("  \(word) ") },
                "an example of \(word)")
            let parsed = try HostCommand.parse(String(example.split(separator: "e.g. ")[1].split(separator: "   ")[0]))
            #expect(parsed != nil, "the example of \(word) parses")
        }
    }
}
