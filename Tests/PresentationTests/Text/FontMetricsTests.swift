import Testing
@testable import Presentation

/// Widths checked against values computed by hand from Fonts/Helvetica.afm and
/// Fonts/Helvetica-Bold.afm (WX in units per 1000 em; points = units × size / 1000).
@Suite struct FontMetricsTests {
    private let regular17 = FontMetrics(.system(17))

    @Test func asciiWordMatchesAFMArithmetic() {
        // H=722 e=556 l=222 l=222 o=556 -> 2278 × 17 / 1000 = 38.726
        #expect(isClose(regular17.width(of: "Hello"), 38.726))
    }

    @Test func boldWordUsesBoldWidths() {
        // Helvetica-Bold: H=722 e=556 l=278 l=278 o=611 -> 2445 × 18 / 1000 = 44.01
        #expect(isClose(FontMetrics(.boldSystem(18)).width(of: "Hello"), 44.01))
    }

    @Test func spaceAndTabAreMeasuredAlike() {
        // space=278 -> 278 × 17 / 1000 = 4.726; a tab is measured as a space
        #expect(isClose(regular17.width(of: " "), 4.726))
        #expect(isClose(regular17.width(of: "\t"), 4.726))
    }

    @Test func asciiQuotesFollowGlyphNamesNotStandardEncodingCodes() {
        // ' is quotesingle (191), ` is grave (333); code 39 in the AFM is quoteright (222)
        #expect(regular17.units(of: "'") == 191)
        #expect(regular17.units(of: "`") == 333)
        #expect(regular17.units(of: "\u{2019}") == 222)
    }

    @Test func latinOneAndExtendedGlyphsHaveAFMWidths() {
        // eacute=556 Lslash=556 Euro=556 ellipsis=1000 emdash=1000 bullet=350 fi=500
        #expect(regular17.units(of: "é") == 556)
        #expect(regular17.units(of: "Ł") == 556)
        #expect(regular17.units(of: "€") == 556)
        #expect(regular17.units(of: "…") == 1000)
        #expect(regular17.units(of: "—") == 1000)
        #expect(regular17.units(of: "•") == 350)
        #expect(regular17.units(of: "\u{FB01}") == 500)
        // Bold: Euro=556, germandbls=611, scommaaccent=556
        let bold = FontMetrics(.boldSystem(17))
        #expect(bold.units(of: "ß") == 611)
        #expect(bold.units(of: "ș") == 556)
    }

    @Test func doubleMappedGlyphsCoverTheirSecondScalar() {
        // no-break space is space (278), Greek mu is mu (556), U+0394 is Delta (612)
        #expect(regular17.units(of: "\u{00A0}") == 278)
        #expect(regular17.units(of: "\u{03BC}") == 556)
        #expect(regular17.units(of: "\u{0394}") == 612)
    }

    @Test func combiningMarksAndZeroWidthCharactersTakeNoRoom() {
        // e + U+0301 is one character as wide as e (556 × 17 / 1000 = 9.452)
        #expect(isClose(regular17.width(of: "e\u{0301}"), 9.452))
        #expect(regular17.advance(ofScalar: "\u{0301}") == 0)
        #expect(regular17.width(of: "\u{200B}") == 0)  // zero width space
        #expect(regular17.width(of: "\u{00AD}") == 0)  // soft hyphen
        #expect(regular17.width(of: "\u{200D}") == 0)  // zero width joiner
    }

    @Test func emojiSequencesCountAsOneFullEmGlyph() {
        // each emoji is 1000 units -> 1000 × 17 / 1000 = 17, however many scalars it holds
        #expect(regular17.width(of: "😀") == 17)
        #expect(regular17.width(of: "🇫🇷") == 17)  // two regional indicators
        #expect(regular17.width(of: "👨‍👩‍👧") == 17)  // ZWJ family of five scalars
        #expect(regular17.width(of: "👍🏽") == 17)  // skin tone modifier
        #expect(regular17.width(of: "1\u{FE0F}\u{20E3}") == 17)  // keycap one
        #expect(regular17.width(of: "😀🇫🇷") == 34)
    }

