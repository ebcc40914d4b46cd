/// An sRGB color with alpha, each channel from 0 to 1, like `UIColor`'s RGBA initializer.
///
/// Snapshots print a color as `#RRGGBB` (with `/alpha` appended when it is not opaque), so a
/// reviewer sees the exact value a seed configured.
public struct Color: Hashable, Sendable {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The channels in dark mode, for a dynamic color (UIKit's `systemBackgroundColor`,
    /// `labelColor`...); nil for a fixed color, the same in both appearances
    /// (``resolved(in:)``).
    public var darkChannels: DarkChannels?

    /// A dynamic color's channels in dark mode, 0 to 1.
    public struct DarkChannels: Hashable, Sendable {
        /// Red.
        public var red: Double
        /// Green.
        public var green: Double
        /// Blue.
        public var blue: Double
        /// Opacity.
        public var alpha: Double
    }

    /// Creates a color from channels between 0 and 1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a color from 8-bit channels, as the seeds write `colorWithRed:30.0/255 ...`.
    public init(red255 red: Int, green255 green: Int, blue255 blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Creates a gray, like `UIColor colorWithWhite:alpha:`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// This color in light mode, and `dark` in dark mode.
    public func withDark(_ dark: Color) -> Color {
        var color = self
        color.darkChannels = DarkChannels(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        return color
    }

    /// The color as `appearance` shows it: a dynamic color's dark channels in dark mode; a
    /// fixed color as it is.
    public func resolved(in appearance: Appearance) -> Color {
        guard appearance == .dark, let dark = darkChannels else { return self }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// The color as `#RRGGBB`, or `#RRGGBB/0.5` when it is not opaque.
    public var hex: String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(6)
        for channel in [red, green, blue] {
            let value = min(255, max(0, Int((channel * 255).rounded())))
            bytes.append(hexDigits[value / 16])
            bytes.append(hexDigits[value % 16])
        }
        let digits = String(decoding: bytes, as: UTF8.self)
        if alpha >= 1 { return "#" + digits }
        return "#" + digits + "/" + Color.formatAlpha(alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(1, max(0, value))
    }

    private static func formatAlpha(_ alpha: Double) -> String {
        let hundredths = Int((alpha * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        let text = fraction < 10 ? "0\(fraction)" : String(fraction)
        return "\(whole)." + (text.hasSuffix("0") ? String(text.dropLast()) : text)
    }
}

extension Color {
    /// `UIColor blackColor`.
    public static let black = Color(white: 0)
    /// `UIColor whiteColor`.
    public static let white = Color(white: 1)
    /// `UIColor lightGrayColor` (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// `UIColor grayColor` (white 1/2).
    public static let gray = Color(white: 0.5)
    /// `UIColor darkGrayColor` (white 1/3).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// `UIColor clearColor`.
    public static let clear = Color(white: 0, alpha: 0)
    /// The blue of UIKit's table-view detail and link text on iOS 5/6, #385487.
    public static let tableDetailBlue = Color(red255: 0x38, green255: 0x54, blue255: 0x87)
    /// The grouped table header title color on iOS 5/6, #4C566C.
    public static let groupedHeaderText = Color(red255: 0x4C, green255: 0x56, blue255: 0x6C)
    /// iOS 13's `secondaryLabelColor`, #3C3C43 at 60% (#EBEBF5 at 60% in dark mode): an
    /// inset-grouped table's section titles.
    public static let secondaryLabel = Color(red255: 0x3C, green255: 0x3C, blue255: 0x43, alpha: 0.6)
        .withDark(Color(red255: 0xEB, green255: 0xEB, blue255: 0xF5, alpha: 0.6))
    /// iOS 13's `systemGroupedBackgroundColor`, #F2F2F7 (black in dark mode): behind an
    /// inset-grouped table's groups.
    public static let systemGroupedBackground = Color(red255: 0xF2, green255: 0xF2, blue255: 0xF7).withDark(.black)
    /// iOS 13's `secondarySystemGroupedBackgroundColor`, white (#1C1C1E in dark mode): an
    /// inset-grouped table's rows.
    public static let secondarySystemGroupedBackground = Color.white.withDark(Color(red255: 0x1C, green255: 0x1C, blue255: 0x1E))
}
