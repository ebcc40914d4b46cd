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
        for piece in FormatPiece.split(format) {
            switch piece {
            case .literal(let text): result += text
            case .percent: result += "%"
            case .placeholder(let position, let written):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                result += arguments.indices.contains(index) ? arguments[index] : written
            }
        }
        return result
    }
}

/// A piece of a format string: literal text, `%%`, or an object placeholder (`%@`, `%2$@`).
enum FormatPiece: Equatable {
    /// Text translated as it is.
    case literal(String)
    /// `%%`.
    case percent
    /// `%@` (no position) or `%n$@`, and the placeholder as written.
    case placeholder(position: Int?, written: String)

    /// `format` cut into pieces; a `%` that starts no placeholder this package knows (`%d`,
    /// a lone `%`) is kept whole in a literal, so it is never translated into something else.
    /// - Complexity: O(n) in the length of `format`.
    static func split(_ format: String) -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var literal = ""
        var index = format.startIndex
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
        }
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                literal.append(character)
                index = format.index(after: index)
                continue
            }
            let rest = format[format.index(after: index)...]
            if rest.first == "%" {
                flush(); pieces.append(.percent)
                index = format.index(index, offsetBy: 2)
            } else if rest.first == "@" {
                flush(); pieces.append(.placeholder(position: nil, written: "%@"))
                index = format.index(index, offsetBy: 2)
            } else if let dollar = rest.firstIndex(of: "$"), rest[..<dollar].allSatisfy(\.isASCIIDigit),
                      let position = Int(rest[..<dollar]), position > 0,
                      format.index(after: dollar) < format.endIndex, format[format.index(after: dollar)] == "@" {
                let end = format.index(dollar, offsetBy: 2)
                flush(); pieces.append(.placeholder(position: position, written: String(format[index..<end])))
                index = end
            } else {
                literal.append(character)
                index = format.index(after: index)
            }
        }
        flush()
        return pieces
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0-9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
