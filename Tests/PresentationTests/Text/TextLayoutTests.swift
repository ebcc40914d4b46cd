import Testing
@testable import Presentation

/// UILabel-like layout, checked against widths computed by hand from Fonts/Helvetica.afm.
///
/// Handy Helvetica widths (units per 1000 em): space=278 ellipsis=1000
/// "Hello" H=722 e=556 l=222 l=222 o=556 = 2278; "world" w=722 o=556 r=333 l=222 d=556 = 2389.
/// At 10 pt a unit is 0.01 pt and the line height is ceil(1.2 × 10) = 12.
@Suite struct TextLayoutTests {
    private let system17 = Font.system(17)
    private let system10 = Font.system(10)

    // MARK: Width limit

    @Test func textExactlyAsWideAsTheLabelStaysOnOneLine() {
        // "Hello" = 2278 × 17 / 1000 = 38.726
        let layout = TextLayout(text: "Hello", font: system17, width: 38.726)
        #expect(layout.lineTexts == ["Hello"])
        #expect(!layout.isTruncated)
        #expect(isClose(layout.size.width, 38.726))
        #expect(layout.size.height == 21)
    }

    @Test func onePointNarrowerTruncatesASingleLine() {
        // 37.726 pt = 2219.2 units. "H…" = 722 + 1000 = 1722 fits; "He…" = 2278 does not.
        let layout = TextLayout(text: "Hello", font: system17, width: 37.726)
        #expect(layout.lineTexts == ["H…"])
        #expect(layout.isTruncated)
        #expect(isClose(layout.lines[0].width, 29.274))  // 1722 × 17 / 1000
    }

    @Test func twoWordsExactlyAtTheLimitShareALineAndOnePointLessWraps() {
        // "Hello world" = 2278 + 278 + 2389 = 4945 × 17 / 1000 = 84.065
        let fits = TextLayout(text: "Hello world", font: system17, width: 84.065, numberOfLines: 0)
        #expect(fits.lineTexts == ["Hello world"])
        let wraps = TextLayout(text: "Hello world", font: system17, width: 83.065, numberOfLines: 0)
        #expect(wraps.lineTexts == ["Hello", "world"])
        #expect(!wraps.isTruncated)
        // widest line "world" = 2389 × 17 / 1000 = 40.613; two lines of 21
        #expect(isClose(wraps.size.width, 40.613))
        #expect(wraps.size.height == 42)
    }

    // MARK: Empty and blank text

    @Test func emptyTextHasNoLines() {
        let layout = TextLayout(text: "", font: system17, width: 100, numberOfLines: 0)
        #expect(layout.lines.isEmpty)
        #expect(!layout.isTruncated)
        #expect(layout.size == .zero)
        #expect(layout.lineHeight == 21)
    }

    @Test func onlySpacesGiveOneEmptyLineWithoutWidth() {
        let layout = TextLayout(text: "    ", font: system17, width: 100)
        #expect(layout.lineTexts == [""])
        #expect(!layout.isTruncated)
        #expect(layout.size == Size(width: 0, height: 21))
    }

    // MARK: Spaces at wrap points

    @Test func spacesAtAWrapPointAreDroppedButAnIndentIsKept() {
        // 50 pt = 2941.2 units. "  Hello" = 278 + 278 + 2278 = 2834 fits; the five spaces hang
        // past the edge; "w" (722) does not fit, so the line ends after "Hello".
        let layout = TextLayout(text: "  Hello     world", font: system17, width: 50, numberOfLines: 0)
        #expect(layout.lineTexts == ["  Hello", "world"])
        // 2834 × 17 / 1000 = 48.178
        #expect(isClose(layout.lines[0].width, 48.178))
    }

    // MARK: Long words

    @Test func aWordWiderThanTheLineBreaksInside() {
        // 22 pt at 10 pt = 2200 units. a=556 b=556 c=500 d=556 -> 2168, +e=556 -> 2724 > 2200
        // e=556 f=278 g=556 h=556 i=222 -> 2168, +j=222 -> 2390 > 2200; then j alone.
        let layout = TextLayout(text: "abcdefghij", font: system10, width: 22, numberOfLines: 0)
        #expect(layout.lineTexts == ["abcd", "efghi", "j"])
        #expect(!layout.isTruncated)
        #expect(layout.size.height == 36)
    }

    @Test func aLongWordAfterAShortOneStartsOnItsOwnLine() {
        // "ab" + space = 1390, + a = 1946, + b = 2502 > 2200: wrap after "ab", then break the word
        let layout = TextLayout(text: "ab abcdefghij", font: system10, width: 22, numberOfLines: 0)
        #expect(layout.lineTexts == ["ab", "abcd", "efghi", "j"])
    }

    @Test func characterWrapFillsLinesAcrossSpaces() {
        // "ab ab" = 556+556+278+556+556 = 2502 > 2200: "ab a" (1946) then "b"
        let layout = TextLayout(
            text: "ab ab", font: system10, width: 22, numberOfLines: 0, lineBreakMode: .characterWrap)
        #expect(layout.lineTexts == ["ab a", "b"])
        let words = TextLayout(text: "ab ab", font: system10, width: 22, numberOfLines: 0, lineBreakMode: .wordWrap)
        #expect(words.lineTexts == ["ab", "ab"])
    }

