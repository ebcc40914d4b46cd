import Testing
@testable import Presentation

/// The web view's page as WebKit lays it out. Where a test says "Chromium", the figures are
/// what headless Chromium 156 with Liberation Serif measured for the same HTML in a 300-pixel
/// viewport (Scripts/compare-webview-chromium.py); the others follow from the rules.
@Suite struct WebPageLayoutTests {
    private func layout(_ html: String, width: Double = 300) -> WebPageLayout {
        WebPageLayout(html: html, width: width)
    }

    @Test func theSeedArticleLinesAndHeightAreChromiums() {
        let page = layout(
            "<p>Corporate law is the study of how shareholders, directors, employees, creditors, and other stakeholders such as consumers, the community and the environment interact with one another. </p><p>The four defining characteristics of the modern corporation are:</p> <ul><li>Separate Legal Personality of the corporation (access to tort and contract law in a manner similar to a person)</li><li>Limited Liability of the shareholders</li><li>Shares (if the corporation is a public company, the shares are traded on a stock exchange)</li><li>Delegated Management; the board of directors delegates day-to-day management</li><ul>"
        )
        let chromium: [(y: Double, x: Double, text: String)] = [
            (8, 8, "Corporate law is the study of how"), (26, 8, "shareholders, directors, employees,"),
            (44, 8, "creditors, and other stakeholders such as"), (62, 8, "consumers, the community and the"),
            (80, 8, "environment interact with one another."), (114, 8, "The four defining characteristics of the"),
            (132, 8, "modern corporation are:"), (166, 48, "• Separate Legal Personality of the"),
            (184, 48, "corporation (access to tort and"), (202, 48, "contract law in a manner similar to a"),
            (220, 48, "person)"), (238, 48, "• Limited Liability of the shareholders"),
            (256, 48, "• Shares (if the corporation is a public"), (274, 48, "company, the shares are traded on a"),
            (292, 48, "stock exchange)"), (310, 48, "• Delegated Management; the board of"),
            (328, 48, "directors delegates day-to-day"), (346, 48, "management"),
        ]
        #expect(page.lines.map(\.displayText) == chromium.map(\.text))
        #expect(page.lines.map(\.y) == chromium.map(\.y))
        #expect(page.lines.map(\.x) == chromium.map(\.x))
        #expect(page.lines.allSatisfy { $0.height == 18 && $0.font == .times(16) })
        #expect(page.contentHeight == 380)
    }

    @Test func marginsCollapseAndTheQuirkyTopMarginIsDropped() {
        // The body's 8 stays; the first <p>'s 16 is dropped (quirks mode); 16 between two
        // paragraphs (not 32); the last paragraph's 16 outweighs the body's 8 at the bottom.
        let two = layout("<p>One</p><p>Two</p>")
        #expect(two.lines.map(\.y) == [8, 42] as [Double])
        #expect(two.contentHeight == 42 + 18 + 16 as Double)
        // A paragraph after text that is in no element keeps its top margin.
        let after = layout("Loose text<p>Para</p>")
        #expect(after.lines.map(\.y) == [8, 8 + 18 + 16] as [Double])
        #expect(after.contentHeight == 8 + 18 + 16 + 18 + 16 as Double)
        // Empty boxes collapse through: an empty <p> between two others adds nothing.
        #expect(layout("<p>One</p><p></p><p>Two</p>").lines.map(\.y) == [8, 42])
        // Without content the body's two margins adjoin and collapse into one.
        #expect(layout("").contentHeight == 8)
        #expect(layout("<p></p>").lines.isEmpty)
    }

    @Test func headingsAreBoldLargerAndSpacedInTheirOwnEm() {
        let page = layout("<h1>Title</h1><p>Text</p><h2>Sub</h2>")
        // h1: 32 bold, line 37 (29 + 7 + 1); its .67em margin (21.44) is quirky: dropped at the top.
        #expect(page.lines[0].font == Font.times(32).with(weight: .bold))
        #expect(page.lines[0].y == 8 && page.lines[0].height == 37)
        // Below h1: max(21.44, 16). Chromium puts the paragraph at 66.44 too.
        #expect(abs(page.lines[1].y - (8 + 37 + 21.44)) < 1e-9)
        // h2: 24 bold, line 27, .83em = 19.92 above it.
        #expect(page.lines[2].height == 27)
        #expect(abs(page.lines[2].y - (page.lines[1].y + 18 + 19.92)) < 1e-9)
    }

