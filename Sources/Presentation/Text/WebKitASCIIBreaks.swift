/// Where WebKit (and Blink, which inherited it) breaks between two printable ASCII characters.
///
/// For a pair of characters from `!` (U+0021) to DEL (U+007F), WebKit's line breaker does not ask
/// UAX #14: it looks the pair up in a table of its own, written for compatibility with the
/// browsers of 2010 (WebKit bug 37698), and only for other pairs does it use the Unicode
/// algorithm. The table's rules, as its comment states them and as its rows read:
///
/// - After `-`: a break before anything but `.` and a digit; before a digit only when the
///   character before the `-` is a letter or a digit (`ABCD-1234` and `1234-5678` may break,
///   as in long URLs; a minus sign in `x -5` stays with its number).
/// - After `?`: a break before most characters, but not before `!` `"` `'` `)` `,` `.` `/`
///   `:` `;` `?` `]` `}` DEL.
/// - After closing and infix punctuation and most symbols (`!` `"` `#` `%` `&` `)` `*` `+`
///   `,` `.` `:` `;` `=` `>` `\` `]` `|` `}` `~`): a break only before an opening `(` `<` `[` `{`.
/// - After anything else (letters, digits, `$` `'` `(` `/` `<` `@` `[` `^` `_` `` ` `` `{` DEL): no break.
///
/// So `and/or`, `km/h` and a URL's path stay whole (UAX #14 allows a break after `/`), and
/// `wow!then` and `a}b` stay whole too; checked against Chromium line by line
/// (`Scripts/compare-webview-chromium.py`, the page `slashes-and-urls.html`).
enum WebKitASCIIBreaks {
    /// WebKit's answer for a break between `before` and `after`, `previous` being the
    /// character before `before`; nil when either of the two is not a printable ASCII
    /// character, for UAX #14 to decide.
    static func allowsBreak(between before: Character, and after: Character, previous: Character?) -> Bool? {
        guard let first = printableASCII(before), let second = printableASCII(after) else { return nil }
        switch first {
        case UInt8(ascii: "-"):
            if isDigit(second) { return previous.flatMap(printableASCII).map { isDigit($0) || isLetter($0) } ?? false }
            return second != UInt8(ascii: ".")
        case UInt8(ascii: "?"):
            return !noBreakAfterQuestionMark.contains(second)
        case _ where breaksOnlyBeforeOpening.contains(first):
            return openings.contains(second)
        default:
            return false
        }
    }

    /// The characters after which a break comes only before an opening bracket.
    private static let breaksOnlyBeforeOpening = Set("!\"#%&)*+,.:;=>\\]|}~".utf8)
    /// The opening brackets.
    private static let openings = Set("(<[{".utf8)
    /// What a `?` keeps with it.
    private static let noBreakAfterQuestionMark = Set("!\"'),./:;?]}\u{7F}".utf8)

    /// The byte of a character that is one printable ASCII scalar (U+0021 to U+007F).
    private static func printableASCII(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue, ascii >= 0x21 else { return nil }
        return ascii
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
