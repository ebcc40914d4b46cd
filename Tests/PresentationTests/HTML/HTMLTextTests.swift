import Testing
@testable import Presentation

@Suite struct HTMLTextTests {
    // MARK: The seed

    /// The detail page of the seed app; it ends with `<ul>` where `</ul>` was meant.
    static let seedHTML = """
        <p>Corporate law is the study of how shareholders, directors, employees, creditors, and other \
        stakeholders such as consumers, the community and the environment interact with one another. \
        </p><p>The four defining characteristics of the modern corporation are:</p> <ul><li>Separate \
        Legal Personality of the corporation (access to tort and contract law in a manner similar to a \
        person)</li><li>Limited Liability of the shareholders</li><li>Shares (if the corporation is a \
        public company, the shares are traded on a stock exchange)</li><li>Delegated Management; the \
        board of directors delegates day-to-day management</li><ul>
        """

    @Test func seedPageGivesTwoParagraphsAndFourBullets() {
        #expect(
            HTMLDocument.parse(Self.seedHTML) == [
                .paragraph(
                    "Corporate law is the study of how shareholders, directors, employees, creditors, and other stakeholders such as consumers, the community and the environment interact with one another."
                ),
                .paragraph("The four defining characteristics of the modern corporation are:"),
                .listItem(
                    marker: .bullet, depth: 0, "Separate Legal Personality of the corporation (access to tort and contract law in a manner similar to a person)"
                ),
                .listItem(marker: .bullet, depth: 0, "Limited Liability of the shareholders"),
                .listItem(marker: .bullet, depth: 0, "Shares (if the corporation is a public company, the shares are traded on a stock exchange)"),
                .listItem(marker: .bullet, depth: 0, "Delegated Management; the board of directors delegates day-to-day management"),
            ])
    }

    @Test func initAndParseAgree() {
        #expect(HTMLDocument(html: Self.seedHTML).blocks == HTMLDocument.parse(Self.seedHTML))
    }

    // MARK: Hidden content

    @Test func scriptAndStyleContentsAreHidden() {
        let html =
            "<p>Before</p><script type=\"text/javascript\">if (a < b && c > d) { document.write('<p>no</p>') }</SCRIPT ><style>p { color: red }</Style><p>After</p>"
        #expect(HTMLDocument.parse(html) == [.paragraph("Before"), .paragraph("After")])
    }

    @Test func scriptCloseTagMustBeComplete() {
        let html = "<script>var s = '</scripts>'; var t = 1;</script>Shown"
        #expect(HTMLDocument.parse(html) == [.paragraph("Shown")])
    }

    @Test func unclosedScriptHidesTheRest() {
        #expect(HTMLDocument.parse("<p>Seen</p><script>alert(1)<p>Not seen</p>") == [.paragraph("Seen")])
    }

    @Test func headTitleDoctypeAndCommentsAreHidden() {
        let html = """
            <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN">
            <html><head><title>Page title</title><meta charset="utf-8"><!-- a comment --></head>
            <body><!-- <p>commented out</p> --><p>Body text</p><?php echo 1 ?></body></html>
            """
        #expect(HTMLDocument.parse(html) == [.paragraph("Body text")])
    }

    @Test func bodyWithoutClosedHeadStillShows() {
        #expect(HTMLDocument.parse("<head><title>T</title><p>Shown</p>") == [.paragraph("Shown")])
    }

    @Test func unclosedCommentHidesTheRest() {
        #expect(HTMLDocument.parse("Seen<!-- never closed <p>hidden</p>") == [.paragraph("Seen")])
    }

    // MARK: Blocks and broken markup

    @Test func unclosedParagraphsAndItemsCloseAtTheNextBlock() {
        let html = "<p>One<p>Two<ul><li>A<li>B</ul><p>Three"
        #expect(
            HTMLDocument.parse(html) == [
                .paragraph("One"), .paragraph("Two"),
                .listItem(marker: .bullet, depth: 0, "A"), .listItem(marker: .bullet, depth: 0, "B"),
                .paragraph("Three"),
            ])
    }

    @Test func strayEndTagsAreIgnoredButStrayParagraphEndBreaks() {
        #expect(HTMLDocument.parse("a</li>b</div>c") == [.paragraph("abc")])
        #expect(HTMLDocument.parse("a</p>b") == [.paragraph("a"), .paragraph("b")])
    }

    @Test func inlineElementsContributeTheirTextOnly() {
        let html = "<p>A <b>bold</b>, <i>italic</i> and <a href=\"x.html\">linked</a> <font color=red>word</font>.</p>"
        #expect(HTMLDocument.parse(html) == [.paragraph("A bold, italic and linked word.")])
    }

    @Test func textOutsideElementsIsAParagraph() {
        #expect(HTMLDocument.parse("Just text") == [.paragraph("Just text")])
        #expect(
            HTMLDocument.parse("Before<div>Inside</div>After") == [
                .paragraph("Before"), .paragraph("Inside"), .paragraph("After"),
            ])
    }

    @Test func headingsCarryTheirLevelAndCloseEachOther() {
        #expect(
            HTMLDocument.parse("<h1>Title</h1><h3>Sub<h4>Deeper</h2><p>Body") == [
                .heading(level: 1, "Title"), .heading(level: 3, "Sub"), .heading(level: 4, "Deeper"), .paragraph("Body"),
            ])
    }

    @Test func attributeValuesMayContainAngleBrackets() {
        #expect(HTMLDocument.parse("<a title=\"a > b\" alt='c>d'>link</a> text") == [.paragraph("link text")])
    }

    @Test func strayAngleBracketsStayText() {
        #expect(HTMLDocument.parse("1 < 2 > 0, a<3, x <= y") == [.paragraph("1 < 2 > 0, a<3, x <= y")])
        #expect(HTMLDocument.parse("<<b>x</b>></>") == [.paragraph("<x>")])
    }

    @Test func unterminatedTagAtEndIsDropped() {
        #expect(HTMLDocument.parse("Hello <b") == [.paragraph("Hello")])
        #expect(HTMLDocument.parse("Hello <a href=\"never closed>world") == [.paragraph("Hello")])
        #expect(HTMLDocument.parse("Hello </p") == [.paragraph("Hello")])
        #expect(HTMLDocument.parse("Hello <") == [.paragraph("Hello <")])
    }

    @Test func emptyInputAndEmptyBlocksGiveNothing() {
        #expect(HTMLDocument.parse("").isEmpty)
        #expect(HTMLDocument.parse(" \n\t ").isEmpty)
        #expect(HTMLDocument.parse("<p></p><p> </p><div><br></div><li></li><ul></ul><p>&nbsp;</p>").isEmpty)
    }

    @Test func horizontalRuleIsABlock() {
        #expect(HTMLDocument.parse("<p>Above<hr>Below") == [.paragraph("Above"), .horizontalRule, .paragraph("Below")])
    }

    @Test func preformattedTextKeepsItsSpaces() {
        let html = "<p>Code:</p><pre>\nlet x  =  1\n\tif x &lt; 2 { <b>go</b>() }\n</pre>"
        #expect(HTMLDocument.parse(html) == [.paragraph("Code:"), .preformatted("let x  =  1\n\tif x < 2 { go() }")])
    }

    @Test func tableRowsBecomeParagraphsWithSeparatedCells() {
        let html = "<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ann <p>Lee</p><br></td><td></td><td>30</td></tr><td>Implied row</table>"
        #expect(
            HTMLDocument.parse(html) == [
                .paragraph("Name | Age"), .paragraph("Ann Lee | 30"), .paragraph("Implied row"),
            ])
    }

    @Test func endTagsInsideACellDoNotCloseElementsOutsideTheTable() {
        let html = "<h2>Head<table><tr><td>Cell<pre>code </h2>more</td></tr></table>"
        #expect(HTMLDocument.parse(html) == [.heading(level: 2, "Head"), .paragraph("Cell code more")])
        let list = "<ul><li>Item<table><tr><td>A<li>B</li></td></tr></table>After</ul>"
        #expect(
            HTMLDocument.parse(list) == [
                .listItem(marker: .bullet, depth: 0, "Item"), .paragraph("A B"),
                .listItem(marker: .continuation, depth: 0, "After"),
            ])
    }

    // MARK: Lists

    @Test func nestedListsIncreaseDepth() {
        let html = "<ul><li>One<ul><li>One.A<ul><li>One.A.i</li></ul></li></ul></li><li>Two</li></ul>"
        #expect(
            HTMLDocument.parse(html) == [
                .listItem(marker: .bullet, depth: 0, "One"),
                .listItem(marker: .bullet, depth: 1, "One.A"),
                .listItem(marker: .bullet, depth: 2, "One.A.i"),
                .listItem(marker: .bullet, depth: 0, "Two"),
            ])
    }

    @Test func orderedListsNumberTheirItemsAndRestartWhenNested() {
        let html = "<ol><li>First<li>Second<ol><li>Inner</ol><li>Third</ol><ol><li>Again</ol>"
        #expect(
            HTMLDocument.parse(html) == [
                .listItem(marker: .number(1), depth: 0, "First"),
                .listItem(marker: .number(2), depth: 0, "Second"),
                .listItem(marker: .number(1), depth: 1, "Inner"),
                .listItem(marker: .number(3), depth: 0, "Third"),
                .listItem(marker: .number(1), depth: 0, "Again"),
            ])
    }

    @Test func textAfterANestedListContinuesItsItem() {
        let html = "<ul><li><p>Lead</p><p>More</p><ul><li>Sub</li></ul>Tail</li></ul>"
        #expect(
            HTMLDocument.parse(html) == [
                .listItem(marker: .bullet, depth: 0, "Lead"),
                .listItem(marker: .continuation, depth: 0, "More"),
                .listItem(marker: .bullet, depth: 1, "Sub"),
                .listItem(marker: .continuation, depth: 0, "Tail"),
            ])
    }

    @Test func itemOutsideAnyListIsABullet() {
        #expect(HTMLDocument.parse("<li>Loose") == [.listItem(marker: .bullet, depth: 0, "Loose")])
    }

    // MARK: Entities

    @Test func namedEntitiesAreDecoded() {
        let html =
            "&amp; &lt; &gt; &quot; &apos; &copy; &reg; &trade; &hellip; &mdash; &ndash; &lsquo;&rsquo; &ldquo;&rdquo; &bull; &middot; &euro; &eacute;&Eacute;&uuml;&ntilde;&szlig;&ccedil;"
        #expect(HTMLDocument.parse(html) == [.paragraph("& < > \" ' © ® ™ … — – ‘’ “” • · € éÉüñßç")])
    }

    @Test func noBreakSpaceIsKeptAndDoesNotCollapse() {
        #expect(HTMLDocument.parse("a&nbsp;&nbsp;b") == [.paragraph("a\u{A0}\u{A0}b")])
    }

    @Test func numericReferencesAreDecoded() {
        #expect(HTMLDocument.parse("It&#8217;s &#x2019;&#X41;&#65 &#146;") == [.paragraph("It’s ’AA ’")])
    }

    @Test func unknownAndMalformedReferencesStayLiteral() {
        let html = "AT&T &bogus; &amp &; &#; &#x; &#xZ; & done"
        #expect(HTMLDocument.parse(html) == [.paragraph("AT&T &bogus; &amp &; &#; &#x; &#xZ; & done")])
    }

    @Test func invalidNumericReferencesBecomeReplacementCharacters() {
        let html = "&#0;|&#xD800;|&#x110000;|&#99999999999999999999;"
        #expect(HTMLDocument.parse(html) == [.paragraph("\u{FFFD}|\u{FFFD}|\u{FFFD}|\u{FFFD}")])
    }

    // MARK: White space and line breaks

    @Test func whiteSpaceCollapsesAndIsTrimmedAtBlockEdges() {
        #expect(
            HTMLDocument.parse("<p>\n   Many \t\n spaces   <b> across </b>  tags  \n</p>") == [
                .paragraph("Many spaces across tags")
            ])
    }

    @Test func lineBreaksSplitLinesInsideABlock() {
        #expect(HTMLDocument.parse("<p>One <br> two<br/>three<BR>\n</p>") == [.paragraph("One\ntwo\nthree")])
        #expect(HTMLDocument.parse("a<br><br>b</br>c") == [.paragraph("a\n\nb\nc")])
    }

    @Test func carriageReturnsAreNewlines() {
        #expect(HTMLDocument.parse("<pre>a\r\nb\rc</pre>") == [.preformatted("a\nb\nc")])
    }

    // MARK: Scripts of the world

    @Test func rightToLeftAndCombiningMarksArePreserved() {
        let hebrew = "שָׁלוֹם עוֹלָם"
        let arabic = "مرحبا بالعالم"
        let combining = "e\u{301}te\u{301} Z\u{324}\u{354}\u{367}"
        let blocks = HTMLDocument.parse("<p>\(hebrew)</p><p dir=\"rtl\">\(arabic) <b>\(combining)</b></p>")
        #expect(blocks == [.paragraph(hebrew), .paragraph(arabic + " " + combining)])
        #expect(blocks.last?.text?.unicodeScalars.elementsEqual((arabic + " " + combining).unicodeScalars) == true)
    }

    // MARK: Robustness

    @Test func tenThousandNestedDivsDoNotOverflow() {
        let depth = 10_000
        let html = String(repeating: "<div>", count: depth) + "Deep" + String(repeating: "</div>", count: depth)
        #expect(HTMLDocument.parse(html) == [.paragraph("Deep")])
    }

    @Test func tenThousandNestedListsDoNotOverflow() {
        let depth = 10_000
        let html = String(repeating: "<ul><li>x", count: depth)
        let blocks = HTMLDocument.parse(html)
        #expect(blocks.count == depth)
        #expect(blocks.last == .listItem(marker: .bullet, depth: depth - 1, "x"))
    }

    @Test func manyUnclosedAndStrayTagsStayFast() {
        let count = 10_000
        let html = String(repeating: "<p><span>", count: count) + String(repeating: "</div></li></td>", count: count)
        #expect(HTMLDocument.parse(html).isEmpty)
        let mixed = String(repeating: "<div>a", count: count) + String(repeating: "</blockquote>", count: count)
        #expect(HTMLDocument.parse(mixed).count == count)
    }

    @Test func hugeInputIsRead() {
        let html = String(repeating: "<p>Paragraph &amp; <i>text</i></p>\n", count: 20_000)
        let blocks = HTMLDocument.parse(html)
        #expect(blocks.count == 20_000)
        #expect(blocks.allSatisfy { $0 == .paragraph("Paragraph & text") })
    }

    @Test func randomMarkupAlwaysGivesTidyBlocks() {
        let fragments = [
            "<p>", "</p>", "<div>", "</div>", "<ul>", "</ul>", "<ol>", "</ol>", "<li>", "</li>",
            "<h2>", "</h3>", "<pre>", "</pre>", "<table>", "<tr>", "<td>", "</td>", "</table>",
            "<br>", "<hr>", "<b>", "</b>", "<script>", "</script>", "<!--", "-->", "<head>",
            "<a href=\"x>y\">", "<", ">", "&", "&amp;", "&#0;", "&#x41;", "&bogus;", " ", "\n",
            "\t", "word", "שלום", "e\u{301}", "&nbsp;", "<!DOCTYPE html>", "</", "\"", "'",
        ]
        var generator = SeededGenerator(seed: 2012)
        for _ in 0..<500 {
            let html = (0..<40).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }.joined()
            for block in HTMLDocument.parse(html) {
                if case .heading(let level, _) = block { #expect((1...6).contains(level)) }
                if case .listItem(_, let depth, _) = block { #expect(depth >= 0) }
                guard let text = block.text else { continue }
                let isBlank = text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
                #expect(!isBlank, "blank block from \(html)")
                if case .preformatted = block { continue }
                #expect(!text.hasPrefix(" ") && !text.hasSuffix(" ") && !text.contains("  "), "untidy \(text) from \(html)")
                #expect(!text.contains("\t") && !text.contains(" \n") && !text.contains("\n "), "untidy \(text) from \(html)")
            }
        }
    }

    // MARK: Plain text

    @Test func plainTextJoinsBlocksWithMarkers() {
        let html = "<h2>Title</h2><p>Intro<br>line</p><ol><li>One<ul><li>Sub</ul></ol><ul><li>Dot</ul><hr>"
        #expect(HTMLDocument(html: html).plainText == "Title\nIntro\nline\n1. One\n  • Sub\n• Dot\n----")
    }
}

/// A small deterministic random number generator (SplitMix64), so random tests repeat.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