    @Test func listMarkersFollowTheNestingOfTheLists() {
        let page = layout("<ul><li>disc<ul><li>circle<ul><li>square<ol><li>number</ol></ul></ul></ul><ol><li>a<li>b</ol>")
        #expect(page.lines.map(\.displayText) == ["• disc", "◦ circle", "▪ square", "1. number", "1. a", "2. b"])
        // 40 more per list; nested lists have no vertical margins.
        #expect(page.lines.map(\.x) == [48, 88, 128, 168, 48, 48])
        #expect(page.lines.map(\.y) == [8, 26, 44, 62, 96, 114])
        #expect(page.lines[0].marker == "• " && page.lines[0].text == "disc")
        #expect(abs(page.lines[0].markerWidth - 9.6) < 1e-9)  // bullet 350 + space 250, at 16
    }

    @Test func textWrapsAfterHyphensAndNeverBeforePunctuation() {
        // 16 points of Times: "day-to-day" is 66.2 wide, "day-" 24.4.
        let narrow = layout("<p>day-to-day</p>", width: 16 + 50)
        #expect(narrow.lines.map(\.text) == ["day-to-", "day"])
        // "(access)." is one unit: no break before ")" or ".", none after "(".
        #expect(layout("<p>an (access).</p>", width: 16 + 40).lines.map(\.text) == ["an", "(access)."])
    }

    @Test func aWordWiderThanTheLineOverflowsWhole() {
        let page = layout("<p>a incomprehensibilities b</p>", width: 16 + 60)
        #expect(page.lines.map(\.text) == ["a", "incomprehensibilities", "b"])
        #expect(page.lines[1].width > 60)
    }

    @Test func aSoftHyphenIsInvisibleUnlessALineEndsThere() {
        #expect(layout("<p>extra&shy;ordinary</p>").lines.map(\.text) == ["extraordinary"])
        let broken = layout("<p>extra&shy;ordinary</p>", width: 16 + 40)
        #expect(broken.lines.map(\.text) == ["extra-", "ordinary"])
    }

    @Test func boldWordsAreMeasuredInTimesBold() {
        // "Hello Hello": regular 35.552 + 4 + 35.552 = 75.104; with the second word bold,
        // 35.552 + 4 + 36.448 = 76.0. A 75.5-point line holds the first, not the second.
        #expect(layout("<p>Hello Hello</p>", width: 16 + 75.5).lines.count == 1)
        let bold = layout("<p>Hello <b>Hello</b></p>", width: 16 + 75.5)
        #expect(bold.lines.map(\.text) == ["Hello", "Hello"])
        #expect(bold.lines[1].runs == [WebPageLayout.Run(text: "Hello", font: Font.times(16).with(weight: .bold))])
        let mixed = layout("<p>a <i>b</i> c</p>").lines[0].runs
        #expect(mixed.map(\.text) == ["a ", "b", " c"])
        #expect(mixed.map(\.font.isItalic) == [false, true, false])
    }

    @Test func lineBreaksRulesAndPreformattedText() {
        let page = layout("<div>a<br><br>b</div><hr><pre>x\ty\n  z</pre>")
        #expect(page.lines.map(\.displayText) == ["a", "", "b", "----", "x       y", "  z"])
        // The empty line keeps its room; the rule is 2 tall with 8 above and below; <pre> is
        // Courier 13 (lines of 15) 13 below the rule's margin... max(8, 13).
        #expect(page.lines.map(\.y) == [8, 26, 44, 70, 85, 100])
        #expect(page.lines[3].isRule && page.lines[3].height == 2 && page.lines[3].width == 284)
        #expect(page.lines[4].font == .courier(13) && page.lines[4].height == 15)
        #expect(page.contentHeight == 100 + 15 + 13)
        // <pre> does not wrap.
        let long = String(repeating: "word ", count: 40)
        #expect(layout("<pre>\(long)</pre>").lines.count == 1)
    }

    @Test func blockquotesAndDefinitionsAreIndented() {
        let page = layout("<blockquote>quoted</blockquote><dl><dt>term</dt><dd>meaning</dd></dl>")
        #expect(page.lines.map(\.x) == [48, 8, 48])
        #expect(page.lines.map(\.y) == [8, 42, 60])
    }

    @Test func deepNestingLaysOutInLinearTimeAndNeverTraps() {
        let html = String(repeating: "<ul><li>deep", count: 2_000)
        let page = layout(html)
        #expect(page.lines.count == 2_000)
        let deepest: Double = 8 + 40 * 2_000
        #expect(page.lines.last?.x == deepest)
        #expect(page.contentHeight.isFinite)
        for width in [0, -50, Double.nan, Double.infinity] {
            #expect(layout("<p>some words here</p>", width: width).lines.count == 3)
        }
    }
}
