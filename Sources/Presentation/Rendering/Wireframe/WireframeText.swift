/// Text as it is written into the wireframe: one cell per character, two for an emoji or an
/// East Asian wide character, none for invisible characters (``DisplayWidth``: as a terminal
/// shows them).
///
/// Control, format and direction-override characters and lone combining marks are dropped (they
/// would break the grid or reorder a line); tabs and newlines become spaces.
struct WireframeText {
    /// The characters with the number of cells each takes (1 or 2).
    private(set) var characters: [(character: Character, cells: Int)]

    /// `text` cleaned for the grid.
    /// - Complexity: O(n).
    init(_ text: String) {
        characters = []
        for character in text {
            if character.isNewline || character == "\t" {
                characters.append((" ", 1))
                continue
            }
            let cells = WireframeText.cells(of: character)
            if cells > 0 { characters.append((character, cells)) }
        }
    }

    private init(characters: [(character: Character, cells: Int)]) {
        self.characters = characters
    }

    /// The number of cells the text takes.
    var width: Int { characters.reduce(0) { $0 + $1.cells } }

    /// The text cut to at most `cells` cells, ending in "…" when something was cut.
    /// - Complexity: O(n).
    func truncated(toWidth cells: Int) -> WireframeText {
        guard width > cells else { return self }
        guard cells > 0 else { return WireframeText(characters: []) }
        var kept: [(character: Character, cells: Int)] = []
        var used = 0
        for item in characters {
            if used + item.cells > cells - 1 { break }
            kept.append(item)
            used += item.cells
        }
        while kept.last?.character == " " { kept.removeLast() }
        kept.append(("…", 1))
        return WireframeText(characters: kept)
    }

    /// The text cut at the start to at most `cells` cells, beginning with "…" when something
    /// was cut (a focused text field shows the end of what was typed).
    /// - Complexity: O(n).
    func keepingEnd(width cells: Int) -> WireframeText {
        guard width > cells else { return self }
        guard cells > 0 else { return WireframeText(characters: []) }
        var kept: [(character: Character, cells: Int)] = []
        var used = 0
        for item in characters.reversed() {
            if used + item.cells > cells - 1 { break }
            kept.append(item)
            used += item.cells
        }
        kept.append(("…", 1))
        return WireframeText(characters: kept.reversed())
    }

    /// The cleaned characters as a string.
    var string: String { String(characters.map(\.character)) }

    /// The cells `character` takes: 0 for an invisible one, 2 for an emoji or wide character
    /// (``DisplayWidth``, the terminal's rule).
    static func cells(of character: Character) -> Int {
        DisplayWidth.columns(of: character)
    }
}
