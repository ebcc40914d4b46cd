/// Escapes text for SVG (XML 1.0) content and attribute values.
///
/// `&`, `<`, `>` and `"` become entity references; characters XML 1.0 does not allow (C0
/// controls other than tab, newline and carriage return, U+FFFE, U+FFFF) and the C1 controls
/// are dropped; tab, newline and carriage return become spaces, since text is drawn one line at
/// a time. Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are
/// written as `\u{202E}`, as the text renderer writes them (``TextQuote``): raw, they would
/// reorder the drawn text and the SVG source a reviewer reads.
enum SVGEscaping {
    /// `text` escaped for use between tags or inside a double-quoted attribute.
    /// - Complexity: O(n).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result += " "
            case "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                result += TextQuote.unicodeEscape(scalar)
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// Whether XML 1.0 allows `scalar` (and it is not a C1 control).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