    @Test func aLineTooNarrowForOneCharacterStillShowsOneCharacterPerLine() {
        let layout = TextLayout(text: "ab", font: system10, width: -5, numberOfLines: 0)
        #expect(layout.lineTexts == ["a", "b"])
    }

    // MARK: Newlines

    @Test func newlineCharactersForceNewLines() {
        let unix = TextLayout(text: "One\nTwo", font: system17, width: 300, numberOfLines: 0)
        #expect(unix.lineTexts == ["One", "Two"])
        let windows = TextLayout(text: "One\r\nTwo", font: system17, width: 300, numberOfLines: 0)
        #expect(windows.lineTexts == ["One", "Two"])
        let blank = TextLayout(text: "One\n\nTwo", font: system17, width: 300, numberOfLines: 0)
        #expect(blank.lineTexts == ["One", "", "Two"])
        #expect(blank.size.height == 63)
    }

    @Test func aFinalNewlineAddsNoLine() {
        let layout = TextLayout(text: "One\n", font: system17, width: 300, numberOfLines: 0)
        #expect(layout.lineTexts == ["One"])
        #expect(!layout.isTruncated)
    }

    @Test func aHiddenParagraphTruncatesTheLastVisibleLine() {
        let layout = TextLayout(text: "One\nTwo", font: system17, width: 300, numberOfLines: 1)
        #expect(layout.lineTexts == ["One…"])
        #expect(layout.isTruncated)
    }

    // MARK: numberOfLines

    /// Five words, one per line at 20 pt (2000 units): "aaa" 1668 + space + "b" 556 > 2000.
    private let fiveWords = "aaa bbb ccc ddd eee"

