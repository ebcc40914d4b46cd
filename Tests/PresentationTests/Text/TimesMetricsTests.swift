import Testing
@testable import Presentation

/// Times and Courier, the fonts a web view lays a page out in. Widths are checked against
/// values computed by hand from Fonts/Times-*.afm (WX per 1000 em); line metrics against what
/// headless Chromium gives Liberation Serif and Liberation Mono (Scripts/compare-webview-chromium.py).
@Suite struct TimesMetricsTests {
    @Test func timesFacesUseTheirOwnAFMWidths() {
        // Times-Roman: H=722 e=444 l=278 l=278 o=500 -> 2222 × 16 / 1000 = 35.552
        #expect(isClose(FontMetrics(.times(16)).width(of: "Hello"), 35.552))
        // Times-Bold: H=778 -> 2278 × 16 / 1000 = 36.448
        #expect(isClose(FontMetrics(Font.times(16).with(weight: .bold)).width(of: "Hello"), 36.448))
        // Times-Italic: a=500 where Times-Roman has 444
        #expect(FontMetrics(Font.times(16).with(isItalic: true)).units(of: "a") == 500)
        #expect(FontMetrics(.times(16)).units(of: "a") == 444)
        // No Times-BoldItalic file: bold italic is measured as bold (a=500, H=778).
        #expect(FontMetrics(Font.times(16).with(weight: .bold, isItalic: true)).units(of: "H") == 778)
    }

    @Test func familyNamesResolveToTheFacesThePackageHas() {
        let hello = FontMetrics(.times(16)).width(of: "Hello")
        for name in ["Times", "Times New Roman", "TimesNewRomanPSMT", "serif", "TIMES"] {
            #expect(FontMetrics(Font(family: name, size: 16)).width(of: "Hello") == hello)
        }
        for name in ["Courier", "Courier New", "monospace"] {
            #expect(FontMetrics(Font(family: name, size: 13)).units(of: "i") == 600)
            #expect(FontMetrics(Font(family: name, size: 13)).units(of: "W") == 600)
        }
        // Helvetica-Oblique has Helvetica's advances: italic Helvetica measures upright.
        #expect(FontMetrics(Font.system(17).with(isItalic: true)).width(of: "Hello") == FontMetrics(.system(17)).width(of: "Hello"))
    }

    @Test func courierKeepsTheFallbacksOfCharactersWithoutAGlyph() {
        let courier = FontMetrics(.courier(13))
        #expect(courier.units(of: "é") == 600)
        #expect(courier.units(of: "漢") == FontMetrics.wideGlyphUnits)
        #expect(courier.units(of: "\u{301}") == 0)
    }

    @Test func postScriptNamesFollowAdobesNaming() {
        #expect(Font.times(16).postScriptName == "Times-Roman")
        #expect(Font.times(16).with(weight: .bold).postScriptName == "Times-Bold")
        #expect(Font.times(16).with(isItalic: true).postScriptName == "Times-Italic")
        #expect(Font.times(16).with(weight: .bold, isItalic: true).postScriptName == "Times-BoldItalic")
        #expect(Font.system(12).with(isItalic: true).postScriptName == "Helvetica-Oblique")
        #expect(Font.courier(13).with(weight: .bold, isItalic: true).postScriptName == "Courier-BoldOblique")
        #expect(Font(family: "Georgia", weight: .bold, isItalic: true, size: 9).postScriptName == "Georgia-BoldItalic")
        #expect(Font.times(16).description == "Times-Roman 16")
    }

    @Test func normalLineHeightRoundsAscentDescentAndGapSeparately() {
        // Times New Roman / Liberation Serif hhea: 1825, -443, 87 per 2048.
        // 16: 14.26 -> 14, 3.46 -> 3, 0.68 -> 1: 18, as Chromium lays a Times 16 line out.
        #expect(FontMetrics(.times(16)).cssLineMetrics == CSSLineMetrics(ascent: 14, descent: 3, lineGap: 1))
        #expect(FontMetrics(.times(16)).cssLineMetrics.lineHeight == 18)
        #expect(FontMetrics(.times(16)).cssLineMetrics.baselineOffset == 14.5)
        // h1 (32): 28.52 -> 29, 6.92 -> 7, 1.36 -> 1: 37. h2 (24): 21 + 5 + 1 = 27.
        #expect(FontMetrics(.times(32)).cssLineMetrics.lineHeight == 37)
        #expect(FontMetrics(.times(24)).cssLineMetrics.lineHeight == 27)
        // Courier New / Liberation Mono: 1705, -615, 0 -> at 13: 10.82 -> 11, 3.90 -> 4, 0: 15.
        #expect(FontMetrics(.courier(13)).cssLineMetrics.lineHeight == 15)
        // Bold and italic Times share the metrics.
        #expect(FontMetrics(Font.times(16).with(weight: .bold, isItalic: true)).cssLineMetrics.lineHeight == 18)
        // Helvetica has no screen metrics here: UIKit's line height, the AFM ascender rounded.
        #expect(FontMetrics(.system(17)).cssLineMetrics == CSSLineMetrics(ascent: 12, descent: 9, lineGap: 0))
        for size in [0, -3, Double.nan, Double.infinity] {
            #expect(FontMetrics(.times(size)).cssLineMetrics.lineHeight == 0)
        }
    }

    @Test func generatedTimesTableIsSortedAndParallel() {
        let scalars = TimesMetrics.sparseScalars
        #expect(zip(scalars, scalars.dropFirst()).allSatisfy { $0 < $1 })
        for face in [TimesMetrics.regular, TimesMetrics.bold, TimesMetrics.italic] {
            #expect(face.sparseWidths.count == scalars.count)
            #expect(face.denseWidths.count == 224)
            #expect(face.screenLineMetrics == ScreenLineMetrics(unitsPerEm: 2048, ascender: 1825, descender: -443, lineGap: 87))
        }
        #expect([TimesMetrics.regular, TimesMetrics.bold, TimesMetrics.italic].map(\.postScriptName) == ["Times-Roman", "Times-Bold", "Times-Italic"])
        #expect(HelveticaMetrics.regular.screenLineMetrics == nil)
    }
}

/// Whether two point values agree to well below a pixel.
private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) < 1e-9
}
