/// What a browser draws before a list item.
public enum ListMarker: Hashable, Sendable {
    /// A bullet, for items of `<ul>` (and of `<li>` outside any list).
    case bullet
    /// A number, for items of `<ol>`; items count from 1 in document order, empty items
    /// included, as a browser numbers them.
    case number(Int)
    /// No marker: more text of the item above, after a nested list or a second paragraph
    /// inside the same `<li>`. A renderer indents it like the item's text.
    case continuation

    /// The marker as plain text: `"• "`, `"3. "`, or two spaces for a continuation.
    public var prefix: String {
        switch self {
        case .bullet: return "• "
        case .number(let number): return "\(number). "
        case .continuation: return "  "
        }
    }
}
