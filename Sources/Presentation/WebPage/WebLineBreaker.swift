/// Breaks one paragraph of a web page into lines as a browser does with `white-space: normal`:
/// at the break opportunities of UAX #14 (``LineBreakOpportunities``), greedily, each line
/// holding as much as fits.
///
/// - Spaces at the end of a line hang past the edge: they never make a line overflow and are
///   not shown. The next line starts after them.
/// - A line may end only at an opportunity; when even the first one does not fit, the line
///   overflows up to it (CSS `overflow-wrap: normal`): a word is never broken inside.
/// - A line ending at a soft hyphen (U+00AD) shows a hyphen, whose width must fit too.
struct WebLineBreaker {
    /// One line: the characters it shows.
    struct Line: Hashable {
        /// The characters, trailing spaces excluded.
        var range: Range<Int>
        /// Whether the line ends at a soft hyphen, shown as `-`.
        var endsWithSoftHyphen: Bool
    }

    /// The characters of the paragraph (no newline inside).
    let characters: [Character]
    /// Each character's advance, in points.
    let advances: [Double]
    /// The width of a hyphen in the paragraph's font, shown at a soft hyphen break.
    let hyphenWidth: Double
    /// The width every line should fit in; may be 0 or negative (deep nesting).
    let width: Double

    /// The lines, in order; an empty paragraph has one empty line.
    ///
    /// - Complexity: O(n).
    func lines() -> [Line] {
        let count = characters.count
        guard count > 0 else { return [Line(range: 0..<0, endsWithSoftHyphen: false)] }
        let opportunities = LineBreakOpportunities(characters)
        var running = [0.0]
        running.reserveCapacity(count + 1)
        for advance in advances { running.append(running[running.count - 1] + advance) }

        var lines: [Line] = []
        var lineStart = 0
        var lastFit: Int?
        var index = 1
        while index <= count {
            guard index == count || opportunities.allowsBreak(before: index) else {
                index += 1
                continue
            }
            if fits(lineStart, index, running) {
                if index == count { break }
                lastFit = index
                index += 1
                continue
            }
            // The text up to this opportunity overflows: end the line at the last one that
            // fit, or here when none did (an unbreakable run wider than the line).
            let end = lastFit ?? index
            lines.append(line(lineStart, end))
            lineStart = end
            lastFit = nil
            if end == index {
                if index == count { return lines }
                index += 1
            }
        }
        lines.append(line(lineStart, count))
        return lines
    }

    private func fits(_ start: Int, _ end: Int, _ running: [Double]) -> Bool {
        let shown = trimmedEnd(start, end)
        var lineWidth = running[shown] - running[start]
        if isSoftHyphenBreak(shown, end) { lineWidth += hyphenWidth }
        return lineWidth <= width + WidthLimit.tolerance
    }

    private func line(_ start: Int, _ end: Int) -> Line {
        let shown = trimmedEnd(start, end)
        return Line(range: start..<shown, endsWithSoftHyphen: isSoftHyphenBreak(shown, end))
    }

    /// Whether a line ending at `end` (before trailing spaces at `shown`) breaks at a soft
    /// hyphen: the last character is U+00AD and the line does not end the paragraph.
    private func isSoftHyphenBreak(_ shown: Int, _ end: Int) -> Bool {
        end < characters.count && shown == end && shown > 0 && characters[shown - 1] == "\u{AD}"
    }

    /// `end` moved back over the spaces before it, not before `start`.
    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var shown = end
        while shown > start, characters[shown - 1] == " " { shown -= 1 }
        return shown
    }
}
