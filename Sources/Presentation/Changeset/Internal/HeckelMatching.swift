/// Pairs the positions of an old and a new sequence that hold the same identifier, with the
/// passes of Paul Heckel's "A technique for isolating differences between files" (CACM,
/// 1978), run on identifier numbers from ``IdentifierNumbering``.
///
/// - Passes 1 and 2 fill the symbol table: for every identifier, how often it occurs in the
///   old and in the new sequence (0, 1 or more) and where it last occurred in the old one.
/// - Pass 3 pairs every identifier that occurs exactly once in each: these are the anchors.
/// - Pass 4 walks the new sequence forward: when position `j` is paired with `i` and the
///   identifiers after them (`j + 1`, `i + 1`) are equal and still unpaired, they are paired.
///   Pass 5 does the same backward. Together they pair repeated identifiers that sit next to
///   a paired neighbour on both sides.
///
/// What stays unpaired is deleted (old) or inserted (new). With unique identifiers (the
/// normal case for table rows) passes 4 and 5 change nothing; with repeated ones they decide
/// which occurrences survive, and the others become deletes and inserts.
@usableFromInline
struct HeckelMatching: Sendable {
    /// For every old position, the new position of its pair, or -1 if it is deleted.
    @usableFromInline
    var newIndexOfOld: [Int]
    /// For every new position, the old position of its pair, or -1 if it is inserted.
    @usableFromInline
    var oldIndexOfNew: [Int]

    /// One symbol-table entry: occurrence counts (saturating at 2, "many") and the last old
    /// position.
    private struct Entry {
        var oldCount: UInt8 = 0
        var newCount: UInt8 = 0
        var oldIndex = -1
    }

    /// Pairs `old` and `new`, sequences of identifier numbers below `symbolCount`.
    /// A number at or above `symbolCount`, or negative, is treated as unique to its sequence.
    /// - Complexity: O(n + m + symbolCount), n and m the lengths of the sequences.
    @usableFromInline
    init(old: [Int], new: [Int], symbolCount: Int) {
        var entries = [Entry](repeating: Entry(), count: max(symbolCount, 0))
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        let validSymbols = 0..<entries.count

        for (index, symbol) in old.enumerated() where validSymbols.contains(symbol) {
            entries[symbol].oldCount = min(entries[symbol].oldCount + 1, 2)
            entries[symbol].oldIndex = index
        }
        for symbol in new where validSymbols.contains(symbol) {
            entries[symbol].newCount = min(entries[symbol].newCount + 1, 2)
        }
        for (newIndex, symbol) in new.enumerated() where validSymbols.contains(symbol) {
            let entry = entries[symbol]
            if entry.oldCount == 1, entry.newCount == 1 {
                oldIndexOfNew[newIndex] = entry.oldIndex
                newIndexOfOld[entry.oldIndex] = newIndex
            }
        }

        // Pass 4: extend every pair forward over equal, unpaired neighbours.
        var newIndex = 0
        while newIndex + 1 < new.count {
            let oldIndex = oldIndexOfNew[newIndex]
            if oldIndex >= 0, oldIndex + 1 < old.count,
                oldIndexOfNew[newIndex + 1] < 0, newIndexOfOld[oldIndex + 1] < 0,
                new[newIndex + 1] == old[oldIndex + 1]
            {
                oldIndexOfNew[newIndex + 1] = oldIndex + 1
                newIndexOfOld[oldIndex + 1] = newIndex + 1
            }
            newIndex += 1
        }
        // Pass 5: extend every pair backward.
        newIndex = new.count - 1
        while newIndex > 0 {
            let oldIndex = oldIndexOfNew[newIndex]
            if oldIndex > 0,
                oldIndexOfNew[newIndex - 1] < 0, newIndexOfOld[oldIndex - 1] < 0,
                new[newIndex - 1] == old[oldIndex - 1]
            {
                oldIndexOfNew[newIndex - 1] = oldIndex - 1
                newIndexOfOld[oldIndex - 1] = newIndex - 1
            }
            newIndex -= 1
        }
        self.newIndexOfOld = newIndexOfOld
        self.oldIndexOfNew = oldIndexOfNew
    }
}
