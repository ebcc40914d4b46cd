import Testing
@testable import Presentation

/// The boxes and styled text a web page layout reads, from the same tree builder as
/// HTMLDocument.
@Suite struct HTMLFlowTests {
    private func items(_ html: String) -> [HTMLFlow.Item] {
        HTMLFlow.parse(html).items
    }

    @Test func theSeedArticleOpensAndClosesEveryBoxItShows() {
        let html = "<p>One. </p><p>Two:</p> <ul><li>A</li><li>B</li><ul>"
        #expect(
            items(html) == [
                .open("p"), .text(StyledText("One."), marker: nil), .close,
                .open("p"), .text(StyledText("Two:"), marker: nil), .close,
                .open("ul"),
                .open("li"), .text(StyledText("A"), marker: .bullet), .close,
                .open("li"), .text(StyledText("B"), marker: .bullet), .close,
                // The seed's unclosed second <ul> is an empty list inside the first.
                .open("ul"), .close,
                .close,
            ])
    }

    @Test func everyOpenHasItsCloseWhateverTheMarkup() {
        for html in ["<div><p>a<ul><li>b<li><p>c", "<h1>x<h2>y</h1>z", "</p></div><li>orphan", String(repeating: "<ul><li>deep", count: 500)] {
            var depth = 0
            for item in items(html) {
                if case .open = item { depth += 1 }
                if case .close = item { depth -= 1 }
                #expect(depth >= 0)
            }
            #expect(depth == 0)
        }
    }

    @Test func aListItemsMarkerGoesWithItsFirstTextOnly() {
        let flow = items("<ol><li>one<ul><li>inner</ul>after</li><li>two</ol>")
        let texts: [(String, ListMarker?)] = flow.compactMap {
            if case .text(let text, let marker) = $0 { (text.text, marker) } else { nil }
        }
        #expect(texts.map(\.0) == ["one", "inner", "after", "two"])
        #expect(texts.map(\.1) == [.number(1), .bullet, nil, .number(2)])
    }

    @Test func inlineBoldAndItalicAreSpansOfTheText() {
        let flow = items("<p>Plain <b>bold <i>both</i></b> <em>italic</em></p>")
        guard case .text(let text, _) = flow[1] else {
            Issue.record("expected text, got \(flow[1])")
            return
        }
        #expect(text.text == "Plain bold both italic")
        let bold = InlineStyle(isBold: true, isItalic: false)
        let both = InlineStyle(isBold: true, isItalic: true)
        let italic = InlineStyle(isBold: false, isItalic: true)
        // The space before <b> is plain; the one before </b> is bold; the one after </b> plain.
        #expect(
            text.spans == [
                .init(start: 0, style: .plain), .init(start: 6, style: bold), .init(start: 11, style: both),
                .init(start: 15, style: .plain), .init(start: 16, style: italic),
            ])
        #expect(text.characterStyles.count == text.text.count)
        #expect(text.characterStyles[6] == bold && text.characterStyles[21] == italic)
        // A stray end tag does not make later text lose a style it never had.
        guard case .text(let stray, _) = items("</b>a<b>b</b></b>c")[0] else { return }
        #expect(stray.characterStyles == [.plain, bold, .plain])
    }

    @Test func tablesAndHeadAreNotBoxes() {
        #expect(
            items("<head><title>t</title><style>p{}</style></head><table><tr><td><p>a</p><td>b</table><hr>") == [
                .text(StyledText("a | b"), marker: nil), .rule,
            ])
    }

    @Test func preformattedTextKeepsItsSpacesAndAFinalBreakIsDropped() {
        #expect(items("<pre>\n  two  spaces\n</pre>") == [.open("pre"), .text(StyledText("  two  spaces"), marker: nil), .close])
        #expect(items("<div>a<br>b<br></div>") == [.open("div"), .text(StyledText("a\nb"), marker: nil), .close])
    }
}
