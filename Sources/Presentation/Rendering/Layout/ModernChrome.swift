/// How the bars of today's iPhones look (iOS 17's default bar appearance), light or dark: the
/// pictures and the audit draw and read a screen laid out on such a device by it, where the
/// 2012 iPhones keep iOS 6's blue-grey and black bars. Colors are UIKit's system colors
/// (`systemBlue`, `label`, `systemGray`); the bars' material is approximated by a solid color
/// (approx.; `Docs/UIKIT-FACTS.md`).
struct ModernChrome: Sendable, Equatable {
    /// Light or dark.
    let appearance: Appearance

    /// The chrome of `screen`: nil on the 2012 iPhones.
    init?(_ screen: Screen) {
        guard screen.device.hasModernChrome else { return nil }
        appearance = screen.appearance
    }

    /// The bars' background: #F9F9F9 (#1D1D1D in dark mode), approx.
    var barBackground: Color {
        appearance == .dark ? Color(red255: 0x1D, green255: 0x1D, blue255: 0x1D) : Color(red255: 0xF9, green255: 0xF9, blue255: 0xF9)
    }
    /// The hairline between a bar and the content: #000000 at 30% (#FFFFFF at 15% in dark mode).
    var hairline: Color {
        appearance == .dark ? Color(white: 1, alpha: 0.15) : Color(white: 0, alpha: 0.3)
    }
    /// The title and the status bar's text: `label`.
    var text: Color { appearance == .dark ? .white : .black }
    /// Bar buttons and the selected tab: `systemBlue`, #007AFF (#0A84FF in dark mode).
    var tint: Color {
        appearance == .dark ? Color(red255: 0x0A, green255: 0x84, blue255: 0xFF) : Color(red255: 0x00, green255: 0x7A, blue255: 0xFF)
    }
    /// An unselected tab: `systemGray`, #8E8E93 (#8D8D93 in dark mode).
    var unselected: Color {
        appearance == .dark ? Color(red255: 0x8D, green255: 0x8D, blue255: 0x93) : Color(red255: 0x8E, green255: 0x8E, blue255: 0x93)
    }

    /// The navigation bar's title: San Francisco 17, semibold (drawn bold).
    static let titleFont = Font(family: Font.sanFranciscoFamily, weight: .bold, size: 17)
    /// A bar button's title: San Francisco 17.
    static let buttonFont = Font(family: Font.sanFranciscoFamily, size: 17)
    /// A tab's title: San Francisco 10.
    static let tabFont = Font(family: Font.sanFranciscoFamily, size: 10)
}
