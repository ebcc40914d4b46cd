/// HTML as a reader of a `UIWebView` sees it: the visible text, as a list of blocks.
///
/// Parsing never fails and never traps, whatever the input: broken markup is read the way a
/// browser recovers from it (see `HTMLTokenizer` and `HTMLBlockBuilder` for the rules), and
/// nesting of any depth is handled without recursion.
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
