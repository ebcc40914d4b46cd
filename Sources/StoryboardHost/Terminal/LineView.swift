import Presentation

/// What the line editor draws of its line on the terminal's row: the whole line when it fits,
/// else the part around the cursor, with `…` where the line goes on out of view (as a shell
/// scrolls a long line sideways), so the terminal never wraps it and `\r` always returns to
/// the prompt's row. Widths are the terminal's (``DisplayWidth``), of the text as drawn
/// (invisible characters escaped by ``TerminalText/safe(_:)``).
struct LineView: Equatable {
    /// The text to draw after the prompt.
    var text: String
    /// How many columns the cursor goes back from the end of ``text``.
    var back: Int

    /// The view of `characters` with the cursor before `characters[cursor]`, in `room`
    /// columns (the terminal's width less the prompt's; nil when unknown: the whole line).
    /// The last column is left free, so the cursor at the end never wraps the row.
    /// - Complexity: O(*n*) in the line's characters.
    init(characters: [Character], cursor: Int, room: Int?) {
        let drawn = characters.map { TerminalText.safe(String($0)) }
        let widths = drawn.map { DisplayWidth.columns(of: $0) }
        let cursor = min(max(0, cursor), characters.count)
        let budget = (room ?? Int.max) - 1
        guard widths.reduce(0, +) > budget, budget >= 4 else {
            self.init(text: drawn.joined(), back: widths[cursor...].reduce(0, +))
            return
        }
        // The first character shown: the earliest that keeps the cursor on the row, with room
        // for a "…" on each side.
        var start = 0
        var beforeCursor = widths[..<cursor].reduce(0, +)
        while start < cursor, beforeCursor + (start > 0 ? 1 : 0) > budget - 1 {
            beforeCursor -= widths[start]
            start += 1
        }
        var used = start > 0 ? 1 : 0
        var end = start
        while end < characters.count, used + widths[end] <= budget {
            used += widths[end]
            end += 1
        }
        let cutAtEnd = end < characters.count
        if cutAtEnd {
            while used + 1 > budget, end > cursor {
                end -= 1
                used -= widths[end]
            }
        }
        let text = (start > 0 ? "…" : "") + drawn[start..<end].joined() + (cutAtEnd ? "…" : "")
        self.init(text: text, back: widths[cursor..<end].reduce(0, +) + (cutAtEnd ? 1 : 0))
    }

    private init(text: String, back: Int) {
        self.text = text
        self.back = back
    }
}
