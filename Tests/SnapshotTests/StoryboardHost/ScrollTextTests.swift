import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
import Presentation

/// Text views scroll by name (`scroll bio 60`), or alone when nothing else on the screen
/// scrolls; the offset is held to the content, kept per screen, and forgotten on `restart`.
@MainActor
@Suite struct ScrollTextTests {
    private func presenter() async throws -> HostSession {
        let session = HostSession(apps: DemoApps.all)
        for line in ["open speakeasy", "wait", "tab Speakers", "wait", "tap 0", "wait"] { _ = try await session.handle(line: line) }
        return session
    }

    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    @Test func theBioScrollsByNameOrAlone() async throws {
        let session = try await presenter()
        #expect(text(try await session.handle(line: "show")).contains("textview speakerBio  20,128 280x219  Helvetica 14  #000000  read-only  inset 8  content height 304  offset 0  scrolls"))
        let byPart = text(try await session.handle(line: "scroll bio 60"))
        #expect(byPart.contains("content height 304  offset 60  scrolls") && byPart.contains("(2 lines above, out of view)"), "\(byPart)")
        let alone = text(try await session.handle(line: "scroll 1000"))
        #expect(alone.hasPrefix("(speakerBio scrolls from 0 to 85: scrolled to 85)\n"), "the only scrolling thing, held to its content")
        #expect(text(try await session.handle(line: "show")).contains("offset 85  scrolls"), "the offset stays while the screen shows")
        await #expect(throws: HostSessionError.noScrollable("nope", available: ["speakerBio"])) { _ = try await session.handle(line: "scroll nope 3") }
        _ = try await session.handle(line: "restart")
        for line in ["wait", "tab Speakers", "wait", "tap 0", "wait"] { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("offset 0  scrolls"), "restart forgets the offset")
    }

    @Test func aNamedTableScrollsAsTheAppScrollsIt() async throws {
        let session = HostSession(apps: DemoApps.all)
        for line in ["open speakeasy", "wait"] { _ = try await session.handle(line: line) }
        let scrolled = text(try await session.handle(line: "scroll tableView 1000"))
        #expect(scrolled.contains("offset") && !scrolled.contains("offset 0 "), "\(scrolled.prefix(600))")
        #expect(try HostCommand.parse("scroll bio 60") == .scrollNamed("bio", 60))
        #expect(throws: HostCommandError.self) { try HostCommand.parse("scroll bio far") }
    }
}
