/// One wrapped line, as positions in a ``MeasuredText``.
struct WrappedLine: Hashable {
    /// The characters shown on the line; trailing spaces are not part of it.
    let range: Range<Int>
    /// The end of the line's paragraph: the index of its newline, or the text's end.
    let paragraphEnd: Int
}

/// Greedy line breaking in the manner of UILabel: fill each line with as much as fits.
///
/// Rules:
/// - a newline ends the paragraph; a newline at the very end of the text adds no empty line,
///   but an empty paragraph between two newlines is an empty line;
/// - with ``breaksInsideWords`` off, lines end at spaces (or tabs). Spaces never overflow:
///   they hang past the edge and are dropped from the end of the line, and the next line
///   starts at the next word. A word wider than a whole line is broken inside (character wrap
///   for that word). Spaces at the start of a paragraph are kept (an indent);
/// - with ``breaksInsideWords`` on, a line ends before the first character that does not fit;
/// - a line always holds at least one character, even when it is wider than the width, so
///   the breaker always advances.
struct LineBreaker {
    /// The text to wrap.
    let text: MeasuredText
    /// The width each line must fit.
    let limit: WidthLimit
    /// Whether to wrap at any character (`.characterWrap`) rather than at spaces.
    let breaksInsideWords: Bool

    /// The wrapped lines of the whole text, stopping after `maximumCount`.
    ///
    /// - Complexity: O(n) in the length of the text (each character is looked at a bounded
    ///   number of times; no run is measured twice, thanks to ``MeasuredText/runningUnits``).
    func lines(maximumCount: Int) -> [WrappedLine] {
        var lines: [WrappedLine] = []
        guard text.count > 0, maximumCount > 0 else { return lines }
        var start = 0
        while true {
            let end = text.paragraphEnd(from: start)
            wrapParagraph(start..<end, into: &lines, maximumCount: maximumCount)
            if lines.count >= maximumCount || end >= text.count { break }
            start = end + 1
            if start >= text.count { break }  // a final newline adds no line
        }
        return lines
    }

    /// Appends the lines of one paragraph (no newline inside `paragraph`).
    private func wrapParagraph(_ paragraph: Range<Int>, into lines: inout [WrappedLine], maximumCount: Int) {
        let end = paragraph.upperBound
        func emit(_ lineStart: Int, _ lineEnd: Int) {
            let trimmed = text.trimmingTrailingSpaces(lineStart, lineEnd)
            lines.append(WrappedLine(range: lineStart..<trimmed, paragraphEnd: end))
        }
        var lineStart = paragraph.lowerBound
        var index = lineStart
        var lineUnits = 0
        // The last place in the current line where it may wrap: the line would end at
        // `wordEnd` and the next one start at `nextWordStart`.
        var wordEnd: Int?
        var nextWordStart: Int?
        while index < end {
            if lines.count >= maximumCount { return }
            if text.isSpace(index) {
                if index > lineStart && !text.isSpace(index - 1) { wordEnd = index }
                lineUnits += text.units(at: index)
                index += 1
                continue
            }
            if index > lineStart && text.isSpace(index - 1) && wordEnd != nil { nextWordStart = index }
            if limit.fits(lineUnits + text.units(at: index)) {
                lineUnits += text.units(at: index)
                index += 1
                continue
            }
            if !breaksInsideWords, let lineEnd = wordEnd, let resume = nextWordStart {
                // Wrap before the current word and measure it again on the new line.
                emit(lineStart, lineEnd)
                lineStart = resume
                lineUnits = text.units(in: resume..<index)
                wordEnd = nil
                nextWordStart = nil
                continue
            }
            // No space to wrap at: break inside the word, keeping at least one character.
            let lineEnd = index > lineStart ? index : index + 1
            emit(lineStart, lineEnd)
            index = lineEnd
            while index < end && text.isSpace(index) { index += 1 }
            lineStart = index
            lineUnits = 0
            wordEnd = nil
            nextWordStart = nil
        }
        if lines.count < maximumCount && (lineStart < end || lineStart == paragraph.lowerBound) {
            emit(lineStart, end)
        }
    }
}
