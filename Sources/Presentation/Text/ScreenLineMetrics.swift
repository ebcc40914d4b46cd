/// The vertical metrics of a screen font from its `hhea` table: what WebKit lays out a line of
/// text with when its `line-height` is `normal`.
///
/// AFM files have an ascender and a descender but no line gap, and their ascender (the height
/// of the letters) is not the font's line ascent, so these values come from the font iOS draws
/// with (see the generated tables for each family's source).
struct ScreenLineMetrics: Sendable, Hashable {
    /// The font's units per em (2048 for TrueType fonts).
    let unitsPerEm: Int
    /// The line ascent above the baseline (`hhea` ascender).
    let ascender: Int
    /// The line descent below the baseline, negative (`hhea` descender).
    let descender: Int
    /// The extra space between lines (`hhea` lineGap).
    let lineGap: Int

    /// The metrics at `size` points, each rounded to a whole point as WebKit (and Blink) round
    /// them: ascent, descent and line gap are scaled and rounded separately, and
    /// `line-height: normal` is their sum.
    func lineBox(atSize size: Double) -> CSSLineMetrics {
        func scaled(_ units: Int) -> Double {
            guard size.isFinite, size > 0, unitsPerEm > 0 else { return 0 }
            return (Double(units) * size / Double(unitsPerEm)).rounded(.toNearestOrAwayFromZero)
        }
        return CSSLineMetrics(ascent: scaled(ascender), descent: scaled(-descender), lineGap: scaled(lineGap))
    }
}

/// The vertical metrics of one line of a font in a web page with `line-height: normal`, in
/// whole points: the line box is ``lineHeight`` tall and its baseline lies
/// ``baselineOffset`` below its top (half the line gap above the ascent).
public struct CSSLineMetrics: Sendable, Hashable {
    /// The ascent above the baseline.
    public let ascent: Double
    /// The descent below the baseline.
    public let descent: Double
    /// The gap WebKit adds between lines, half above and half below the glyphs.
    public let lineGap: Double

    /// Creates line metrics from their three parts.
    public init(ascent: Double, descent: Double, lineGap: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// The height of a line box: ascent + descent + line gap.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// The distance from the top of the line box to the baseline.
    public var baselineOffset: Double { lineGap / 2 + ascent }
}
