/// A text split into user-perceived characters, each measured once, with running totals so
/// the width of any run is found in O(1).
///
/// This is what keeps ``TextLayout`` linear: a line breaker that backs up to the last space
/// subtracts two running totals instead of measuring the word again.
struct MeasuredText {
    /// What a character means to the line breaker.
    enum Role: Hashable {
        /// A space or tab: a place to wrap, dropped at the end or start of a wrapped line.
        case space
        /// A newline (`\n`, `\r`, `\r\n`, U+2028...): ends the paragraph.
        case newline
        /// Anything else, including the no-break space.
        case glyph

        /// The role of `character`.
        init(_ character: Character) {
            if character.isNewline {
                self = .newline
            } else if character == " " || character == "\t" {
                self = .space
            } else {
                self = .glyph
            }
        }
    }

    /// The grapheme clusters of the text.
    let characters: [Character]
    /// The role of each character.
    let roles: [Role]
    /// `runningUnits[i]` is the advance, in AFM units, of `characters[0..<i]`; one longer than
    /// `characters`.
    let runningUnits: [Int]

    /// Measures every character of `text` with `face`.
    ///
    /// - Complexity: O(n) in the length of `text`.
    init(_ text: String, face: FaceMetrics) {
        var characters: [Character] = []
        var roles: [Role] = []
        var runningUnits: [Int] = [0]
        var total = 0
        for character in text {
            let role = Role(character)
            characters.append(character)
            roles.append(role)
            if role != .newline { total += face.advance(of: character) }
            runningUnits.append(total)
        }
        self.characters = characters
        self.roles = roles
        self.runningUnits = runningUnits
    }

    /// The number of characters.
    var count: Int { characters.count }

    /// The advance of `characters[range]` in AFM units.
    func units(in range: Range<Int>) -> Int {
        runningUnits[range.upperBound] - runningUnits[range.lowerBound]
    }

    /// The advance of the character at `index` in AFM units.
    func units(at index: Int) -> Int {
        runningUnits[index + 1] - runningUnits[index]
    }

    /// Whether the character at `index` is a space or tab.
    func isSpace(_ index: Int) -> Bool {
        roles[index] == .space
    }

    /// The end of the paragraph starting at `start`: the index of its newline, or `count`.
    ///
    /// - Complexity: O(p), p being the paragraph length.
    func paragraphEnd(from start: Int) -> Int {
        var index = start
        while index < count && roles[index] != .newline { index += 1 }
        return index
    }

    /// `end` moved back over trailing spaces, not before `start`.
    func trimmingTrailingSpaces(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && isSpace(end - 1) { end -= 1 }
        return end
    }

    /// The text of `characters[range]`.
    func string(_ range: Range<Int>) -> String {
        String(characters[range])
    }
}
