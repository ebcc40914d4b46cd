/// The pseudo-translation translators' tools make to test a user interface before any real
/// translation exists: every letter accented, the text about 40% longer, in brackets
/// (`"Events"` becomes `"[Ëvéñţš one]"`), so text that is hard-coded, cut, wrapped or
/// concatenated shows at a glance.
///
/// - Letters get accents, using only glyphs the package's Helvetica and Times metrics measure
///   (Latin-1 and Latin Extended-A), so widths stay real; letters without such a glyph (`b`,
///   `h`, `m`, `v`, `w`...) stay as they are. Digits, punctuation and spaces stay.
/// - Expansion: plain words (`one two three ...`) are added at the end until the text has grown
///   by at least 40% of its length (short texts grow more, as short texts do in real
///   translations), then the whole is bracketed.
/// - Placeholders (`%@`, `%1$@`, `%d`, `%.2f`, `%%`) are kept as written, so a format still
///   formats.
/// - A text with no letter (empty, `"12:30"`, `"+"`) has nothing to translate and stays;
///   spaces and newlines around a text stay outside the brackets (`"Posted under: "` keeps its
///   space before what follows it).
///   The padding is at least 40% of the text without them.
///
/// Pure and deterministic: the same text always gives the same result. It is not idempotent
/// (pseudo-translating a pseudo-translation grows it again), as a translation of a translation
/// would not be.
public enum PseudoLocalization {
    /// How much longer a text gets, at least: 40% of its length.
    public static let expansion = 0.4

    /// The words added to lengthen a text, in order, then again from the start.
    public static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `text` pseudo-translated.
    /// - Complexity: O(n) in the length of `text`.
    public static func translate(_ text: String) -> String {
        guard text.contains(where: \.isLetter) else { return text }
        let leading = text.prefix(while: \.isWhitespace)
        let trailing = text.reversed().prefix(while: \.isWhitespace).reversed()
        let core = text.dropFirst(leading.count).dropLast(trailing.count)
        var result = leading + "["
        for piece in PrintfPiece.split(String(core)) {
            switch piece {
            case .literal(let literal):
                for character in literal { result.append(accented(character)) }
            case .specifier(let specifier): result += specifier
            }
        }
        let wanted = Int((Double(core.count) * expansion).rounded(.up))
        var added = 0
        var word = 0
        while added < wanted {
            let padding = " " + paddingWords[word % paddingWords.count]
            result += padding
            added += padding.count
            word += 1
        }
        return result + "]" + String(trailing)
    }

    /// The text shown for `text` of `origin` under the pseudo-locale: data unchanged, the app's
    /// wording translated, and of a format only the format translated, its arguments kept.
    /// - Complexity: O(n) in the length of the text.
    public static func translate(_ text: String, origin: TextOrigin) -> String {
        switch origin {
        case .data: text
        case .app: translate(text)
        case .appFormat(let format, let arguments): TextOrigin.formatted(translate(format), arguments: arguments)
        }
    }

    /// `character` with an accent when the metrics have an accented glyph for it.
    private static func accented(_ character: Character) -> Character {
        guard let ascii = character.asciiValue, let replacement = accents[ascii] else { return character }
        return replacement
    }

    /// Accented forms of ASCII letters, all in the Helvetica and Times AFM files.
    private static let accents: [UInt8: Character] = {
        let pairs: [(Character, Character)] = [
            ("A", "Å"), ("C", "Ç"), ("D", "Ð"), ("E", "Ë"), ("G", "Ğ"), ("I", "Î"), ("K", "Ķ"), ("L", "Ļ"),
            ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("Y", "Ý"), ("Z", "Ž"),
            ("a", "å"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("f", "ƒ"), ("g", "ğ"), ("i", "î"), ("k", "ķ"), ("l", "ļ"),
            ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("r", "ŕ"), ("s", "š"), ("t", "ţ"), ("u", "û"), ("y", "ý"), ("z", "ž"),
        ]
        var table: [UInt8: Character] = [:]
        for (plain, accented) in pairs {
            if let ascii = plain.asciiValue { table[ascii] = accented }
        }
        return table
    }()
}
