import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
import Presentation

/// What a tap says when it cannot be done or does nothing, and what it offers instead: the
/// seed apps through the session's command interface.
@MainActor
@Suite struct TapMessagesTests {
    private func session(_ lines: [String]) async throws -> HostSession {
        let session = HostSession(apps: DemoApps.all)
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
        let loading = try await session(["open speakeasy"])
        #expect(await error(loading, "tap refresh") == "\"refresh\" is disabled while loading events and cannot be tapped now.")
    }

    @Test func suggestionsListWhatCanBeTappedNowEachOnce() async throws {
        let events = try await session(["open speakeasy", "wait"])
        let message = await error(events, "tap nothing")
        #expect(message == "Nothing on screen is called \"nothing\". Try one of: \"refresh\", \"Events\", \"Speakers\", \"Azure for iOS Apps\", "
            + "\"Table Storage Tips\", \"Blobs for Mobile Apps\", \"Storyboard Segues\", or a row number.", "\(message)")
        let details = try await session(["open todo", "wait", "tap add"])
        let noTable = await error(details, "tap nothing")
        #expect(!noTable.contains("row number"), "no table, no row numbers: \(noTable)")
        #expect(noTable.contains("\"txtTodoText\"") && noTable.contains("\"Todos\""), "\(noTable)")
    }

    @Test func whatTheScreenDrawsCanBeTapped() async throws {
        let todo = try await session(["open todo", "wait"])
        let added = try await todo.handle(line: "tap +")
        #expect(added.map { "\($0)" }?.contains("Todo Details") == true, "`tap +` taps the [+] the wireframe draws")
        let events = try await session(["open speakeasy", "wait"])
        guard case .text(let detail)? = try await events.handle(line: "tap Table Storage…") else { Issue.record("no screen"); return }
        #expect(detail.contains("title \"Table Storage Tips\"") || detail.contains("Table Storage Tips"), "a title cut with … names the row it starts")
    }

    @Test func theStartOfOneTitleTapsItAndOfSeveralListsThem() async throws {
        let events = try await session(["open speakeasy", "wait"])
        guard case .text(let detail)? = try await events.handle(line: "tap azure") else { Issue.record("no screen"); return }
        #expect(detail.contains("Event Details") && detail.contains("\"Azure for iOS Apps\""), "`tap azure` taps the one row that starts so")
        let list = try await session(["open speakeasy", "wait"])
        #expect(await error(list, "tap S") == "Several things start with \"S\": \"Speakers\", \"Storyboard Segues\". Type more of one.")
        #expect(await error(list, "tap Sto") == "", "one starts with Sto")
        #expect(await error(list, "tap zzz").hasPrefix("Nothing on screen is called \"zzz\"."))
        let controls = try await session(["open controls", "scroll 200", "set copies 2"])
        #expect(await error(controls, "tap Rese") == "", "a button in a cell is found by the start of its title, as its row shows it")
    }

    @Test func aButtonInARowOutOfViewSaysToScroll() async throws {
        let controls = try await session(["open controls"])
        #expect(await error(controls, "tap Reset in 3.0") == "Row 3.0 is not on screen: scroll to it first (`scroll <y>`).")
        _ = try await controls.handle(line: "scroll 200")
        #expect(await error(controls, "tap Reset in 3.0") == "\"Reset\" is disabled and cannot be tapped now.",
                "once scrolled to, it is found, by the title a user sees (it resets nothing until a setting changed)")
        _ = try await controls.handle(line: "set copies 2")
        #expect(await error(controls, "tap Reset in 3.0") == "", "enabled after a change, it is tapped")
    }

    @Test func aTapThatChangesNothingSaysSo() async throws {
        let events = try await session(["open speakeasy", "wait"])
        guard case .text(let reply)? = try await events.handle(line: "tap Events") else { Issue.record("no screen"); return }
        #expect(reply.hasSuffix("(the tap had no effect: tab 0 changes nothing on this screen)\n"), "\(reply.suffix(200))")
        guard case .text(let moved)? = try await events.handle(line: "tap Speakers") else { Issue.record("no screen"); return }
        #expect(!moved.contains("had no effect"))
    }
}
