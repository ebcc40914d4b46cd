import Presentation

/// Turns text that came from a server (an error body, a message, a key in a record) into what
/// a person is shown: one line of at most ``limit`` characters, so a 5 KB HTML error page or a
/// 100 KB string never floods an alert or a terminal.
///
/// - HTML (a proxy's or a web server's error page) is reduced to its visible text.
/// - White space runs (newlines, tabs, line separators) become one space; the ends are trimmed.
/// - Control characters, bidirectional overrides and other invisible characters are written
///   as `\u{…}` escapes (`TextQuote/escapingInvisibles(_:)`), so nothing a server sends can
///   move a terminal's cursor, change its colours or reorder the line.
/// - Longer text is cut to ``limit`` characters, the last one "…".
public enum ServerText {
    /// The longest summary, in characters.
    public static let limit = 200

    /// `text` as one bounded line.
    /// - Complexity: O(*n*) in the length of `text` (only the first few thousand characters
    ///   are looked at).
    public static func summary(_ text: String, limit: Int = limit) -> String {
        let bound = max(limit, 2)
        // Far more than the summary keeps, since white space that collapses shortens the text.
        let head = text.prefix(bound * 8)
        var truncated = head.endIndex < text.endIndex
        var line = ""
        var count = 0
        var pendingSpace = false
        for character in head {
            if character.isWhitespace {
                pendingSpace = count > 0
                continue
            }
            if count > bound {
                truncated = true
                break
            }
            if pendingSpace {
                line.append(" ")
                count += 1
            }
            pendingSpace = false
            line.append(character)
            count += 1
        }
        let escaped = TextQuote.escapingInvisibles(line)
        guard truncated || escaped.count > bound else { return escaped }
        return String(escaped.prefix(bound - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// The summary of an error body: its visible text when it is HTML (by its content type,
    /// or by starting with `<`), else the text itself.
    /// - Complexity: O(*n*) in the length of `body`.
    public static func summary(ofBody body: String, contentType: String? = nil, limit: Int = limit) -> String {
        let trimmed = body.drop { $0.isWhitespace }
        let isHTML =
            contentType?.lowercased().contains("html") == true
            || trimmed.lowercased().hasPrefix("<!doctype html") || trimmed.lowercased().hasPrefix("<html")
        guard isHTML else { return summary(body, limit: limit) }
        let visible = HTMLDocument(html: String(body.prefix(64 * 1024))).blocks.compactMap(\.text).joined(separator: " ")
        return summary(visible, limit: limit)
    }
}
