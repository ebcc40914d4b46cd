/// Measurements of text in a ``Font``, from Adobe's Helvetica and Times AFM files.
///
/// Widths are advance widths in points: AFM units × size / 1000, summed without kerning (pre-iOS 7
/// string drawing did not kern). Characters that have no AFM width get the documented fallback
/// widths below, never a crash. Times (also "Times New Roman" and "serif") is measured with
/// Times-Roman, Times-Bold and Times-Italic, Courier (also "monospace") as a fixed 600 units per
/// glyph, and every other family as Helvetica, the iOS 5/6 system font; see `FontFamily`.
/// A size that is not a positive finite number is measured as 0.
///
/// Fallback widths, in units per 1000 em:
/// - 0 for combining marks (Mn, Me), format and control characters, default-ignorable code
///   points (zero width space, joiners, variation selectors, soft hyphen);
/// - ``wideGlyphUnits`` (1000) for an emoji and for an East Asian wide or fullwidth character
///   (CJK, kana, Hangul, fullwidth forms). An emoji sequence (flag, ZWJ family, skin tone,
///   keycap) is one grapheme cluster and counts as ONE such glyph;
/// - ``unknownGlyphUnits`` (556, a digit's width) for anything else.
///
/// A tab is measured as a space; newline characters measure 0 (``TextLayout`` breaks lines
/// at them).
public struct FontMetrics: Hashable, Sendable {
    /// Units per em of every AFM value: widths in points are units × size / this.
    public static let unitsPerEm = 1000
    /// Advance, in AFM units, of an emoji or East Asian wide character (no AFM width).
    public static let wideGlyphUnits = FallbackGlyph.wide.units
    /// Advance, in AFM units, of any other character without an AFM width: a digit's width.
    public static let unknownGlyphUnits = FallbackGlyph.unknown.units

    /// The font being measured.
    public let font: Font

    /// Creates the metrics of `font`.
    public init(_ font: Font) {
        self.font = font
    }

    /// The size used for measuring: the font's size, or 0 when it is not a positive finite
    /// number.
    public var pointSize: Double {
        font.size.isFinite && font.size > 0 ? font.size : 0
    }

    /// Height of capital letters and ascenders above the baseline, in points (AFM `Ascender`,
    /// 718 for Helvetica).
    public var ascender: Double { points(forUnits: face.ascender) }

    /// Depth of descenders below the baseline, in points; negative (AFM `Descender`, -207 for
    /// Helvetica).
    public var descender: Double { points(forUnits: face.descender) }

    /// Height of capital letters, in points (AFM `CapHeight`).
    public var capHeight: Double { points(forUnits: face.capHeight) }

    /// Height of lowercase letters such as x, in points (AFM `XHeight`).
    public var xHeight: Double { points(forUnits: face.xHeight) }

    /// The height of one line of text, in points; see ``lineHeight(for:)``.
    public var lineHeight: Double { FontMetrics.lineHeight(for: font) }

    /// The height of one line of `font` text as UILabel laid it out on iOS 5/6, in points.
    ///
    /// A small table is the authority where it has an entry: 14 → 18, 17 → 21, 18 → 22 (both
    /// weights, as Helvetica and Helvetica-Bold share their vertical metrics). Other sizes use
    /// `ceil(1.2 × size)`; a size that is not positive gives 0. San Francisco's line is
    /// 1.193 × the size (20.29 at 17).
    public static func lineHeight(for font: Font) -> Double {
        // San Francisco's line: its ascender and descender, 2444 of 2048 units per em.
        if font.isMeasuredApproximately { return max(0, font.size) * 2444 / 2048 }
        return LineHeightTable.lineHeight(forPointSize: FontMetrics(font).pointSize)
    }

    /// The metrics of a line of this font in a web page with `line-height: normal`, as WebKit
    /// computes them from the screen font's ascent, descent and line gap (each scaled to the
    /// size and rounded): 18 points for Times 16 (14 + 3 + 1), 15 for Courier 13.
    ///
    /// For Helvetica, whose screen metrics the package does not carry, the line is UIKit's
    /// ``lineHeight(for:)`` with the AFM ascender (rounded) as its ascent.
    public var cssLineMetrics: CSSLineMetrics {
        if let screen = face.screenLineMetrics { return screen.lineBox(atSize: pointSize) }
        let height = lineHeight
        let ascent = ascender.rounded(.toNearestOrAwayFromZero)
        return CSSLineMetrics(ascent: ascent, descent: max(0, height - ascent), lineGap: 0)
    }

    /// The advance of `scalar` alone in points: its AFM width, or its fallback width. Text is
    /// measured by character (``advance(of:)``), which treats emoji sequences whole.
    ///
    /// - Complexity: O(log m), m being the number of scalars in the table (about 350).
    public func advance(ofScalar scalar: Unicode.Scalar) -> Double {
        points(forUnits: face.advanceOrFallback(of: scalar))
    }

    /// The advance of one user-perceived character in points; an emoji sequence is one glyph.
    ///
    /// - Complexity: O(k log m) for a character of k scalars.
    public func advance(of character: Character) -> Double {
        points(forUnits: face.advance(of: character))
    }

    /// The width of `text` on one line, in points: the sum of its characters' advances, no
    /// kerning. Newlines measure 0. Only the first ``TextLayout/characterLimit`` characters
    /// are measured.
    ///
    /// - Complexity: O(min(n, ``TextLayout/characterLimit``)) in the length of `text`.
    public func width<Text: StringProtocol>(of text: Text) -> Double {
        points(forUnits: face.advance(of: text))
    }

    /// The advance of `character` in AFM units (1000 per em), before scaling to the size.
    public func units(of character: Character) -> Int {
        face.advance(of: character)
    }

    /// `units` AFM units in points at this size.
    func points(forUnits units: Int) -> Double {
        Double(units) * pointSize / Double(FontMetrics.unitsPerEm)
    }

    /// The AFM face of the font's family, weight and slant.
    var face: FaceMetrics { FontFamily(font.family).face(weight: font.weight, isItalic: font.isItalic) }
}
