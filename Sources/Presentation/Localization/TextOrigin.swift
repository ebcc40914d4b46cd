/// Where a string on screen comes from, which decides whether a translation changes it: the
/// app's own wording (what a UIKit app passes through `NSLocalizedString` and a SwiftUI view
/// writes as a `LocalizedStringKey`) or data (a backend record, what the user typed, a
/// server's error text), which stays as it is in every language.
///
/// Content strings (labels, buttons, cells, placeholders, segments, section titles) are
/// ``data`` unless the app marks them, so an unmarked string shows untranslated under
/// ``DisplayLocale/pseudo``, as a hard-coded string does in a pseudo-localized app. Chrome
/// strings (navigation bar titles, bar button and tab titles, alert texts) are ``app`` unless
/// the app marks them ``data``: they come from the storyboard or the app's code.
public enum TextOrigin: Hashable, Sendable {
    /// Data: shown as it is in every language.
    case data
    /// The app's own wording, translated as a whole.
    case app
    /// The app's wording around data, as `String(format: NSLocalizedString(format), arguments...)`
    /// builds it: only `format` is translated; each `%@` (or `%1$@`, `%2$@`...) takes the next
    /// (or the numbered) argument, shown as it is; `%%` is a percent sign. The text shown in the
    /// base language is ``formatted(_:arguments:)`` of the two.
    case appFormat(String, arguments: [String])

    /// The text of `format` with its `%@` placeholders replaced by `arguments`, in order (or by
    /// position with `%1$@`), and `%%` by `%`; a placeholder without an argument stays as written.
    /// - Complexity: O(n) in the length of the result.
    public static func formatted(_ format: String, arguments: [String]) -> String {
        var result = ""
        var next = 0
        for piece in PrintfPiece.split(format) {
            switch piece {
            case .literal(let text): result += text
            case .specifier("%%"): result += "%"
            case .specifier(let written):
                let index: Int
                switch PrintfPiece.objectArgument(written) {
                case nil: result += written; continue
                case .next?: index = next; next += 1
                case .position(let position)?: index = position - 1
                }
                result += arguments.indices.contains(index) ? arguments[index] : written
            }
        }
        return result
    }
}
