/// An HTML page as a web page layout reads it: the block elements that open and close around
/// the text, in document order, with the inline styles of the text.
///
/// ``HTMLDocument`` keeps only what a reader sees (the blocks' text); a layout also needs the
/// boxes around it, since their margins, paddings and fonts decide where each line goes. The
/// flow is read by the same tree builder as ``HTMLDocument`` (so broken markup is recovered
/// the same way) and records, for each block element a browser would lay out as a box, an
/// ``Item/open(_:)`` and a matching ``Item/close``. Elements inside table rows and in `<head>`
/// are not boxes here: a table row is one line of text, its cells joined by `" | "`.
struct HTMLFlow: Hashable, Sendable {
    /// One step of the flow.
    enum Item: Hashable, Sendable {
        /// A block element opens; the lowercase tag name (`p`, `ul`, `li`, `h2`, `div`...).
        case open(String)
        /// The innermost open block element closes.
        case close
        /// A run of text laid out as lines: a paragraph's, an item's, an anonymous block's.
        /// `marker` is the list marker its first line carries (the first text of a `<li>`).
        case text(StyledText, marker: ListMarker?)
        /// An `<hr>`.
        case rule
    }

    /// The items in document order; every `open` has its `close`.
    let items: [Item]

    /// The flow of `html`.
    ///
    /// - Complexity: O(n), n the length of `html`.
    static func parse(_ html: String) -> HTMLFlow {
        var builder = HTMLBlockBuilder()
        for token in HTMLTokenizer(html: html) {
            builder.consume(token)
        }
        _ = builder.finish()
        return HTMLFlow(items: builder.flow)
    }
}

/// How inline markup styles a run of text: `<b>`/`<strong>` bold, `<i>`/`<em>`/`<cite>`/
/// `<var>`/`<dfn>` italic.
struct InlineStyle: Hashable, Sendable {
    /// Inside `<b>` or `<strong>`.
    var isBold = false
    /// Inside `<i>`, `<em>`, `<cite>`, `<var>` or `<dfn>`.
    var isItalic = false

    /// Unstyled text.
    static let plain = InlineStyle()
}

/// The text of one block with the inline style of each part.
struct StyledText: Hashable, Sendable {
    /// Where a style starts, as an offset in Unicode scalars into ``text``.
    struct Span: Hashable, Sendable {
        /// The first scalar in this style.
        var start: Int
        /// The style from `start` to the next span.
        var style: InlineStyle
    }

    /// The text, white space already collapsed (or kept, in `<pre>`); `"\n"` is a line break.
    var text: String
    /// The styles, sorted by start; the first starts at 0. Never empty.
    var spans: [Span]

    /// Unstyled `text`.
    init(_ text: String, style: InlineStyle = .plain) {
        self.text = text
        self.spans = [Span(start: 0, style: style)]
    }

    /// `text` with `spans` (the first must start at 0).
    init(text: String, spans: [Span]) {
        self.text = text
        self.spans = spans.isEmpty ? [Span(start: 0, style: .plain)] : spans
    }

    /// The style of each character of `text`: the style of its first scalar.
    ///
    /// - Complexity: O(n + s), s the number of spans.
    var characterStyles: [InlineStyle] {
        var styles: [InlineStyle] = []
        var scalarOffset = 0
        var spanIndex = 0
        for character in text {
            while spanIndex + 1 < spans.count, spans[spanIndex + 1].start <= scalarOffset { spanIndex += 1 }
            styles.append(spans[spanIndex].style)
            scalarOffset += character.unicodeScalars.count
        }
        return styles
    }
}
