import Testing
@testable import StoryboardHost
import Navigation
import Presentation

/// Text views scroll by name (`scroll care 60`), or alone when nothing else on the screen
/// scrolls; the offset is held to the content, kept per screen, and forgotten on `restart`.
@MainActor
@Suite struct ScrollTextTests {
    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    private func session(_ lines: [String]) async throws -> HostSession {
        let session = HostSession(apps: [.garden()])
        for line in lines { _ = try await session.handle(line: line) }
        return session
    }

    /// Basil's detail: its care notes in a text view, the only thing on the screen that scrolls.
    private static let basil = ["open garden", "wait", "tap Basil", "wait"]

    @Test func theCareNotesScrollByNameOrAlone() async throws {
        let session = try await session(Self.basil)
        #expect(
            text(try await session.handle(line: "show")).contains(
                "textview careView  20,90 280x219  Helvetica 14  #000000  read-only  inset 8  content height 322  offset 0  scrolls"))
        let byPart = text(try await session.handle(line: "scroll care 60"))
        #expect(byPart.contains("content height 322  offset 60  scrolls") && byPart.contains("(2 lines above, out of view)"), "\(byPart)")
        let alone = text(try await session.handle(line: "scroll 1000"))
        #expect(alone.hasPrefix("(careView scrolls from 0 to 103: scrolled to 103)\n"), "the only scrolling thing, held to its content")
        #expect(text(try await session.handle(line: "show")).contains("offset 103  scrolls"), "the offset stays while the screen shows")
        await #expect(throws: HostSessionError.noScrollable("nope", available: ["careView"])) { _ = try await session.handle(line: "scroll nope 3") }
        _ = try await session.handle(line: "restart")
        for line in Self.basil.dropFirst() { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("offset 0  scrolls"), "restart forgets the offset")
    }

    @Test func aNamedTableScrollsAsTheAppScrollsIt() async throws {
        let session = try await session(["open garden", "wait"])
        let scrolled = text(try await session.handle(line: "scroll tableView 1000"))
        #expect(scrolled.contains("content height 484  offset 117"), "\(scrolled.prefix(600))")
        #expect(try HostCommand.parse("scroll care 60") == .scrollNamed("care", 60))
        #expect(throws: HostCommandError.self) { try HostCommand.parse("scroll care far") }
    }

    @Test func aTextViewInATableCellScrollsByName() async throws {
        let session = try await session(["open garden", "tab Settings"])
        let top = text(try await session.handle(line: "show"))
        #expect(top.contains("textview aboutView  15,5 270x75  Helvetica 12  #000000  read-only  inset 8  content height 151  offset 0  scrolls"), "\(top)")
        #expect(top.contains("(4 lines below, out of view)") && !top.contains("is sent anywhere.\"\n"))
        // `about` names the text view by the start of its name.
        let scrolled = text(try await session.handle(line: "scroll about 60"))
        #expect(scrolled.contains("content height 151  offset 60  scrolls"), "\(scrolled)")
        #expect(
            scrolled.contains("(3 lines above, out of view)") && scrolled.contains(#"| "nothing here is sent anywhere.""#), "the later lines show: \(scrolled)")
        let wireframe = text(try await session.handle(line: "show wireframe"))
        #expect(!wireframe.contains("A garden app for the host's tests: nothing here"), "the wireframe shows the scrolled text too: \(wireframe)")
        #expect(text(try await session.handle(line: "scroll aboutView in 0.0 1000")).hasPrefix("(aboutView in 0.0 scrolls from 0 to 76: scrolled to 76)\n"))
        #expect(
            text(try await session.handle(line: "scroll 0.0 0")).contains("content height 151  offset 0  scrolls"), "a row alone names its cell's text view")
        await #expect(throws: HostSessionError.noScrollable("nope", available: ["tableView", "aboutView in 0.0"])) {
            _ = try await session.handle(line: "scroll nope 3")
        }
    }

    @Test func anOffsetStaysWhileItsScreenIsOnTheStackAndGoesWithIt() async throws {
        let session = try await session(["open garden", "tab Settings", "scroll about 60"])
        for line in ["tab Plants", "wait", "tab Settings"] { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("content height 151  offset 60  scrolls"), "another tab leaves the stack as it is")
        for line in ["tab Plants", "tap Basil", "wait", "scroll care 60", "back", "tap Basil", "wait"] { _ = try await session.handle(line: line) }
        #expect(text(try await session.handle(line: "show")).contains("content height 322  offset 0  scrolls"), "a screen pushed again starts at the top")
        for line in ["scroll care 60", "back", "tap Dill", "wait"] { _ = try await session.handle(line: line) }
        let other = text(try await session.handle(line: "show"))
        #expect(other.contains("offset 0") && !other.contains("offset 60"), "another plant's notes are not scrolled: \(other)")
        _ = try await session.handle(line: "restart")
        _ = try await session.handle(line: "tab Settings")
        #expect(text(try await session.handle(line: "show")).contains("content height 151  offset 0  scrolls"), "restart forgets it")
    }

    @Test func scrolledCellsScrollOnlyTheNamedViewsOfTheirRowsAndAskTheRestOfTheApp() {
        let long = String(repeating: "A line of text that wraps. ", count: 20)
        let cell = TableCell(
            reuseIdentifier: "Cell",
            contentElements: [
                Element(
                    "notes", frame: Rect(x: 0, y: 0, width: 200, height: 40), kind: .textView(TextView(long)),
                    children: [Element("inner", frame: Rect(x: 0, y: 0, width: 100, height: 20), kind: .textView(TextView(long)))])
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
