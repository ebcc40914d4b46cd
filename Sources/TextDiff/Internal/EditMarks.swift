/// An edit script as one mark per line: which old lines are deleted and which new lines
/// are inserted. Every other line is kept, and the kept old lines, in order, equal the kept
/// new lines.
struct EditMarks: Sendable, Equatable {
    /// `deleted[i]` says whether old line `i` is deleted.
    var deleted: [Bool]
    /// `inserted[j]` says whether new line `j` is inserted.
    var inserted: [Bool]

    /// The script keeping every line: nothing deleted, nothing inserted.
    init(oldCount: Int, newCount: Int) {
        deleted = Array(repeating: false, count: oldCount)
        inserted = Array(repeating: false, count: newCount)
    }

    /// Moves every run of deleted lines, and every run of inserted lines, as far down as
    /// equal lines allow: the project's single rule for placing an ambiguous change.
    ///
    /// A run of marked lines `start ..< end` followed by an unmarked line equal to the
    /// run's first line can slide down by one: unmark `start`, mark `end`. The unmarked
    /// lines keep the same contents in the same order, so the script stays valid and just
    /// as short. Each side is slid on its own. For example, deleting one of three equal
    /// lines deletes the last one, and a run that reaches the next run merges with it.
    ///
    /// - Parameters:
    ///   - old: the old lines' numbers, equal numbers meaning equal lines.
    ///   - new: the new lines' numbers.
    /// - Complexity: O(N + M), the number of lines.
    mutating func slideRunsDown(old: [Int], new: [Int]) {
        EditMarks.slideRunsDown(&deleted, lines: old)
        EditMarks.slideRunsDown(&inserted, lines: new)
    }

    /// Slides each run of `marks` down over the following unmarked lines while the run's
    /// first line equals the unmarked line after it.
    ///
    /// - Complexity: O(n) in `lines.count`: both ends of the run only move forward.
    private static func slideRunsDown(_ marks: inout [Bool], lines: [Int]) {
        let count = min(marks.count, lines.count)
        var start = 0
        while start < count {
            guard marks[start] else {
                start += 1
                continue
            }
            var end = start
            while end < count && marks[end] { end += 1 }
            while end < count && lines[start] == lines[end] {
                marks[start] = false
                marks[end] = true
                start += 1
                end += 1
                while end < count && marks[end] { end += 1 }
            }
            start = end
        }
    }

    /// The script as an ordered list of changes: each maximal group of deleted old lines
    /// and inserted new lines that meet between the same two kept lines.
    ///
    /// - Complexity: O(N + M), the number of lines.
    var changes: [LineDiff.Change] {
        var changes: [LineDiff.Change] = []
        var oldLine = 0
        var newLine = 0
        while oldLine < deleted.count || newLine < inserted.count {
            let deletes = oldLine < deleted.count && deleted[oldLine]
            let inserts = newLine < inserted.count && inserted[newLine]
            guard deletes || inserts else {
                oldLine += 1
                newLine += 1
                continue
            }
            let oldStart = oldLine
            let newStart = newLine
            while oldLine < deleted.count && deleted[oldLine] { oldLine += 1 }
            while newLine < inserted.count && inserted[newLine] { newLine += 1 }
            changes.append(LineDiff.Change(oldLines: oldStart..<oldLine, newLines: newStart..<newLine))
        }
        return changes
    }
}
