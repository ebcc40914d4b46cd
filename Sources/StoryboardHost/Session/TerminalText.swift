import Foundation
import Presentation

/// What a host writes to a terminal: its own text as it is, and anything that came from
/// elsewhere (a script's line, an argument, a server's message) with its control characters,
/// direction overrides and other invisible characters written as `\u{…}` escapes, so nothing
/// it prints can move the cursor, clear the screen, retitle the window or reorder a line.
/// Every line an ``InteractiveHost`` writes goes through ``safe(_:)``; echoes of input go
/// through ``echo(_:)``, which also keeps them short.
public enum TerminalText {
    /// `text` with every invisible character but the line breaks between its lines escaped.
    /// - Complexity: O(*n*).
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && TextQuote.mustEscape($0) }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextQuote.escapingInvisibles(String($0)) }
            .joined(separator: "\n")
    }

    /// The longest echo of a user's or a server's text.
    public static let echoLimit = 80

    /// `text` (a command, an argument, a title) as an error message quotes it back: one line
    /// (white space runs become one space), at most ``echoLimit`` characters ending in "…"
    /// when cut, invisible characters escaped.
    /// - Complexity: O(*n*) in the first few hundred characters of `text`.
    public static func echo(_ text: String) -> String {
        let head = text.prefix(echoLimit * 8)
        let line = head.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let escaped = TextQuote.escapingInvisibles(line)
        guard escaped.count > echoLimit || head.endIndex < text.endIndex else { return escaped }
        return String(escaped.prefix(echoLimit - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// `text` broken between words into lines of at most `width` columns (`DisplayWidth`),
    /// joined by line breaks; a word longer than a line (a URL) is cut into lines of its own.
    /// - Complexity: O(*n*).
    public static func wrapped(_ text: String, width: Int) -> String {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ").flatMap({ pieces(of: $0, width: width) }) {
            let wordWidth = DisplayWidth.columns(of: word)
            if !line.isEmpty, used + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                used = 0
            }
            if !line.isEmpty {
                line += " "
                used += 1
            }
            line += word
            used += wordWidth
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `word` cut into pieces of at most `width` columns.
    private static func pieces(of word: Substring, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in word {
            let columns = DisplayWidth.columns(of: character)
            if used + columns > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                used = 0
            }
            piece.append(character)
            used += columns
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
