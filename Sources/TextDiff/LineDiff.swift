/// The snapshot engine's line diff: which lines of an old text become which lines of a new
/// one, as a minimal edit script.
///
/// The pipeline: cut both texts into lines (`TextLines`), number the lines by content
/// (`LineIdentifiers`), find a shortest edit script on the numbers with Myers' linear-space
/// O(ND) algorithm (`MyersDiff`, `MiddleSnake`), splitting exactly with a bit-parallel LCS
/// (`BitParallelSplit`) the boxes where that search is slow, then place each ambiguous
/// change as late as possible (`EditMarks.slideRunsDown`) and read off the changes.
public enum LineDiff {
    /// The edit script turning `old` into `new`, lines compared as whole byte strings.
    ///
    /// Lines end at `"\n"`; a last line without one differs from the same text with one.
    /// The script is minimal: no other script deletes and inserts fewer lines in total, for
    /// any pair of texts up to about 185,000 lines each (2³⁵ pairs of lines), however many
    /// lines changed; GNU diff, by contrast, gives up its search past a cost limit and prints
    /// a longer script. Lines found on one side only are changed by any script and cost
    /// nothing to search. For larger texts whose lines match in many places but line up badly,
    /// the search of the largest pieces is cut at a budget (valid, possibly longer script)
    /// until the pieces are small enough to be solved exactly.
    /// Where several minimal scripts exist, each run of deleted lines and each run of
    /// inserted lines sits as far down as equal lines allow (deleting one of three equal
    /// lines deletes the last).
    ///
    /// - Complexity: O(n) to split and number the lines, where n is the texts' length in
    ///   bytes, plus O(min((N + M) · D, N · M / 64)) for the search, where N and M are the
    ///   numbers of lines and D the number of changed lines; scattered changes cost about
    ///   O(N + M + D²), so a few changes in 100,000 lines cost little more than reading them.
    public static func changes(from old: String, to new: String) -> [Change] {
        if ByteComparison.equalUTF8(old, new) { return [] }
        var old = old
        var new = new
        return old.withUTF8 { old in
            new.withUTF8 { new in changes(from: UnsafeRawBufferPointer(old), to: UnsafeRawBufferPointer(new)) }
        }
    }

    /// The edit script turning `old` into `new`, where equal numbers stand for equal lines.
    ///
    /// Minimal, with ambiguous changes placed as late as possible, as for the text version.
    ///
    /// - Complexity: O(min((N + M) · D, N · M / 64)), about O(N + M + D²) for scattered
    ///   changes, where N and M are the sequences' lengths and D the number of changes.
    public static func changes(from old: [Int], to new: [Int]) -> [Change] {
        var marks = MyersDiff.marks(old: old, new: new)
        marks.slideRunsDown(old: old, new: new)
        return marks.changes
    }

    /// The edit script between two texts given as bytes.
    ///
    /// - Complexity: as `changes(from:to:)` for strings.
    static func changes(from old: UnsafeRawBufferPointer, to new: UnsafeRawBufferPointer) -> [Change] {
        changes(from: (TextLines(old), old), to: (TextLines(new), new))
    }

    /// The edit script between two texts already cut into lines.
    ///
    /// - Complexity: as `changes(from:to:)` for strings.
    static func changes(
        from old: (lines: TextLines, bytes: UnsafeRawBufferPointer),
        to new: (lines: TextLines, bytes: UnsafeRawBufferPointer)
    ) -> [Change] {
        let ids = LineIdentifiers.assign(old: old.lines, bytes: old.bytes, new: new.lines, bytes: new.bytes)
        return changes(from: ids.old, to: ids.new)
    }
}
