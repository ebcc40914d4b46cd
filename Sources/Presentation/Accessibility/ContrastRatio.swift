#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The contrast of two colors by WCAG 2.x: `(L1 + 0.05) / (L2 + 0.05)` of their relative
/// luminances, the lighter over the darker, from 1 (the same) to 21 (black on white).
public struct ContrastRatio: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The ratio, from 1 to 21.
    public let value: Double

    /// The contrast of `foreground` drawn over `background`; a translucent foreground is first
    /// composited over the background (the background is taken as opaque). Both are taken
    /// in 8 bits a channel, as a display shows them and as `#RRGGBB` prints them, so a ratio
    /// can be checked from the printed colors.
    public init(_ foreground: Color, on background: Color) {
        let back = background.opaque.displayed
        let front = foreground.composited(over: back).displayed.relativeLuminance
        value = ContrastRatio.ratio(front, back.relativeLuminance)
    }

    private static func ratio(_ front: Double, _ back: Double) -> Double {
        (max(front, back) + 0.05) / (min(front, back) + 0.05)
    }

    /// The least ratio WCAG 2.x level AA asks of text: 3:1 for large text (18 pt, or 14 pt
    /// bold), 4.5:1 for the rest.
    public static func minimum(for font: Font) -> Double {
        isLarge(font) ? 3 : 4.5
    }

    /// Whether WCAG counts text in `font` as large: at least 18 pt, or at least 14 pt bold.
    public static func isLarge(_ font: Font) -> Bool {
        font.size >= 18 || (font.weight == .bold && font.size >= 14)
    }

    /// Orders ratios by value.
    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }

    /// The ratio to two decimals (`4.48:1`), as contrast checkers print it. A ratio that would
    /// round up to a threshold it misses (4.497 to 4.50) keeps three decimals, so a failing
    /// ratio never prints as a passing one.
    public var description: String {
        let hundredths = (value * 100).rounded()
        for threshold in [3.0, 4.5, 7.0] where value < threshold && hundredths >= threshold * 100 {
            return ContrastRatio.decimals((value * 1000).rounded(.down), places: 3) + ":1"
        }
        return ContrastRatio.decimals(hundredths, places: 2) + ":1"
    }

    private static func decimals(_ scaled: Double, places: Int) -> String {
        let unit = places == 3 ? 1000 : 100
        let whole = Int(scaled) / unit
        let fraction = String(Int(scaled) % unit)
        return "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

extension Color {
    /// The relative luminance of WCAG 2.x: the sRGB channels linearised and weighted
    /// 0.2126, 0.7152, 0.0722 (alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The color seen when this one is painted over `background` (source-over compositing).
    public func composited(over background: Color) -> Color {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ front: Double, _ back: Double) -> Double {
            (front * self.alpha + back * background.alpha * (1 - self.alpha)) / alpha
        }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: alpha)
    }

    /// The same channels, fully opaque (a background whose own backdrop is unknown).
    var opaque: Color { Color(red: red, green: green, blue: blue) }

    /// The color in 8 bits a channel, as `hex` prints it.
    var displayed: Color {
        func byte(_ channel: Double) -> Double { (channel * 255).rounded() / 255 }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: alpha)
    }
}
