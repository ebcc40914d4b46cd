/// How many columns of a terminal (a monospaced grid) text takes: the width the wireframe is
/// drawn by, and the one a line editor needs to put the cursor where the terminal shows it.
///
/// One column per `Character` (a letter with its combining accents is one character), except:
///
/// - **2 columns** for an East Asian wide or fullwidth character (UAX #11 W and F: CJK
///   ideographs, kana, Hangul syllables, fullwidth forms; the ranges `FallbackGlyph` uses) and
///   for an emoji shown as one (Unicode `Emoji_Presentation`, or any emoji followed by the
///   variation selector U+FE0F or the keycap mark U+20E3), as terminals following wcwidth show
///   them;
/// - **0 columns** for what a terminal does not advance over: control and format characters,
///   line and paragraph separators, and a combining mark with nothing to combine with.
///
/// A character that is wide only in East Asian contexts (UAX #11 "ambiguous") counts as one.
public enum DisplayWidth {
    /// The columns `character` takes: 0, 1 or 2.
    /// - Complexity: O(scalars in the character).
    public static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let properties = first.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark, .surrogate:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmoji, character.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return 2 }
        return FallbackGlyph.isEastAsianWide(first.value) ? 2 : 1
    }

    /// The columns `text` takes: the sum of its characters'.
    /// - Complexity: O(n) in the text's scalars.
    public static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }
}
