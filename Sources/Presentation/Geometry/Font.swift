/// A font as UIKit names it: a family, a weight, upright or italic, and a point size.
///
/// On iOS 5 and 6 the system font is Helvetica and the bold system font Helvetica-Bold, so
/// `Font.system(17)` is what a label gets by default; a web view lays its page out in Times
/// (``times(_:)``). Snapshots print a font as `Helvetica-Bold 19` or `Times-Roman 16`.
public struct Font: Hashable, Sendable {
    /// The weight of a font; each weight has its own metrics file.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Helvetica, Times-Roman.
        case regular
        /// Helvetica-Bold, Times-Bold.
        case bold
    }

    /// The family name: "Helvetica" for the iOS 5 system font, "Times" for a web page's text,
    /// "Courier" for its preformatted text.
    public var family: String
    /// Regular or bold.
    public var weight: Weight
    /// Whether the face is italic (Times-Italic) or oblique (Helvetica-Oblique).
    public var isItalic: Bool
    /// The point size.
    public var size: Double
    /// The Dynamic Type style whose size this font follows (a storyboard's
    /// `UICTFontTextStyleBody`); nil for a font of a fixed size, which keeps it at every text
    /// size. ``size`` is the style's size at the text size the screen shows.
    public var textStyle: TextStyle?

    /// Creates a font of `family`, `weight` and `size`, upright unless `isItalic`, following
    /// `textStyle` when it has one.
    public init(family: String = "Helvetica", weight: Weight = .regular, isItalic: Bool = false, size: Double, textStyle: TextStyle? = nil) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
        self.size = size
        self.textStyle = textStyle
    }

    /// The family name of San Francisco, the system font since iOS 9 (`SFPro`, printed
    /// `SFPro 17`, `SFPro-Bold 17`). Its files may not be redistributed: it is measured with
    /// Helvetica's widths and its own line height (1.193 × the size), so what depends on its
    /// widths is approximate (``isMeasuredApproximately``).
    public static let sanFranciscoFamily = "SFPro"

    /// Whether the font's widths are an approximation (San Francisco measured as Helvetica,
    /// within about 1.5%, `Docs/AutoLayout.md`).
    public var isMeasuredApproximately: Bool { family == Font.sanFranciscoFamily }

    /// This font in `family` (a text style's font in the document's system font).
    public func inFamily(_ family: String) -> Font {
        var font = self
        font.family = family
        return font
    }

    /// The font at `category`: a text style's size there; a fixed font unchanged.
    public func at(_ category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.size = category.pointSize(of: textStyle)
        return font
    }

    /// `[UIFont systemFontOfSize:size]`: Helvetica on iOS 5/6.
    public static func system(_ size: Double) -> Font {
        Font(weight: .regular, size: size)
    }

    /// `[UIFont boldSystemFontOfSize:size]`: Helvetica-Bold on iOS 5/6.
    public static func boldSystem(_ size: Double) -> Font {
        Font(weight: .bold, size: size)
    }

    /// Times at `size`: WebKit's default font, the one a `UIWebView` lays out unstyled HTML in
    /// (Times New Roman on iOS, whose advances are Times').
    public static func times(_ size: Double) -> Font {
        Font(family: "Times", size: size)
    }

    /// Courier at `size`: WebKit's default monospace font, for `<pre>`.
    public static func courier(_ size: Double) -> Font {
        Font(family: "Courier", size: size)
    }

    /// This font in another weight, slant or size (a heading's bold, an `<i>`'s italic).
    public func with(weight: Weight? = nil, isItalic: Bool? = nil, size: Double? = nil) -> Font {
        Font(family: family, weight: weight ?? self.weight, isItalic: isItalic ?? self.isItalic, size: size ?? self.size, textStyle: textStyle)
    }

    /// The PostScript name of the face: `Helvetica-Bold`, `Times-Roman`, `Times-BoldItalic`,
    /// `Courier-Oblique`; for another family, the family with `-Bold`, `-Italic` or
    /// `-BoldItalic` appended.
    public var postScriptName: String {
        let italic = family == "Helvetica" || family == "Courier" ? "Oblique" : "Italic"
        let style = (weight == .bold ? "Bold" : "") + (isItalic ? italic : "")
        if style.isEmpty { return family == "Times" ? "Times-Roman" : family }
        return family + "-" + style
    }

    /// The font as snapshots print it: `Helvetica-Bold 19`.
    public var description: String {
        postScriptName + " " + PointFormat.string(size)
    }
}
