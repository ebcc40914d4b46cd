/// HTML's notion of white space: the characters that collapse to one space outside `<pre>`.
///
/// Only ASCII space, tab, line feed, form feed and carriage return collapse; a no-break space
/// (U+00A0, `&nbsp;`) and other Unicode spaces are ordinary characters, as in a browser.
enum HTMLWhitespace {
    /// Whether `scalar` is collapsible HTML white space.
    static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\u{0C}", "\r": return true
        default: return false
        }
    }
}
