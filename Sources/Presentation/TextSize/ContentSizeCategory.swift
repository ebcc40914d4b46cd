/// The text size a person chose in Settings (`UIContentSizeCategory`): seven sizes from extra
/// small to extra extra extra large, and five larger accessibility sizes. Fonts of a text style
/// (``TextStyle``) take the size the category gives them; fonts of a fixed size keep it.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Extra small.
    case extraSmall = "extra-small"
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge = "extra-large"
    /// Extra extra large.
    case extraExtraLarge = "extra-extra-large"
    /// Extra extra extra large, the largest without the accessibility sizes.
    case extraExtraExtraLarge = "extra-extra-extra-large"
    /// Accessibility medium (AX1).
    case accessibilityMedium = "accessibility-medium"
    /// Accessibility large (AX2).
    case accessibilityLarge = "accessibility-large"
    /// Accessibility extra large (AX3).
    case accessibilityExtraLarge = "accessibility-extra-large"
    /// Accessibility extra extra large (AX4).
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    /// Accessibility extra extra extra large (AX5), the largest.
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    /// The category a command line names: its raw value, or a short name (`xs`, `s`, `m`,
    /// `l`, `xl`, `xxl`, `xxxl`, `ax1` to `ax5`).
    public init?(named name: String) {
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
        if let category = ContentSizeCategory(rawValue: name) {
            self = category
        } else if let index = short.firstIndex(of: name) {
            self = Self.allCases[index]
        } else {
            return nil
        }
    }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool {
        (Self.allCases.firstIndex(of: self) ?? 0) >= 7
    }

    /// The point size of `style` at this category: Apple's Human Interface Guidelines,
    /// Typography, iOS Dynamic Type sizes (the body text is 14, 15, 16, 17, 19, 21, 23, 28, 33,
    /// 40, 47 and 53 points from extra small to AX5).
    public func pointSize(of style: TextStyle) -> Double {
        let column = Self.allCases.firstIndex(of: self) ?? 3
        return Self.sizes[style]?[column] ?? 17
    }

    /// Each style's sizes from extra small to AX5.
    private static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The name the command line takes.
    public var description: String { rawValue }
}

/// A Dynamic Type text style (`UIFont.TextStyle`): a font whose size follows the person's
/// text size (``ContentSizeCategory``).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// `largeTitle`: 34 points at the default size.
    case largeTitle
    /// `title1`: 28.
    case title1
    /// `title2`: 22.
    case title2
    /// `title3`: 20.
    case title3
    /// `headline`: 17, semibold.
    case headline
    /// `body`: 17.
    case body
    /// `callout`: 16.
    case callout
    /// `subheadline`: 15.
    case subheadline
    /// `footnote`: 13.
    case footnote
    /// `caption1`: 12.
    case caption1
    /// `caption2`: 11.
    case caption2
}
