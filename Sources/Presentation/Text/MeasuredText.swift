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

        /// The role of a scalar that ``MeasuredText/standsAlone(_:)``, as a character of its own.
        init(standaloneScalar scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x85: self = .newline
            case 0x20, 0x09: self = .space
            default: self = .glyph
            }
        }

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

    /// The text measured.
    let text: String
    /// `boundaries[i]` is where character `i` starts in ``text``; one longer than the
    /// characters, ending with `text.endIndex`.
    let boundaries: [String.Index]
    /// The role of each character.
    let roles: [Role]
    /// `runningUnits[i]` is the advance, in AFM units, of characters `0..<i`; one longer than
    /// the characters.
    let runningUnits: [Int]

    /// Measures every character of `text` with `face`.
    ///
    /// Text whose every scalar ``standsAlone`` (almost every label, and the pseudo-locale's
    /// accented text) is read scalar by scalar, each scalar one character; other text by
    /// grapheme clusters.
    ///
    /// - Complexity: O(n) in the length of `text`.
    init(_ text: String, face: FaceMetrics) {
        let utf8 = text.utf8
        var boundaries: [String.Index] = []
        var roles: [Role] = []
        var runningUnits: [Int] = [0]
        boundaries.reserveCapacity(utf8.count + 1)
        roles.reserveCapacity(utf8.count)
        runningUnits.reserveCapacity(utf8.count + 1)
        var total = 0
        if text.unicodeScalars.allSatisfy(MeasuredText.standsAlone) {
            let scalars = text.unicodeScalars
            var index = scalars.startIndex
            while index < scalars.endIndex {
                let scalar = scalars[index]
                let role = Role(standaloneScalar: scalar)
                boundaries.append(index)
                roles.append(role)
                if role != .newline { total += face.advanceOrFallback(of: scalar) }
                runningUnits.append(total)
                index = scalars.index(after: index)
            }
        } else {
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                let role = Role(character)
                boundaries.append(index)
                roles.append(role)
                if role != .newline { total += face.advance(of: character) }
                runningUnits.append(total)
                index = text.index(after: index)
            }
        }
        boundaries.append(text.endIndex)
        self.text = text
        self.boundaries = boundaries
        self.roles = roles
        self.runningUnits = runningUnits
    }

    /// Whether `scalar` is a grapheme cluster on its own whatever surrounds it: Basic Latin,
    /// Latin-1 and Latin Extended-A and -B (below U+0250, before the combining marks), except
    /// the carriage return, which joins a following line feed.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x250 && scalar.value != 0x0D
    }

    /// The number of characters.
    var count: Int { roles.count }

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

    /// The text of the characters in `range`.
    func string(_ range: Range<Int>) -> String {
        String(text[boundaries[range.lowerBound]..<boundaries[range.upperBound]])
    }
}
