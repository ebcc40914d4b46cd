/// One block of text as a reader of a `UIWebView` sees it: a paragraph, a heading, a list
/// item, preformatted text or a horizontal rule.
///
/// Inline markup (`<b>`, `<a>`, `<span>`, `<font>`...) contributes only its text, so a block
/// carries plain strings. Inside a block, `"\n"` marks a line break written as `<br>` (or a
/// newline inside `<pre>`). Text never has leading or trailing collapsible spaces, and no
/// block is empty.
public enum HTMLBlock: Hashable, Sendable {
    /// Running text from `<p>`, `<div>`, `<blockquote>`, `<dt>`/`<dd>`, text outside any
    /// element, and table rows (cells joined by `HTMLBlock.tableCellSeparator`).
    case paragraph(String)
    /// The text of `<h1>` to `<h6>`; `level` is 1 to 6.
    case heading(level: Int, String)
    /// The text of a `<li>`; `depth` is 0 for an outermost list and grows by one for each
    /// enclosing list.
    case listItem(marker: ListMarker, depth: Int, String)
    /// The text of a `<pre>`, with its spaces and newlines kept as written.
    case preformatted(String)
    /// An `<hr>`.
    case horizontalRule

    /// What separates the non-empty cells of a table row in its `.paragraph`: `" | "`.
    public static let tableCellSeparator = " | "

    /// The text the block shows, or `nil` for a horizontal rule.
    public var text: String? {
        switch self {
        case .paragraph(let text), .heading(_, let text), .listItem(_, _, let text), .preformatted(let text):
            return text
        case .horizontalRule:
            return nil
        }
    }
}