    @Test func unlimitedLinesShowEverything() {
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, numberOfLines: 0)
        #expect(layout.lineTexts == ["aaa", "bbb", "ccc", "ddd", "eee"])
        #expect(!layout.isTruncated)
        #expect(layout.size.height == 60)
    }

    @Test func threeLinesTruncateTheThirdAtTheTail() {
        // rest of paragraph "ccc ddd eee": c=500 c=500 + ellipsis 1000 = 2000 fits exactly
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, numberOfLines: 3)
        #expect(layout.lineTexts == ["aaa", "bbb", "cc…"])
        #expect(layout.isTruncated)
        #expect(isClose(layout.lines[2].width, 20))
        #expect(layout.size.height == 36)
    }

    @Test func threeLinesOfWordWrapEndWithoutEllipsis() {
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, numberOfLines: 3, lineBreakMode: .wordWrap)
        #expect(layout.lineTexts == ["aaa", "bbb", "ccc"])
        #expect(layout.isTruncated)
    }

    @Test func negativeNumberOfLinesMeansUnlimited() {
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, numberOfLines: -2)
        #expect(layout.lines.count == 5)
    }

    // MARK: Frame height

    @Test func frameHeightLimitsLinesToThoseThatFitEntirely() {
        // 30 / 12 = 2.5 -> 2 lines; "bbb ccc ddd eee": b=556 + 1000 = 1556, "bb…" 2112 > 2000
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 30, numberOfLines: 0)
        #expect(layout.lineTexts == ["aaa", "b…"])
        #expect(layout.isTruncated)
        #expect(layout.size.height == 24)
    }

    @Test func frameHeightOfExactlyAllLinesTruncatesNothing() {
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 60, numberOfLines: 0)
        #expect(layout.lines.count == 5)
        #expect(!layout.isTruncated)
    }

    @Test func aFrameShorterThanOneLineStillShowsOneLine() {
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 5, numberOfLines: 0)
        #expect(layout.lineTexts == ["a…"])
        #expect(layout.isTruncated)
    }

    @Test func aFrameWithoutHeightShowsNothing() {
        let layout = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 0, numberOfLines: 0)
        #expect(layout.lines.isEmpty)
        #expect(layout.isTruncated)
        #expect(layout.size == .zero)
    }

    @Test func numberOfLinesAndHeightTakeTheSmallerLimit() {
        let byCount = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 100, numberOfLines: 2)
        #expect(byCount.lines.count == 2)
        let byHeight = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 24, numberOfLines: 4)
        #expect(byHeight.lines.count == 2)
    }

    @Test func frameSizeConvenienceUsesWidthAndHeight() {
        let layout = TextLayout(text: fiveWords, font: system10, frameSize: Size(width: 20, height: 30), numberOfLines: 0)
        #expect(layout == TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 30, numberOfLines: 0))
    }

    // MARK: Truncation strings

    @Test func tailTruncationDropsTheSpaceBeforeTheEllipsis() {
        // 60 pt = 3529.4 units, minus ellipsis 1000 = 2529.4: "Hello" 2278 fits, "Hello " 2556 not
        let layout = TextLayout(text: "Hello world", font: system17, width: 60)
        #expect(layout.lineTexts == ["Hello…"])
        #expect(isClose(layout.size.width, 55.726))  // (2278 + 1000) × 17 / 1000
    }

    @Test func tailTruncationCutsInsideAWord() {
        // 75 pt = 4411.8 units - 1000 = 3411.8: "Hello w" = 2556 + 722 = 3278 fits, + o = 3834 not
        let layout = TextLayout(text: "Hello world", font: system17, width: 75)
        #expect(layout.lineTexts == ["Hello w…"])
        #expect(isClose(layout.size.width, 72.726))  // (3278 + 1000) × 17 / 1000
    }

    @Test func lastVisibleLineTakesTheRestOfItsParagraph() {
        // 105 pt = 10500 units. The=1723 quick=2334 brown=2723 fox=1334 jumps=2667 over=1945
        // the=1390 lazy=1778 dog=1668, space=278.
        // Line 1: "The quick brown fox" = 8948; + " jumps" = 11893 > 10500.
        // Line 2 rest: "jumps over the lazy dog"; budget 10500 - 1000 = 9500:
        // "jumps over the lazy" 8614 + space 278 + d 556 = 9448 fits; + o 556 = 10004 does not.
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = TextLayout(text: text, font: system10, width: 105, numberOfLines: 2)
        #expect(layout.lineTexts == ["The quick brown fox", "jumps over the lazy d…"])
        #expect(isClose(layout.lines[0].width, 89.48))
        #expect(isClose(layout.lines[1].width, 104.48))  // (9448 + 1000) / 100
    }

    @Test func clipCutsTheLastLineWithoutEllipsis() {
        // 60 pt = 3529.4 units: "Hello w" = 3278 fits, + o = 3834 does not
        let layout = TextLayout(text: "Hello world", font: system17, width: 60, lineBreakMode: .clip)
        #expect(layout.lineTexts == ["Hello w"])
        #expect(layout.isTruncated)
        #expect(isClose(layout.size.width, 55.726))
    }

    @Test func aWidthTooSmallForTheEllipsisShowsTheEllipsisAlone() {
        let layout = TextLayout(text: "Hello", font: system17, width: 3)
        #expect(layout.lineTexts == ["…"])
        #expect(layout.isTruncated)
    }

    // MARK: Fallback widths in layout

    @Test func emojiWrapAsWholeGlyphs() {
        // each emoji 17 pt at 17: two fit in 40, the third wraps; a flag is one glyph
        let faces = TextLayout(text: "😀😀😀", font: system17, width: 40, numberOfLines: 0)
        #expect(faces.lineTexts == ["😀😀", "😀"])
        let flags = TextLayout(text: "🇫🇷🇩🇪", font: system17, width: 34)
        #expect(flags.lineTexts == ["🇫🇷🇩🇪"])
        #expect(!flags.isTruncated)
    }

    @Test func cjkTextWithoutSpacesBreaksBetweenCharacters() {
        // 14 pt per character at 14: three fit in 50 (42), four (56) do not; lines 18 high
        let layout = TextLayout(text: "日本語テキスト", font: .system(14), width: 50, numberOfLines: 0)
        #expect(layout.lineTexts == ["日本語", "テキス", "ト"])
        #expect(layout.size == Size(width: 42, height: 54))
    }

    @Test func combiningMarksDoNotWidenALine() {
        // "Hello" with a combining acute on the e is still 38.726 wide
        let layout = TextLayout(text: "He\u{0301}llo", font: system17, width: 38.726)
        #expect(layout.lineTexts == ["He\u{0301}llo"])
        #expect(!layout.isTruncated)
    }

    // MARK: Bad input

    @Test func invalidNumbersDoNotCrash() {
        let nanWidth = TextLayout(text: "ab", font: system10, width: .nan, numberOfLines: 0)
        #expect(nanWidth.lineTexts == ["a", "b"])
        let infinite = TextLayout(text: fiveWords, font: system10, width: .infinity, maximumHeight: .infinity, numberOfLines: 0)
        #expect(infinite.lineTexts == [fiveWords])
        let nanHeight = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: .nan, numberOfLines: 0)
        #expect(nanHeight.lines.count == 5)
        let hugeHeight = TextLayout(text: fiveWords, font: system10, width: 20, maximumHeight: 1e300, numberOfLines: 0)
        #expect(hugeHeight.lines.count == 5)
        let zeroSize = TextLayout(text: fiveWords, font: .system(0), width: 20, maximumHeight: 30, numberOfLines: 0)
        #expect(zeroSize.lineTexts == [fiveWords])
        #expect(zeroSize.size == .zero)
    }

    @Test func longTextInOneLineLabelIsCutQuickly() {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 2_000)
        let layout = TextLayout(text: text, font: system17, width: 300)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text.hasSuffix("…"))
        #expect(layout.lines[0].width <= 300)
    }
}

/// Whether two point values agree to well below a pixel.
private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) < 1e-9
}
