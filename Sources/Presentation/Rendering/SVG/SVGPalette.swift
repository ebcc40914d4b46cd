/// The colors and gradients of the iOS 5-ish look the SVG renderer draws, and the `<defs>` that
/// declare the gradients and the grouped table's pinstripes.
///
/// Approximations of iOS 5/6 artwork (documented in `Docs/SnapshotFormat.md`): the navigation
/// bar is a #B0BCCD→#6D84A2 gradient with white bold 20 title, bar buttons a darker blue,
/// "Done" a bright blue; the tab bar is black with grey titles, the selected one white on a
/// lighter plate with a blue icon; the grouped table background is #C5CCD4 with pinstripes;
/// alerts are a dark blue rounded box with a white border over a 45 % black layer.
enum SVGPalette {
    /// The screen behind everything.
    static let screenBackground = Color.white
    /// The status bar.
    static let statusBar = Color.black
    /// The line under the navigation bar.
    static let navigationBarShadow = Color(red255: 0x2D, green255: 0x36, blue255: 0x42)
    /// The light line on top of the navigation bar.
    static let navigationBarHighlight = Color(red255: 0xCD, green255: 0xD5, blue255: 0xDF)
    /// The border of bar buttons.
    static let barButtonBorder = Color(red255: 0x3B, green255: 0x4F, blue255: 0x6E)
    /// The border of the "Done" button.
    static let doneButtonBorder = Color(red255: 0x24, green255: 0x44, blue255: 0x8A)
    /// The shadow of white text on bars (drawn 1 point above).
    static let textShadow = Color(white: 0, alpha: 0.45)
    /// A tab title.
    static let tabTitle = Color(red255: 0x99, green255: 0x99, blue255: 0x99)
    /// A badge.
    static let badge = Color(red255: 0xE0, green255: 0x20, blue255: 0x1C)
    /// A plain table's separators.
    static let plainSeparator = Color(red255: 0xE0, green255: 0xE0, blue255: 0xE0)
    /// A grouped table's separators and group border.
    static let groupedSeparator = Color(red255: 0xAB, green255: 0xAB, blue255: 0xAB)
    /// The disclosure chevron.
    static let chevron = Color(red255: 0x80, green255: 0x80, blue255: 0x80)
    /// The line above a plain section header.
    static let plainHeaderLine = Color(red255: 0x7D, green255: 0x8D, blue255: 0x9C)
    /// A selected grid item's highlight.
    static let gridSelection = Color(red255: 0xB5, green255: 0xD5, blue255: 0xFF, alpha: 0.7)
    /// An image placeholder's fill.
    static let imageFill = Color(red255: 0xE3, green255: 0xE8, blue255: 0xEE)
    /// An image placeholder's border.
    static let imageBorder = Color(red255: 0x9A, green255: 0xA6, blue255: 0xB5)
    /// An image placeholder's cross.
    static let imageCross = Color(red255: 0xB7, green255: 0xC1, blue255: 0xCD)
    /// An image placeholder's file name.
    static let imageName = Color(red255: 0x4A, green255: 0x55, blue255: 0x66)
    /// A text field's border.
    static let textFieldBorder = Color(red255: 0x8C, green255: 0x8C, blue255: 0x8C)
    /// A text field's placeholder text.
    static let placeholderText = Color(red255: 0xB3, green255: 0xB3, blue255: 0xB3)
    /// The text cursor.
    static let cursor = Color(red255: 0x42, green255: 0x6B, blue255: 0xF2)
    /// A rounded-rect button's border.
    static let buttonBorder = Color(red255: 0x9A, green255: 0x9A, blue255: 0x9A)
    /// A rounded-rect button's title.
    static let buttonTitle = Color(red255: 0x32, green255: 0x4F, blue255: 0x85)
    /// A control's grey text: "OFF", unselected segment titles, a stepper's − and +.
    static let controlTitle = Color(red255: 0x4D, green255: 0x4D, blue255: 0x4D)
    /// The layer under an alert.
    static let alertDim = Color(white: 0, alpha: 0.45)
    /// An alert's border.
    static let alertBorder = Color(red255: 0xE6, green255: 0xEA, blue255: 0xF2)
    /// An alert button's border.
    static let alertButtonBorder = Color(red255: 0x0B, green255: 0x14, blue255: 0x31)

