/// A shortest edit script between two sequences of line numbers, by the linear-space
/// divide-and-conquer algorithm of E. W. Myers, "An O(ND) Difference Algorithm and Its
/// Variations" (Algorithmica 1, 1986), section 4b, with an exact fallback for the boxes where
/// that search is slow.
///
/// Myers' search costs O((N + M) · D), little for the few changes of a snapshot diff but
/// seconds for two long texts whose lines match in many places and line up badly (D near
/// N + M). GNU diff gives up such a search past a cost limit and splits at the best point
/// it has seen, so its script is valid but longer than the shortest. Here each box's search
/// gets a share of the box's area (one diagonal visit per 4,096 cells, at least 256 and at
/// most `searchBudget`); past it the box is split exactly by `BitParallelSplit`, whose cost
/// is O(N · M / 64) whatever D is. The script stays minimal, and the worst case costs about
/// a bit-parallel LCS computation (twice over, with the halving), not O((N + M)²).
///
/// Boxes larger than `exactSplitArea` cells (about 185,000 lines on each side by default)
/// would take longer than seconds even so: their search keeps the whole `searchBudget`,
/// and past it they are split at the search's furthest point, valid but possibly longer
/// than the shortest, until the pieces are small enough to be split exactly.
///
/// Lines that match nothing on the other side never reach the search (`MatchableLines`), so
/// texts with nothing in common cost O(N + M).
enum MyersDiff {
    /// The largest box, in cells (old lines times new lines), split exactly when its search
    /// runs out: 2³⁵, a split of about a second.
    static let defaultExactSplitArea = 1 << 35

    /// One diagonal visit of a search is allowed per this many cells of its box: a search that
    /// runs out has then cost about a twentieth of the exact split that follows (a visit costs
    /// a few nanoseconds, the split about one per 64 cells). The price of so small a share: a
    /// search that would have finished within twenty times its share costs that much more as
    /// a split; with 1,024 the largest benchmark inputs took a third longer.
    static let cellsPerVisit = 1 << 12

    /// The smallest search budget, so that small boxes with few changes never need the
    /// exact split.
    static let minimumSearchBudget = 256

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
    /// then solved outright (all insertions or all deletions); any other is cut in two at a
    /// point of a shortest path through it (`MiddleSnake`, or `BitParallelSplit` when the
    /// search runs out of its share), and both halves go on a stack, so the depth of the
    /// divide and conquer never touches the call stack.
    ///
    /// - Parameters:
    ///   - searchBudget: the most diagonals one search visits.
    ///   - exactSplitArea: the largest box split exactly when its search runs out; larger
    ///     ones are cut at the search's furthest point.
    /// - Complexity: O(min((N + M) · D, N · M / 64)) time for boxes up to `exactSplitArea`,
    ///   where N and M are the sequences' lengths and D the length of the script; about
    ///   O(N + M + D²) for scattered changes; O(N + M) memory.
    static func marks(
        old: [Int], new: [Int],
        searchBudget: Int = MiddleSnake.defaultSearchBudget,
        exactSplitArea: Int = MyersDiff.defaultExactSplitArea
    ) -> EditMarks {
        let matchable = MatchableLines(old: old, new: new)
        let reduced = searchedMarks(
            matchable, searchBudget: searchBudget, exactSplitArea: exactSplitArea)
        if matchable.old.count == old.count && matchable.new.count == new.count {
            return reduced
        }
        // Lines that match nothing are deleted or inserted by every script.
        var marks = EditMarks(oldCount: old.count, newCount: new.count)
        marks.deleted = Array(repeating: true, count: old.count)
        marks.inserted = Array(repeating: true, count: new.count)
        for (position, line) in matchable.old.enumerated() { marks.deleted[line] = reduced.deleted[position] }
        for (position, line) in matchable.new.enumerated() { marks.inserted[line] = reduced.inserted[position] }
        return marks
    }