    @Test func textCopyrightUsesAFMWidthButEmojiPresentationIsFullEm() {
        // copyright=737 -> 737 × 17 / 1000 = 12.529; with U+FE0F it is the emoji glyph, 17
        #expect(isClose(regular17.width(of: "©"), 12.529))
        #expect(regular17.width(of: "©\u{FE0F}") == 17)
    }

    @Test func eastAsianWideCharactersAreFullEm() {
        // 1000 units each at 14 pt -> 14 per character
        let metrics = FontMetrics(.system(14))
        #expect(metrics.width(of: "日本") == 28)
        #expect(metrics.width(of: "ひらがな") == 56)
        #expect(metrics.width(of: "한국") == 28)
        #expect(metrics.width(of: "\u{FF21}") == 14)  // fullwidth A
        #expect(metrics.width(of: "\u{3000}") == 14)  // ideographic space
    }

    @Test func unknownCharactersUseTheDigitWidth() {
        // Cyrillic and Greek letters have no AFM glyph -> 556 each, like "0"
        #expect(FontMetrics.unknownGlyphUnits == 556)
        #expect(regular17.units(of: "Ж") == 556)
        #expect(regular17.units(of: "λ") == regular17.units(of: "0"))
    }

    @Test func verticalMetricsScaleWithSize() {
        // Ascender 718, Descender -207, CapHeight 718, XHeight 523 (bold 532), at 17 pt
        #expect(isClose(regular17.ascender, 12.206))
        #expect(isClose(regular17.descender, -3.519))
        #expect(isClose(regular17.capHeight, 12.206))
        #expect(isClose(regular17.xHeight, 8.891))
        #expect(isClose(FontMetrics(.boldSystem(17)).xHeight, 9.044))
    }

    @Test func lineHeightTableWinsOverFormula() {
        #expect(FontMetrics.lineHeight(for: .system(17)) == 21)
        #expect(FontMetrics.lineHeight(for: .boldSystem(18)) == 22)
        #expect(FontMetrics.lineHeight(for: .system(14)) == 18)  // formula would give 17
        #expect(FontMetrics.lineHeight(for: .boldSystem(14)) == 18)  // same vertical metrics
    }

    @Test func lineHeightFormulaRoundsUpOneFifthMore() {
        #expect(FontMetrics.lineHeight(for: .system(12)) == 15)  // 14.4
        #expect(FontMetrics.lineHeight(for: .system(15)) == 18)  // exactly 18, not 19
        #expect(FontMetrics.lineHeight(for: .system(20)) == 24)
        #expect(FontMetrics.lineHeight(for: .boldSystem(19)) == 23)  // 22.8
    }

    @Test func invalidSizesMeasureZeroInsteadOfCrashing() {
        for size in [0, -4, Double.nan, Double.infinity] {
            let metrics = FontMetrics(.system(size))
            #expect(metrics.width(of: "Hello") == 0)
            #expect(metrics.lineHeight == 0)
        }
    }

    @Test func everyFamilyIsMeasuredAsHelvetica() {
        let other = FontMetrics(Font(family: "Georgia", weight: .regular, size: 17))
        #expect(other.width(of: "Hello") == regular17.width(of: "Hello"))
    }

    @Test func generatedTableIsSortedAndParallel() {
        let scalars = HelveticaMetrics.sparseScalars
        #expect(zip(scalars, scalars.dropFirst()).allSatisfy { $0 < $1 })
        #expect(HelveticaMetrics.regular.sparseWidths.count == scalars.count)
        #expect(HelveticaMetrics.bold.sparseWidths.count == scalars.count)
        #expect(HelveticaMetrics.regular.denseWidths.count == 224)
        #expect(HelveticaMetrics.bold.denseWidths.count == 224)
    }
}

/// Whether two point values agree to well below a pixel.
private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) < 1e-9
}