    /// The vertical gradients, by id: top color, bottom color.
    static let gradients: [(id: String, top: Color, bottom: Color)] = [
        ("nav-bar", Color(red255: 0xB0, green255: 0xBC, blue255: 0xCD), Color(red255: 0x6D, green255: 0x84, blue255: 0xA2)),
        ("bar-button", Color(red255: 0x7D, green255: 0x91, blue255: 0xAF), Color(red255: 0x4B, green255: 0x66, blue255: 0x91)),
        ("done-button", Color(red255: 0x6C, green255: 0x9B, blue255: 0xEA), Color(red255: 0x2F, green255: 0x65, blue255: 0xD1)),
        ("tab-bar", Color(red255: 0x3D, green255: 0x3D, blue255: 0x3D), Color(red255: 0x15, green255: 0x15, blue255: 0x15)),
        ("tab-icon", Color(red255: 0x9B, green255: 0x9B, blue255: 0x9B), Color(red255: 0x6F, green255: 0x6F, blue255: 0x6F)),
        ("tab-icon-selected", Color(red255: 0x7F, green255: 0xD6, blue255: 0xFF), Color(red255: 0x1A, green255: 0x78, blue255: 0xDE)),
        ("row-selected", Color(red255: 0x05, green255: 0x8C, blue255: 0xF5), Color(red255: 0x01, green255: 0x5E, blue255: 0xE6)),
        ("plain-header", Color(red255: 0x8F, green255: 0xA0, blue255: 0xAF), Color(red255: 0xB8, green255: 0xC2, blue255: 0xCB)),
        ("rounded-button", Color(white: 1), Color(red255: 0xE6, green255: 0xE6, blue255: 0xE6)),
        ("detail-disclosure", Color(red255: 0x4A, green255: 0x90, blue255: 0xE8), Color(red255: 0x1C, green255: 0x5B, blue255: 0xC8)),
        ("alert-box", Color(red255: 0x2E, green255: 0x46, blue255: 0x75), Color(red255: 0x0F, green255: 0x21, blue255: 0x50)),
        ("alert-button", Color(white: 1, alpha: 0.4), Color(white: 1, alpha: 0.1)),
        ("alert-button-cancel", Color(white: 1, alpha: 0.2), Color(white: 1, alpha: 0.04)),
    ]

    /// Writes `<defs>`: the gradients and the `grouped-background` pinstripe pattern.
    static func writeDefinitions(into svg: inout SVGWriter) {
        svg.open("defs")
        for gradient in gradients {
            svg.open("linearGradient", [("id", gradient.id), ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "1")])
            svg.element("stop", [("offset", "0")] + stopColor(gradient.top))
            svg.element("stop", [("offset", "1")] + stopColor(gradient.bottom))
            svg.close("linearGradient")
        }
        svg.open("pattern", [("id", "grouped-background"), ("x", "0"), ("y", "0"), ("width", "7"), ("height", "10"), ("patternUnits", "userSpaceOnUse")])
        svg.element("rect", [("width", "7"), ("height", "10"), ("fill", "#C5CCD4")])
        svg.element("rect", [("x", "5"), ("width", "2"), ("height", "10"), ("fill", "#CBD2D8")])
        svg.close("pattern")
        svg.close("defs")
    }

    /// `fill="url(#id)"`.
    static func gradientFill(_ id: String) -> [SVGWriter.Attribute] {
        [("fill", "url(#" + id + ")")]
    }

    private static func stopColor(_ color: Color) -> [SVGWriter.Attribute] {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue).hex
        return color.alpha >= 1 ? [("stop-color", opaque)] : [("stop-color", opaque), ("stop-opacity", SVGNumber.fraction(color.alpha))]
    }
}
