/// A font as UIKit names it: a family, a weight and a point size.
///
/// On iOS 5 and 6 the system font is Helvetica and the bold system font Helvetica-Bold, so
/// `Font.system(17)` is what a label gets by default. Snapshots print a font as
/// `Helvetica-Bold 19`.
public struct Font: Hashable, Sendable {
    /// The weight of a font; each weight has its own metrics file.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Helvetica.
        case regular
        /// Helvetica-Bold.
        case bold
    }

    /// The family name, "Helvetica" for the iOS 5 system font.
    public var family: String
    /// Regular or bold.
    public var weight: Weight
    /// The point size.
    public var size: Double

    /// Creates a font of `family`, `weight` and `size`.
    public init(family: String = "Helvetica", weight: Weight = .regular, size: Double) {
        self.family = family
        self.weight = weight
        self.size = size
    }

    /// `[UIFont systemFontOfSize:size]`: Helvetica on iOS 5/6.
    public static func system(_ size: Double) -> Font {
        Font(weight: .regular, size: size)
    }

    /// `[UIFont boldSystemFontOfSize:size]`: Helvetica-Bold on iOS 5/6.
    public static func boldSystem(_ size: Double) -> Font {
        Font(weight: .bold, size: size)
    }

    /// The PostScript name, such as `Helvetica-Bold`.
    public var postScriptName: String {
        weight == .bold ? family + "-Bold" : family
    }

    /// The font as snapshots print it: `Helvetica-Bold 19`.
    public var description: String {
        postScriptName + " " + PointFormat.string(size)
    }
}
