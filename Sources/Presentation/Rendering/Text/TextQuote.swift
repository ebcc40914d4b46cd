/// Quotes text for snapshot lines: in double quotes, with `"` and `\` escaped, and newlines,
/// tabs, control characters and invisible direction overrides written as escapes, so what a
/// reviewer reads is exactly what the screen holds.
///
/// A text longer than ``characterLimit`` characters is quoted by its start, cut with "…",
/// and its size follows the quotes: `"Buy milk and bread, Buy milk…" (cut: 52,428,800 bytes)`.
/// A snapshot line stays short however long the text a server sends; the app still has it all.
public enum TextQuote {
    /// The most characters of a text a snapshot line quotes: more than any alert message or
    /// label line shows on screen (an alert's message, the app's words around a 200-character
    /// server summary, stays whole), far less than what a server can send.
    public static let characterLimit = 500

    /// `text` in quotes with escapes, cut after ``characterLimit`` characters.
    /// - Complexity: O(min(n, ``characterLimit``)).
    public static func quoted(_ text: String) -> String {
        let start = text.prefix(characterLimit + 1)
        guard start.endIndex < text.endIndex || start.count > characterLimit else {
            return "\"" + escaped(text, quotesAndBackslashes: true) + "\""
        }
        let kept = String(start.prefix(characterLimit - 1))
        return "\"" + escaped(kept, quotesAndBackslashes: true) + "…\" (cut: \(Counted.number(text.utf8.count)) bytes)"
    }

    /// `text` without quotes, every scalar that ``mustEscape(_:)`` names written as `\u{…}`
    /// (newline, carriage return and tab as `\n`, `\r`, `\t`); quotes and backslashes are
    /// kept as they are. For one-line messages (an alert, an error line) that must not carry
    /// terminal control sequences or reorder themselves.
    /// - Complexity: O(n).
    public static func escapingInvisibles(_ text: String) -> String {
        escaped(text, quotesAndBackslashes: false)
    }

    /// `scalar` as `\u{202E}` (upper-case hex).
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func escaped(_ text: String, quotesAndBackslashes: Bool) -> String {
        // Most texts need no escape: return them as they are.
        if text.unicodeScalars.allSatisfy({ !mustEscape($0) && (!quotesAndBackslashes || ($0 != "\"" && $0 != "\\")) }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotesAndBackslashes: result += "\\\""
            case "\\" where quotesAndBackslashes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if mustEscape(scalar) {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` is shown as an escape: C0 and C1 control characters (a terminal's
    /// escape sequences start with one), bidirectional embeddings, overrides and isolates,
    /// zero-width spaces, line and paragraph separators and the byte-order mark.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: return true
        // Bidirectional embeddings, overrides and isolates would reorder the snapshot line itself.
        case 0x202A...0x202E, 0x2066...0x2069: return true
        // Zero-width and line/paragraph separators.
        case 0x200B, 0x2028, 0x2029, 0xFEFF: return true
        default: return false
        }
    }
}
