/// HTML as a reader of a `UIWebView` sees it: the visible text, as a list of blocks.
///
/// Parsing never fails and never traps, whatever the input, and handles nesting of any depth
/// without recursion. Broken markup is read the way a browser recovers from it:
///
/// - Tags, comments, `<!DOCTYPE>`, and the contents of `<head>`, `<title>`, `<script>`,
///   `<style>` and `<noscript>` are never shown; an unclosed `<script>` or comment hides the
///   rest of the input. A tag left open at the end of the input is dropped.
/// - A `<` that cannot start a tag, and any `>` in text, stay text.
/// - Runs of white space collapse to one space and vanish at block edges and around `<br>`,
///   except inside `<pre>`. `&nbsp;` stays U+00A0 and does not collapse.
/// - Entities are decoded (named ones need their `;`); unknown or malformed ones stay
///   literal; invalid numeric ones become U+FFFD.
/// - Unclosed `<p>`, `<li>`, `<tr>`, `<td>` and headings close at the next block, and
///   everything closes at the end; stray end tags are ignored (`</p>` still breaks a block).
/// - A table row is one `.paragraph`, its non-empty cells joined by `" | "`.
/// - Blocks showing nothing (empty, or only white space including U+00A0) are dropped.
///
/// ```swift
/// HTMLDocument(html: "<p>Hello <b>world</b></p><ul><li>One<li>Two</ul>").plainText
/// // "Hello world\n• One\n• Two"
/// ```
public struct HTMLDocument: Hashable, Sendable {
    /// The visible blocks in document order; none is empty.
    public let blocks: [HTMLBlock]

    /// Reads `html`.
    ///
    /// - Complexity: O(n), n the length of `html`.
    public init(html: String) {
        self.blocks = Self.parse(html)
    }

    /// The visible blocks of `html` in document order.
    ///
    /// - Complexity: O(n), n the length of `html`.
    public static func parse(_ html: String) -> [HTMLBlock] {
        var builder = HTMLBlockBuilder()
        for token in HTMLTokenizer(html: html) {
            builder.consume(token)
        }
        return builder.finish()
    }

    /// The blocks as plain text for logs and tests, one block per line: list items indented
    /// two spaces per level of depth and prefixed by their marker (`"• "`, `"1. "`), a
    /// horizontal rule as `"----"`. Line breaks inside a block stay `"\n"`.
    ///
    /// - Complexity: O(total length of the blocks).
    public var plainText: String {
        blocks.map(Self.plainText(of:)).joined(separator: "\n")
    }

    private static func plainText(of block: HTMLBlock) -> String {
        switch block {
        case .paragraph(let text), .heading(_, let text), .preformatted(let text):
            return text
        case .listItem(let marker, let depth, let text):
            return String(repeating: "  ", count: depth) + marker.prefix + text
        case .horizontalRule:
            return "----"
        }
    }
}
