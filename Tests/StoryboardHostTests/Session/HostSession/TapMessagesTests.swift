import Testing
@testable import StoryboardHost
import Presentation

/// What a tap says when it cannot be done or does nothing, and what it offers instead: the
/// garden through the session's command interface.
@MainActor
@Suite struct TapMessagesTests {
    private func session(_ lines: [String], plants: [String] = GardenEffects.plants) async throws -> HostSession {
        let session = HostSession(apps: [.garden(plants: plants)])
        for line in lines { _ = try await session.handle(line: line) }
        return session
    }

    private func error(_ session: HostSession, _ line: String) async -> String {
        do {
            _ = try await session.handle(line: line)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func aDisabledButtonSaysItIsDisabledAndWhy() async throws {
        let loading = try await session(["open garden"])
        #expect(await error(loading, "tap refresh") == "\"Refresh\" is disabled while loading plants and cannot be tapped now.")
    }

    @Test func suggestionsListWhatCanBeTappedNowEachOnce() async throws {
        let plants = try await session(["open garden", "wait"], plants: ["Basil", "Basil", "Mint"])
        let message = await error(plants, "tap nothing")
        #expect(
            message == "Nothing on screen is called \"nothing\". Try one of: \"Refresh\", \"Plants\", \"Settings\", \"Basil\", \"Mint\", "
                + "or a row number.", "\(message)")
        let detail = try await session(["open garden", "wait", "tap Basil"])
        let noTable = await error(detail, "tap nothing")
        #expect(!noTable.contains("row number"), "no table, no row numbers: \(noTable)")
        #expect(noTable.contains("\"noteField\"") && noTable.contains("\"Plants\""), "\(noTable)")
    }

    @Test func aTitleCutWithAnEllipsisNamesTheRowItStarts() async throws {
        let long = "Lemon verbena, the lemon-scented shrub of the south"
        let plants = try await session(["open garden", "wait"], plants: ["Basil", long])
        guard case .text(let wireframe)? = try await plants.handle(line: "show wireframe") else { Issue.record("no wireframe"); return }
        #expect(wireframe.contains("Lemon verbena, the lemon…") && !wireframe.contains(long), "the wireframe cuts the title")
        guard case .text(let detail)? = try await plants.handle(line: "tap Lemon verbena, the lemon…") else { Issue.record("no screen"); return }
        #expect(detail.contains("title \"\(long)\""), "a title cut with … names the row it starts")
    }

    @Test func theStartOfOneTitleTapsItAndOfSeveralListsThem() async throws {
        let plants = try await session(["open garden", "wait"])
        guard case .text(let detail)? = try await plants.handle(line: "tap ch") else { Issue.record("no screen"); return }
        #expect(detail.contains("Garden > Plants > Chives"), "`tap ch` taps the one row that starts so")
        let list = try await session(["open garden", "wait"])
        #expect(await error(list, "tap P") == "Several things start with \"P\": \"Plants\", \"Parsley\". Type more of one.")
        #expect(await error(list, "tap Pa") == "", "one starts with Pa")
        #expect(await error(list, "tap zzz").hasPrefix("Nothing on screen is called \"zzz\"."))
        let settings = try await session(["open garden", "tab Settings", "scroll 200", "toggle Notifications"])
        #expect(await error(settings, "tap Rese") == "", "a button in a cell is found by the start of its title, as its row shows it")
    }

    @Test func aButtonInARowOutOfViewSaysToScroll() async throws {
        let settings = try await session(["open garden", "tab Settings"])
        #expect(await error(settings, "tap Reset in 4.0") == "Row 4.0 is not on screen: scroll to it first (`scroll <y>`).")
        _ = try await settings.handle(line: "scroll 200")
        #expect(
            await error(settings, "tap Reset in 4.0") == "\"Reset\" is disabled and cannot be tapped now.",
            "once scrolled to, it is found, by the title a user sees (it resets nothing until a setting changed)")
        _ = try await settings.handle(line: "toggle Notifications")
        #expect(await error(settings, "tap Reset in 4.0") == "", "enabled after a change, it is tapped")
    }

    @Test func aTapThatChangesNothingSaysSo() async throws {
        let plants = try await session(["open garden", "wait"])
        guard case .text(let reply)? = try await plants.handle(line: "tap Plants") else { Issue.record("no screen"); return }
        #expect(reply.hasSuffix("(the tap had no effect: tab 0 changes nothing on this screen)\n"), "\(reply.suffix(200))")
        guard case .text(let moved)? = try await plants.handle(line: "tap Settings") else { Issue.record("no screen"); return }
        #expect(!moved.contains("had no effect"))
    }
}
