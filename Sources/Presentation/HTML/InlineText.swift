/// The text of the block being read, collapsing white space as a browser lays out inline
/// content, and remembering where the inline style (bold, italic) changes.
///
/// Outside `<pre>`, each run of HTML white space (even across inline tags) becomes one space,
/// and spaces at the start of the block or of a line (after `<br>`) and at its end vanish.
/// Inside `<pre>` text is kept as written, except a newline directly after `<pre>`. One
/// trailing line break is dropped when the block is taken, as a browser draws no empty line
/// for a `<br>` (or final newline of a `<pre>`) that ends a block. A collapsed space keeps the
/// style of the text it was written in ("a <b>b</b>": a plain space).
struct InlineText {
    private var text = ""
    private var spans: [StyledText.Span] = []
    private var scalarCount = 0
    private var lastScalar: Unicode.Scalar?
    /// The style of a collapsed space waiting for the next visible character, if any.
    private var pendingSpace: InlineStyle?
    private var dropsLeadingNewline = false

    /// Whether nothing has been added since the last `take()`.
    var isEmpty: Bool { text.isEmpty }

    /// Adds `string` in `style`, collapsing its white space.
    ///
    /// - Complexity: O(m), m the length of `string`.
    mutating func appendCollapsing(_ string: String, style: InlineStyle = .plain) {
        dropsLeadingNewline = false
        for scalar in string.unicodeScalars {
            if HTMLWhitespace.isCollapsible(scalar) {
                if lastScalar != nil, lastScalar != "\n", pendingSpace == nil { pendingSpace = style }
            } else {
                if let spaceStyle = pendingSpace { append(" ", style: spaceStyle) }
                append(scalar, style: style)
            }
        }
    }

    /// Adds `string` in `style` with its spaces and newlines as written, as inside `<pre>`.
    ///
    /// - Complexity: O(m), m the length of `string`.
    mutating func appendPreservingSpaces(_ string: String, style: InlineStyle = .plain) {
        var scalars = string.unicodeScalars[...]
        if dropsLeadingNewline, scalars.first == "\n" { scalars = scalars.dropFirst() }
        dropsLeadingNewline = false
        pendingSpace = nil
        for scalar in scalars { append(scalar, style: style) }
    }

    /// Adds a collapsible space, as between two blocks that share a line (table cells).
    mutating func appendSpace() {
        if lastScalar != nil, lastScalar != "\n", pendingSpace == nil { pendingSpace = spans.last?.style ?? .plain }
    }

    /// Adds a line break, as `<br>` does; spaces before it vanish.
    mutating func appendLineBreak() {
        append("\n", style: spans.last?.style ?? .plain)
    }

    /// Makes a newline at the very start of the next text vanish, as after `<pre>`.
    mutating func dropLeadingNewline() {
        dropsLeadingNewline = true
    }

    /// The text gathered so far, without one trailing line break, and starts a new block.
    mutating func take() -> String {
        takeStyled().text
    }

    /// The text gathered so far with its styles, without one trailing line break, and starts
    /// a new block.
    mutating func takeStyled() -> StyledText {
        var result = text
        var resultSpans = spans
        if result.unicodeScalars.last == "\n" {
            result.unicodeScalars.removeLast()
            if let last = resultSpans.last, last.start >= scalarCount - 1, resultSpans.count > 1 { resultSpans.removeLast() }
        }
        self = InlineText()
        return StyledText(text: result, spans: resultSpans)
    }

    private mutating func append(_ scalar: Unicode.Scalar, style: InlineStyle) {
        if spans.last?.style != style { spans.append(StyledText.Span(start: scalarCount, style: style)) }
        text.unicodeScalars.append(scalar)
        scalarCount += 1
        lastScalar = scalar
        pendingSpace = nil
    }
}
