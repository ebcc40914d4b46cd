/// The text of the block being read, collapsing white space as a browser lays out inline
/// content.
///
/// Outside `<pre>`, each run of HTML white space (even across inline tags) becomes one space,
/// and spaces at the start of the block or of a line (after `<br>`) and at its end vanish.
/// Inside `<pre>` text is kept as written, except a newline directly after `<pre>`. One
/// trailing line break is dropped when the block is taken, as a browser draws no empty line
/// for a `<br>` (or final newline of a `<pre>`) that ends a block.
struct InlineText {
    private var text = ""
    private var lastScalar: Unicode.Scalar?
    private var hasPendingSpace = false
    private var dropsLeadingNewline = false

    /// Whether nothing has been added since the last `take()`.
    var isEmpty: Bool { text.isEmpty }

    /// Adds `string`, collapsing its white space.
    ///
    /// - Complexity: O(m), m the length of `string`.
    mutating func appendCollapsing(_ string: String) {
        dropsLeadingNewline = false
        for scalar in string.unicodeScalars {
            if HTMLWhitespace.isCollapsible(scalar) {
                if lastScalar != nil, lastScalar != "\n" { hasPendingSpace = true }
            } else {
                if hasPendingSpace { append(" ") }
                append(scalar)
            }
        }
    }

    /// Adds `string` with its spaces and newlines as written, as inside `<pre>`.
    ///
    /// - Complexity: O(m), m the length of `string`.
    mutating func appendPreservingSpaces(_ string: String) {
        var scalars = string.unicodeScalars[...]
        if dropsLeadingNewline, scalars.first == "\n" { scalars = scalars.dropFirst() }
        dropsLeadingNewline = false
        hasPendingSpace = false
        for scalar in scalars { append(scalar) }
    }

    /// Adds a collapsible space, as between two blocks that share a line (table cells).
    mutating func appendSpace() {
        if lastScalar != nil, lastScalar != "\n" { hasPendingSpace = true }
    }

    /// Adds a line break, as `<br>` does; spaces before it vanish.
    mutating func appendLineBreak() {
        append("\n")
    }

    /// Makes a newline at the very start of the next text vanish, as after `<pre>`.
    mutating func dropLeadingNewline() {
        dropsLeadingNewline = true
    }

    /// The text gathered so far, without one trailing line break, and starts a new block.
    mutating func take() -> String {
        var result = text
        if result.unicodeScalars.last == "\n" { result.unicodeScalars.removeLast() }
        self = InlineText()
        return result
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        text.unicodeScalars.append(scalar)
        lastScalar = scalar
        hasPendingSpace = false
    }
}
