/// A shortest edit script between two sequences of line numbers, by the linear-space
/// divide-and-conquer algorithm of E. W. Myers, "An O(ND) Difference Algorithm and Its
/// Variations" (Algorithmica 1, 1986), section 4b.
///
/// The script is minimal (no script deletes and inserts fewer lines in total) unless a split's
/// search outruns its budget (`MiddleSnake.searchBudget`, about 8,000 changed lines in one
/// box by default); then that box is cut at the furthest point found and the script is
/// valid but may be longer than the shortest. So two long texts whose lines match in many
/// places but line up badly cost O((N + M) · √budget), not O((N + M)²); texts with nothing
/// in common cost O(N + M), as their lines never reach the search (`MatchableLines`).
enum MyersDiff {
    /// The part of the problem still to solve: old lines `old` against new lines `new`.
    struct Box: Equatable, Sendable {
        /// The old lines, as indices into the old sequence.
        var old: Range<Int>
        /// The new lines, as indices into the new sequence.
        var new: Range<Int>
    }

    /// Marks, for a shortest edit script turning `old` into `new`, the deleted old lines and
    /// the inserted new lines.
    ///
    /// Lines whose number does not occur on the other side are marked first and left out of
    /// the search (`MatchableLines`). Starting from the whole problem, each box first loses
    /// the lines its two sides share at the start and at the end. A box with an empty side is
    /// then solved outright (all
    /// insertions or all deletions); any other is cut in two at a point of a shortest path
    /// through it (`MiddleSnake`), and both halves go on a stack, so the depth of the
    /// divide and conquer never touches the call stack.
    ///
    /// - Complexity: O((N + M) · D) time in the worst case and about O(N + M + D²) for
    ///   scattered changes, where N and M are the sequences' lengths and D the length of
    ///   the script, capped near O((N + M) · √`searchBudget`) when D is large; O(N + M) memory.
    static func marks(old: [Int], new: [Int], searchBudget: Int = MiddleSnake.defaultSearchBudget) -> EditMarks {
        let matchable = MatchableLines(old: old, new: new)
        if matchable.old.count == old.count && matchable.new.count == new.count {
            return searchedMarks(old: old, new: new, searchBudget: searchBudget)
        }
        // Lines that match nothing are deleted or inserted by every script; search the rest.
        let reduced = searchedMarks(
            old: matchable.old.map { old[$0] }, new: matchable.new.map { new[$0] }, searchBudget: searchBudget)
        var marks = EditMarks(oldCount: old.count, newCount: new.count)
        marks.deleted = Array(repeating: true, count: old.count)
        marks.inserted = Array(repeating: true, count: new.count)
        for (position, line) in matchable.old.enumerated() { marks.deleted[line] = reduced.deleted[position] }
        for (position, line) in matchable.new.enumerated() { marks.inserted[line] = reduced.inserted[position] }
        return marks
    }

    /// The divide and conquer on the whole of `old` and `new`.
    private static func searchedMarks(old: [Int], new: [Int], searchBudget: Int) -> EditMarks {
        var marks = EditMarks(oldCount: old.count, newCount: new.count)
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                marks.deleted.withUnsafeMutableBufferPointer { deleted in
                    marks.inserted.withUnsafeMutableBufferPointer { inserted in
                        solve(old: old, new: new, deleted: deleted, inserted: inserted, searchBudget: searchBudget)
                    }
                }
            }
        }
        return marks
    }

    /// The divide and conquer behind `marks`, writing into `deleted` and `inserted`.
    private static func solve(
        old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>,
        deleted: UnsafeMutableBufferPointer<Bool>, inserted: UnsafeMutableBufferPointer<Bool>, searchBudget: Int
    ) {
        var pending = [Box(old: 0 ..< old.count, new: 0 ..< new.count)]
        var middleSnake: MiddleSnake?
        while let next = pending.popLast() {
            let box = trimmingCommonEnds(next, old: old, new: new)
            if box.old.isEmpty || box.new.isEmpty {
                for line in box.old { deleted[line] = true }
                for line in box.new { inserted[line] = true }
                continue
            }
            if middleSnake == nil { middleSnake = MiddleSnake(lineCount: box.old.count + box.new.count, searchBudget: searchBudget) }
            let point = middleSnake?.split(
                old: UnsafeBufferPointer(rebasing: old[box.old]),
                new: UnsafeBufferPointer(rebasing: new[box.new])
            )
            guard let point else {
                // Unreachable for a trimmed box with two non-empty sides; replacing the whole
                // box keeps the script valid should it ever happen.
                for line in box.old { deleted[line] = true }
                for line in box.new { inserted[line] = true }
                continue
            }
            let oldSplit = box.old.lowerBound + point.x
            let newSplit = box.new.lowerBound + point.y
            pending.append(Box(old: oldSplit ..< box.old.upperBound, new: newSplit ..< box.new.upperBound))
            pending.append(Box(old: box.old.lowerBound ..< oldSplit, new: box.new.lowerBound ..< newSplit))
        }
    }

    /// `box` without the lines its two sides share at the start and at the end.
    ///
    /// - Complexity: O(number of shared lines).
    static func trimmingCommonEnds(_ box: Box, old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>) -> Box {
        var oldStart = box.old.lowerBound
        var newStart = box.new.lowerBound
        var oldEnd = box.old.upperBound
        var newEnd = box.new.upperBound
        while oldStart < oldEnd && newStart < newEnd && old[oldStart] == new[newStart] {
            oldStart += 1
            newStart += 1
        }
        while oldStart < oldEnd && newStart < newEnd && old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        return Box(old: oldStart ..< oldEnd, new: newStart ..< newEnd)
    }
}
