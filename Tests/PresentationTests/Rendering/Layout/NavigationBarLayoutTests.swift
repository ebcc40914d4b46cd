import Testing
@testable import Presentation

/// Where the navigation bar's title goes, by UIKit's rule: centred in the bar; moved clear of
/// a button it would overlap, as far as the room allows; cut with "…" only when it fits nowhere.
@Suite struct NavigationBarLayoutTests {
    private let frame = Rect(x: 0, y: 20, width: 320, height: 44)
    private let titleFont = Font.boldSystem(20)

    private func layout(_ bar: NavigationBar) -> NavigationBarLayout {
        NavigationBarLayout(bar: bar, frame: frame)
    }

    private func width(_ text: String) -> Double {
        FontMetrics(titleFont).width(of: text)
    }

    @Test func aShortTitleIsCentredInTheBar() throws {
        let title = try #require(layout(NavigationBar(title: "Events", backButtonTitle: "Back")).title)
        #expect(title.text == "Events")
        #expect(title.anchorX == 160)
        #expect(title.alignment == .center)
    }

    @Test func aTitleThatWouldOverlapTheBackButtonMovesRightAndStaysWhole() throws {
        // "Presenter" centred would start at 113.9, against the "Event Details" back button
        // (5 to 113.4): it moves right, 5 points clear, and shows whole (it used to be cut to
        // "Prese…" to keep it centred).
        let bar = layout(NavigationBar(title: "Presenter", backButtonTitle: "Event Details"))
        let back = try #require(bar.leftItems.first)
        let title = try #require(bar.title)
        #expect(title.text == "Presenter")
        #expect(160 - width("Presenter") / 2 < back.frame.maxX + 5)
        #expect(abs(title.anchorX - width("Presenter") / 2 - (back.frame.maxX + 5)) < 1e-9)
    }

    @Test func aTitleThatWouldOverlapARightButtonMovesLeft() throws {
        let bar = layout(NavigationBar(title: "Shopping List", rightItems: [.titled("Synchronize")]))
        let button = try #require(bar.rightItems.first)
        let title = try #require(bar.title)
        #expect(title.text == "Shopping List")
        #expect(160 + width("Shopping List") / 2 > button.frame.minX)
        #expect(abs(title.anchorX + width("Shopping List") / 2 - (button.frame.minX - 5)) < 1e-9)
    }

    @Test func aTitleWiderThanTheRoomBetweenTheButtonsIsCutToItAndCentredInIt() throws {
        let bar = layout(NavigationBar(title: "A presenter with a very long name", backButtonTitle: "Event Details", rightItems: [.system(.edit)]))
        let back = try #require(bar.leftItems.first)
        let edit = try #require(bar.rightItems.first)
        let title = try #require(bar.title)
        let room = edit.frame.minX - 5 - (back.frame.maxX + 5)
        #expect(title.text.hasSuffix("…"))
        #expect(width(title.text) <= room)
        #expect(title.text == TextLayout(text: "A presenter with a very long name", font: titleFont, width: room).lineTexts.first)
        #expect(abs(title.anchorX - (back.frame.maxX + 5 + room / 2)) < 1e-9)
    }

    @Test func withoutButtonsATitleGetsTheWholeBarLessItsMargins() throws {
        let long = String(repeating: "Wide title ", count: 6)
        let title = try #require(layout(NavigationBar(title: long)).title)
        #expect(title.text.hasSuffix("…"))
        #expect(width(title.text) <= 310)
        #expect(title.anchorX == 160)
        let short = try #require(layout(NavigationBar(title: "Items")).title)
        #expect(short.text == "Items" && short.anchorX == 160)
    }

    @Test func noRoomAtAllShowsTheEllipsisAlone() throws {
        let bar = layout(
            NavigationBar(
                title: "Title", backButtonTitle: String(repeating: "Back ", count: 30),
                rightItems: [.titled(String(repeating: "Right ", count: 30))]))
        let title = try #require(bar.title)
        let room = try #require(bar.rightItems.first).frame.minX - 5 - (try #require(bar.leftItems.first).frame.maxX + 5)
        #expect(title.text.hasSuffix("…"))
        #expect(width(title.text) <= max(room, width("…")))
    }

    @Test func theWireframeShowsTheTitleWholeWhereUIKitDoes() {
        let screen = Screen(appName: "SpeakEasy", navigationBar: NavigationBar(title: "Presenter", backButtonTitle: "Event Details"), content: [])
        let rows = WireframeRenderer().render(screen).split(separator: "\n")
        #expect(rows[4].contains("< Event Details") && rows[4].contains(" Presenter "))
        #expect(!rows[4].contains("…"))
        let crowded = Screen(
            appName: "A",
            navigationBar: NavigationBar(
                title: "A presenter with a very long name", backButtonTitle: "Event Details", rightItems: [.system(.edit)]), content: [])
        let row = WireframeRenderer().render(crowded).split(separator: "\n")[4]
        #expect(row.contains("…") && row.contains("[Edit]") && row.contains("< Event Details"))
    }
}