    /// The divide and conquer on the matchable lines' symbols.
    private static func searchedMarks(_ lines: MatchableLines, searchBudget: Int, exactSplitArea: Int) -> EditMarks {
        var marks = EditMarks(oldCount: lines.oldSymbols.count, newCount: lines.newSymbols.count)
        var solver = Solver(lines, searchBudget: searchBudget, exactSplitArea: exactSplitArea)
        lines.oldSymbols.withUnsafeBufferPointer { old in
            lines.newSymbols.withUnsafeBufferPointer { new in
                marks.deleted.withUnsafeMutableBufferPointer { deleted in
                    marks.inserted.withUnsafeMutableBufferPointer { inserted in
                        solver.solve(old: old, new: new, deleted: deleted, inserted: inserted)
                    }
                }
            }
        }
        return marks
    }

    /// The divide and conquer behind `marks`, with the two ways to split a box.
    private struct Solver {
        let searchBudget: Int
        let exactSplitArea: Int
        let symbolCount: Int
        let lineCount: Int
        /// Created for the first box that needs it, then reused.
        var search: MiddleSnake?
        var exactSplit: BitParallelSplit?

        init(_ lines: MatchableLines, searchBudget: Int, exactSplitArea: Int) {
            self.searchBudget = max(1, searchBudget)
            self.exactSplitArea = exactSplitArea
            symbolCount = lines.symbolCount
            lineCount = max(lines.oldSymbols.count, lines.newSymbols.count)
        }

        /// Marks a shortest script of `old` and `new` in `deleted` and `inserted`.
        mutating func solve(
            old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>,
            deleted: UnsafeMutableBufferPointer<Bool>, inserted: UnsafeMutableBufferPointer<Bool>
        ) {
            var pending = [Box(old: 0..<old.count, new: 0..<new.count)]
            while let next = pending.popLast() {
                let box = trimmingCommonEnds(next, old: old, new: new)
                let point =
                    box.old.isEmpty || box.new.isEmpty
                    ? nil
                    : split(
                        old: UnsafeBufferPointer(rebasing: old[box.old]),
                        new: UnsafeBufferPointer(rebasing: new[box.new])
                    )
                guard let point else {
                    // An empty side; or no split point, which a trimmed box with two
                    // non-empty sides only lacks with one line on each: replace the box.
                    for line in box.old { deleted[line] = true }
                    for line in box.new { inserted[line] = true }
                    continue
                }
                let oldSplit = box.old.lowerBound + point.x
                let newSplit = box.new.lowerBound + point.y
                pending.append(Box(old: oldSplit..<box.old.upperBound, new: newSplit..<box.new.upperBound))
                pending.append(Box(old: box.old.lowerBound..<oldSplit, new: box.new.lowerBound..<newSplit))
            }
        }

        /// A point to split a trimmed box at: Myers' meeting point, or when the search runs
        /// out of its share, the exact split for a box up to `exactSplitArea` and the search's
        /// furthest point for a larger one.
        private mutating func split(old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>) -> (x: Int, y: Int)? {
            let (area, overflow) = old.count.multipliedReportingOverflow(by: new.count)
            let exact = !overflow && area <= exactSplitArea
            let budget =
                exact
                ? min(searchBudget, max(MyersDiff.minimumSearchBudget, area / MyersDiff.cellsPerVisit))
                : searchBudget
            if search == nil { search = MiddleSnake(lineCount: old.count + new.count) }
            switch search?.split(old: old, new: new, budget: budget) {
            case let .shortest(x, y)?:
                return (x, y)
            case let .overBudget(furthest)? where !exact:
                return furthest
            case .overBudget?:
                if exactSplit == nil { exactSplit = BitParallelSplit(symbolCount: symbolCount, lineCount: lineCount) }
                return exactSplit?.split(old: old, new: new)
            case nil:
                return nil
            }
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
        return Box(old: oldStart..<oldEnd, new: newStart..<newEnd)
    }
}
