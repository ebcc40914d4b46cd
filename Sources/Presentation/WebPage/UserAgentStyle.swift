/// The styles WebKit's user-agent stylesheet (`html.css`) gives the block elements of a page
/// that has no stylesheet of its own, as a `UIWebView` shows `loadHTMLString:` content.
///
/// Lengths in `em` are resolved against the element's own font size (16 for body text):
///
/// | element | margins (top, bottom) | left | font |
/// | --- | --- | --- | --- |
/// | `body` | 8 (and 8 left and right) | | Times 16 |
/// | `p`, `dl` | 1em (16) | | |
/// | `ul`, `ol`, `menu`, `dir` | 1em, 0 inside another list | padding 40 | |
/// | `blockquote` | 1em | 40, and 40 on the right | |
/// | `figure` | 1em (not quirky) | 40, and 40 on the right | |
/// | `dd` | | 40 | |
/// | `h1` ... `h6` | .67em, .83em, 1em, 1.33em, 1.67em, 2.33em | | bold, 2em, 1.5em, 1.17em, 1em, .83em, .67em |
/// | `pre`, `listing`, `xmp`, `plaintext` | 1em of 13 | | Courier 13 |
/// | `address` | | | italic |
/// | `hr` | .5em (8), not quirky; 2 tall (a 1-point border above and below) | | |
///
/// Every other block (`div`, `center`, `section`, `li`, `dt`...) has no margin. Margins of
/// `p`, the lists, `dl`, `blockquote`, the headings and `pre` are written in WebKit's quirky
/// `__qem` unit: in quirks mode (a page without `<!DOCTYPE html>`, as every
/// `loadHTMLString:` fragment is) such a margin at the very top of the body is dropped.
struct UserAgentStyle: Hashable, Sendable {
    /// The space above the box, collapsing with adjoining margins.
    var marginTop = 0.0
    /// The space below the box, collapsing with adjoining margins.
    var marginBottom = 0.0
    /// The space between the parent's content edge and the box's left edge, plus its left
    /// padding: how far the box's content is indented.
    var indentLeft = 0.0
    /// The space on the right of the box's content.
    var indentRight = 0.0
    /// Whether the vertical margins are quirky (`__qem`).
    var hasQuirkyMargins = false
    /// The font of the box's text.
    var font: Font
    /// Whether white space is kept and lines do not wrap (`white-space: pre`).
    var keepsWhiteSpace = false

    /// The body's margin on every side.
    static let bodyMargin = 8.0
    /// The left padding of a list, and the margin of a `blockquote` or `dd`.
    static let listIndent = 40.0
    /// The size of `pre` text: WebKit's default monospace size.
    static let monospaceSize = 13.0
    /// The height of an `<hr>`: its 1-point inset border above and below.
    static let ruleHeight = 2.0

    /// The style of the element `name`, inside a parent whose text is in `parentFont`;
    /// `isInsideList` when a list element (`ul`, `ol`, `menu`, `dir`) encloses it.
    static func of(_ name: String, parentFont: Font, isInsideList: Bool) -> UserAgentStyle {
        var style = UserAgentStyle(font: parentFont)
        func quirkyMargins(_ em: Double) {
            style.marginTop = em * style.font.size
            style.marginBottom = em * style.font.size
            style.hasQuirkyMargins = true
        }
        switch name {
        case "p", "dl":
            quirkyMargins(1)
        case "ul", "ol", "menu", "dir":
            if !isInsideList { quirkyMargins(1) }
            style.indentLeft = listIndent
        case "blockquote":
            quirkyMargins(1)
            style.indentLeft = listIndent
            style.indentRight = listIndent
        case "figure":
            style.marginTop = parentFont.size
            style.marginBottom = parentFont.size
            style.indentLeft = listIndent
            style.indentRight = listIndent
        case "dd":
            style.indentLeft = listIndent
        case "pre", "listing", "xmp", "plaintext":
            style.font = Font.courier(monospaceSize).with(weight: parentFont.weight, isItalic: parentFont.isItalic)
            style.keepsWhiteSpace = true
            quirkyMargins(1)
        case "address":
            style.font = parentFont.with(isItalic: true)
        default:
            if let level = headingLevel(name) {
                let (size, margin) = headingScale[level - 1]
                style.font = parentFont.with(weight: .bold, size: parentFont.size * size)
                quirkyMargins(margin)
            }
        }
        return style
    }

    /// The level of a heading element name, 1 to 6, or `nil`.
    static func headingLevel(_ name: String) -> Int? {
        guard name.count == 2, name.first == "h", let level = Int(name.dropFirst()), (1...6).contains(level) else { return nil }
        return level
    }

    /// Font size and vertical margin of `h1` ... `h6`, in em.
    private static let headingScale: [(size: Double, margin: Double)] = [
        (2, 0.67), (1.5, 0.83), (1.17, 1), (1, 1.33), (0.83, 1.67), (0.67, 2.33),
    ]

    /// Whether `name` is a list element, whose items' markers depend on how many lists enclose it.
    static func isList(_ name: String) -> Bool {
        ["ul", "ol", "menu", "dir"].contains(name)
    }

    /// The marker WebKit draws before the first line of a list item: `1. ` for an ordered list,
    /// else a disc `• ` in an outermost list, a circle `◦ ` in a list inside one other list and
    /// a square `▪ ` deeper (`ul ul`, `ul ul ul` in `html.css`).
    static func markerText(_ marker: ListMarker, enclosingLists: Int) -> String? {
        switch marker {
        case .number(let number): return "\(number). "
        case .continuation: return nil
        case .bullet:
            switch enclosingLists {
            case ...0: return "• "
            case 1: return "◦ "
            default: return "▪ "
            }
        }
    }
}
