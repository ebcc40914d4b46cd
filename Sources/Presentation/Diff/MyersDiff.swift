/// A shortest edit script between two sequences of line numbers, by the linear-space
/// divide-and-conquer algorithm of E. W. Myers, "An O(ND) Difference Algorithm and Its
/// Variations" (Algorithmica 1, 1986), section 4b.
///
/// The script is always minimal: no script deletes and inserts fewer lines in total. There
/// is no cut-off for expensive inputs, so two long texts with little in common take time
/// proportional to their length times the number of changed lines.
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
    /// Starting from the whole problem, each box first loses the lines its two sides share
    /// at the start and at the end. A box with an empty side is then solved outright (all
    /// insertions or all deletions); any other is cut in two at a point of a shortest path
    /// through it (`MiddleSnake`), and both halves go on a stack, so the depth of the
    /// divide and conquer never touches the call stack.
    ///
    /// - Complexity: O((N + M) · D) time in the worst case and about O(N + M + D²) for
    ///   scattered changes, where N and M are the sequences' lengths and D the length of
    ///   the script; O(N + M) memory.
    static func marks(old: [Int], new: [Int]) -> EditMarks {
        var marks = EditMarks(oldCount: old.count, newCount: new.count)
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                marks.deleted.withUnsafeMutableBufferPointer { deleted in
                    marks.inserted.withUnsafeMutableBufferPointer { inserted in
                        solve(old: old, new: new, deleted: deleted, inserted: inserted)
                    }
                }
            }
        }
        return marks
    }

    /// The divide and conquer behind `marks`, writing into `deleted` and `inserted`.
    private static func solve(
        old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>,
        deleted: UnsafeMutableBufferPointer<Bool>, inserted: UnsafeMutableBufferPointer<Bool>
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
            if middleSnake == nil { middleSnake = MiddleSnake(lineCount: box.old.count + box.new.count) }
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
