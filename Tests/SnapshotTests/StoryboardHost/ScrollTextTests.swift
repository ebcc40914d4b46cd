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

    private func eventDetails() async throws -> HostSession {
        let session = HostSession(apps: DemoApps.all)
        for line in ["open speakeasy", "wait", "tap 0", "wait"] { _ = try await session.handle(line: line) }
        return session
    }

    @Test func theEventDescriptionInItsTableCellScrollsByName() async throws {
        let session = try await eventDetails()
        let top = text(try await session.handle(line: "show"))
        #expect(top.contains("textview textView  15,5 290x75  Helvetica 12  #000000  read-only  inset 8  content height 136  offset 0  scrolls"), "\(top)")
        #expect(top.contains("(3 lines below, out of view)") && !top.contains("and security."))
        // `description` names the text view by its cell, DescriptionCell.
        let scrolled = text(try await session.handle(line: "scroll description 60"))
        #expect(scrolled.contains("content height 136  offset 60  scrolls"), "\(scrolled)")
        #expect(scrolled.contains("(3 lines above, out of view)") && scrolled.contains("| \"and security.\""), "the later lines show")
        #expect(!scrolled.contains("Learn how"), "the first lines scrolled out of view")
        let wireframe = text(try await session.handle(line: "show wireframe"))
        #expect(wireframe.contains("and security.") && !wireframe.contains("Learn how"), "the wireframe shows the scrolled text too")
        #expect(text(try await session.handle(line: "scroll textView in 0.3 1000")).hasPrefix("(textView in 0.3 scrolls from 0 to 61: scrolled to 61)\n"))
        #expect(text(try await session.handle(line: "scroll 0.3 0")).contains("offset 0  scrolls"), "a row alone names its cell's text view")
        await #expect(throws: HostSessionError.noScrollable("nope", available: ["tableView", "textView in 0.3"])) {
            _ = try await session.handle(line: "scroll nope 3")
        }
    }

    @Test func aCellsOffsetStaysWhileItsScreenIsOnTheStackAndGoesWithIt() async throws {
        let session = try await eventDetails()
        _ = try await session.handle(line: "scroll description 60")
        for line in ["tab Speakers", "tab Events"] { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("offset 60  scrolls"), "another tab leaves the stack as it is")
        for line in ["back", "tap 0", "wait"] { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("content height 136  offset 0  scrolls"), "a screen pushed again starts at the top")
        _ = try await session.handle(line: "scroll description 60")
        for line in ["back", "tap 1", "wait"] { _ = try await session.handle(line: line) }
        let other = text(try await session.handle(line: "show"))
        #expect(other.contains("offset 0") && !other.contains("offset 60"), "another event's description is not scrolled: \(other)")
        _ = try await session.handle(line: "back")
        _ = try await session.handle(line: "tap 0")
        _ = try await session.handle(line: "scroll description 60")
        _ = try await session.handle(line: "restart")
        for line in ["wait", "tap 0", "wait"] { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("offset 0  scrolls"), "restart forgets it")
    }

    @Test func scrolledCellsScrollOnlyTheNamedViewsOfTheirRowsAndAskTheRestOfTheApp() {
        let long = String(repeating: "A line of text that wraps. ", count: 20)
        let cell = TableCell(reuseIdentifier: "Cell", contentElements: [
            Element("notes", frame: Rect(x: 0, y: 0, width: 200, height: 40), kind: .textView(TextView(long)),
                    children: [Element("inner", frame: Rect(x: 0, y: 0, width: 100, height: 20), kind: .textView(TextView(long)))]),
        ])
        let base = TableSections([.init(headerTitle: "Head", footerTitle: "Foot", rows: [.init(cell), .init(cell)])])
        let scrolled = ScrolledCells(base: base, offsets: [TableIndexPath(row: 1, section: 0): ["inner": 30]])
        #expect(scrolled.numberOfSections == 1 && scrolled.numberOfRows(inSection: 0) == 2)
        #expect(scrolled.headerTitle(forSection: 0) == "Head" && scrolled.footerTitle(forSection: 0) == "Foot")
        func offsets(_ row: Int) -> [Double] {
            let element = scrolled.cell(at: TableIndexPath(row: row, section: 0)).contentElements[0]
            return ([element] + element.children).compactMap { if case .textView(let view) = $0.kind { return view.contentOffsetY } else { return nil } }
        }
        #expect(offsets(0) == [0, 0], "another row is as the app gave it")
        #expect(offsets(1) == [0, 30], "only the named view, a subview too")
    }
}
