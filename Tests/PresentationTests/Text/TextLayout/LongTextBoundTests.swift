import Testing
@testable import Presentation

/// Text of any length, as a server can send it, reaches a layout, a width and a snapshot line
/// bounded: only its first ``TextLayout/characterLimit`` characters are laid out or measured,
/// and a quote keeps ``TextQuote/characterLimit`` characters and says how long the text was.
/// (A 1 MB todo title was a 1 MB snapshot line; a 50 MB one took 19 s and 1.1 GB to show.)
@Suite struct LongTextBoundTests {
    /// 10 MB of words: far past every limit.
    static let long = String(repeating: "Buy milk and bread, ", count: 524_288)

    @Test func aOneLineLabelOfAnyLengthEndsInAnEllipsis() {
        let layout = TextLayout(text: Self.long, font: .system(17), width: 280)
        #expect(layout.lines.count == 1)
        #expect(layout.isTruncated && layout.isCut)
        #expect(layout.lineTexts.first?.hasSuffix("…") == true)
        #expect(layout.lineTexts.first?.hasPrefix("Buy milk and bread") == true)
    }

    @Test func unlimitedLinesLayOutTheFirstCharactersAndSaySo() {
        let layout = TextLayout(text: Self.long, font: .system(14), width: 300, numberOfLines: 0, lineBreakMode: .wordWrap)
        let laidOut = layout.lineTexts.joined(separator: " ").count
        #expect(layout.isCut && layout.isTruncated)
        #expect(laidOut <= TextLayout.characterLimit, "\(laidOut) characters laid out")
        #expect(laidOut > TextLayout.characterLimit - 100, "the limit is used, not less")
        let short = TextLayout(text: "Buy milk", font: .system(14), width: 300, numberOfLines: 0, lineBreakMode: .wordWrap)
        #expect(!short.isCut && !short.isTruncated, "short text is laid out whole")
    }

    @Test func aTextExactlyAtTheLimitIsNotCut() {
        let exact = String(repeating: "a ", count: TextLayout.characterLimit / 2)
        let layout = TextLayout(text: exact, font: .system(14), width: 300, numberOfLines: 0, lineBreakMode: .wordWrap)
        #expect(!layout.isCut)
        #expect(TextLayout(text: exact + "a", font: .system(14), width: 300, numberOfLines: 0, lineBreakMode: .wordWrap).isCut)
    }

    @Test func widthsAreMeasuredOverTheFirstCharacters() {
        let metrics = FontMetrics(.system(17))
        let bounded = metrics.width(of: Self.long)
        #expect(bounded == metrics.width(of: Self.long.prefix(TextLayout.characterLimit)))
        #expect(bounded > 100_000, "still wider than any screen")
    }

    @Test func aQuoteKeepsTheStartAndSaysHowLongTheTextWas() {
        let quoted = TextQuote.quoted(Self.long)
        #expect(quoted.count < TextQuote.characterLimit + 40, "\(quoted.count) characters")
        #expect(quoted.hasPrefix("\"Buy milk and bread, "))
        #expect(quoted.hasSuffix("…\" (cut: 10,485,760 bytes)"), "\(quoted.suffix(40))")
        let atLimit = String(repeating: "x", count: TextQuote.characterLimit)
        #expect(TextQuote.quoted(atLimit) == "\"" + atLimit + "\"", "a text at the limit is quoted whole")
        #expect(TextQuote.quoted(atLimit + "y").hasSuffix("(cut: \(TextQuote.characterLimit + 1) bytes)"))
        // Escapes count after the cut: a long text of quotes is still one bounded line.
        let quotes = String(repeating: "\"", count: 1_000_000)
        #expect(TextQuote.quoted(quotes).count < 2 * TextQuote.characterLimit + 40)
    }

    @Test func aLabelScreenOfALongTextPrintsOneShortLine() {
        let screen = Screen(appName: "Long", content: [.label("title", frame: Rect(x: 10, y: 10, width: 280, height: 21), Label(Self.long))])
        for format in [TextRenderer().render(screen), WireframeRenderer().render(screen), SVGRenderer().render(screen)] {
            let longest = format.split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest < 1_000, "the longest line has \(longest) characters")
        }
        let report = AccessibilityAudit().audit(screen)
        let longest = report.text.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 1_000, "the audit's longest line has \(longest) characters")
    }
}
