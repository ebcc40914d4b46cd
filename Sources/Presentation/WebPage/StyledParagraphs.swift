/// The text of one block split at its line breaks (`<br>`, or newlines in `<pre>`), each
/// paragraph measured character by character in the font of its inline style.
struct StyledParagraphs {
    /// One paragraph: no line break inside.
    struct Paragraph {
        /// The characters.
        var characters: [Character]
        /// The font of each character (the block's font, bold or italic where marked).
        var fonts: [Font]
        /// Each character's advance in points.
        var advances: [Double]
        /// The width of a hyphen in the block's font.
        var hyphenWidth: Double

        /// The paragraph's lines in `width` points: wrapped at UAX #14 opportunities when
        /// `wraps`, else one line (white space kept, as in `<pre>`, where a tab moves to the
        /// next multiple of 8 spaces).
        ///
        /// - Complexity: O(n).
        func lines(width: Double, wraps: Bool) -> [ShownLine] {
            guard wraps else {
                return [shown(0..<characters.count, hyphen: false, expandingTabs: true)]
            }
            let breaker = WebLineBreaker(characters: characters, advances: advances, hyphenWidth: hyphenWidth, width: width)
            return breaker.lines().map { shown($0.range, hyphen: $0.endsWithSoftHyphen, expandingTabs: false) }
        }

        /// The text of `range` with its runs and width, as a reader sees it: soft hyphens are
        /// not shown, and `hyphen` appends the `-` of a soft hyphen break.
        private func shown(_ range: Range<Int>, hyphen: Bool, expandingTabs: Bool) -> ShownLine {
            var runs: [WebPageLayout.Run] = []
            var width = hyphen ? hyphenWidth : 0
            var column = 0
            for index in range where characters[index] != "\u{AD}" {
                var piece = String(characters[index])
                width += advances[index]
                if expandingTabs {
                    if characters[index] == "\t" {
                        let spaces = 8 - column % 8
                        piece = String(repeating: " ", count: spaces)
                        width += Double(spaces - 1) * advances[index]
                        column += spaces
                    } else {
                        column += 1
                    }
                }
                if let last = runs.last, last.font == fonts[index] {
                    runs[runs.count - 1].text += piece
                } else {
                    runs.append(WebPageLayout.Run(text: piece, font: fonts[index]))
                }
            }
            if hyphen, let last = runs.indices.last { runs[last].text += "-" }
            return ShownLine(text: runs.map(\.text).joined(), runs: runs, width: width)
        }
    }

    /// A line as it is shown.
    struct ShownLine {
        /// The characters shown.
        var text: String
        /// ``text`` in its fonts.
        var runs: [WebPageLayout.Run]
        /// The width of ``text``.
        var width: Double
    }

    /// The paragraphs, in order.
    let paragraphs: [Paragraph]

    /// Splits `text` at its line breaks and measures it in `font` (bold or italic where the
    /// text's styles say).
    ///
    /// - Complexity: O(n).
    init(_ text: StyledText, font: Font) {
        let hyphenWidth = FontMetrics(font).advance(of: "-")
        var paragraphs: [Paragraph] = []
        var current = Paragraph(characters: [], fonts: [], advances: [], hyphenWidth: hyphenWidth)
        let styles = text.characterStyles
        for (character, style) in zip(text.text, styles) {
            if character.isNewline {
                paragraphs.append(current)
                current = Paragraph(characters: [], fonts: [], advances: [], hyphenWidth: hyphenWidth)
                continue
            }
            let styled = font.with(
                weight: style.isBold ? .bold : nil,
                isItalic: style.isItalic ? true : nil)
            current.characters.append(character)
            current.fonts.append(styled)
            current.advances.append(FontMetrics(styled).advance(of: character))
        }
        paragraphs.append(current)
        self.paragraphs = paragraphs
    }
}
