/// The exact split for boxes too costly for Myers' search: a point of the box that a shortest
/// edit path passes, found by counting instead of searching, 64 new lines per machine word.
///
/// Hirschberg's divide and conquer ("A linear space algorithm for computing maximal common
/// subsequences", CACM 18(6), 1975): cut the old lines in half; compute the length of the
/// longest common subsequence (LCS) of the first half against every prefix of the new lines,
/// and of the second half against every suffix; the column where the two sums are largest
/// is where a shortest path crosses the middle row. Each LCS row is computed with the
/// bit-vector recurrence of Allison and Dix (1986), in Hyyrö's form (2004): the row is a
/// vector `V` with a bit per column, a zero wherever the LCS grows by one from the column
/// before, and one old line `s` updates it with `V' = (V + (V & M)) | (V & ~M)`, `M` the
/// columns holding `s`: a few instructions per 64 columns, whatever the number of changes.
///
/// Unlike Myers' search, whose cost grows with the number of changes (O((N + M) · D)), a
/// split costs O(N · M / 64) whatever they are, so the diff asks for it only when Myers'
/// search of a box outruns its share (`MyersDiff`): then the box is split exactly, and the
/// script stays minimal at a cost bounded by the box's area.
///
/// Details of this implementation:
/// - The rows are the longer side, so a box of 100,000 by 10 lines costs 100,000 one-word
///   updates, not 10 updates of 1,563 words.
/// - Four old lines update the row in one pass over its words: each has its own carry, so
///   four carry chains run side by side instead of one waiting on the other.
/// - A line of a symbol absent from the columns leaves the row unchanged and is skipped.
///   Symbols frequent in the columns get their mask built once per split; the mask of a
///   rare symbol (fewer occurrences than a quarter of the row's words) is written into a
///   scratch row before its update and cleared after, so memory stays O(N + M) for any
///   number of distinct lines.
/// - Scratch arrays are kept between splits; the per-symbol ones are reset only where the
///   split touched them.
struct BitParallelSplit {
    /// Per symbol: its occurrences among the current box's columns (0 between splits).
    private var columnCount: [Int32]
    /// Per symbol: its last column in the current box, or -1; the others are chained
    /// through `previousColumn`.
    private var lastColumn: [Int32]
    /// Per symbol: its slot among the masks built once per split, or -1.
    private var maskSlot: [Int32]
    /// Per column of the current box: the previous column holding the same symbol, or -1.
    private var previousColumn: [Int32]
    /// Every mask of a split, `words` words each: the frequent symbols' masks (columns in
    /// order), the same reversed (for the backward half), four scratch masks for rare
    /// symbols, and one left zero (the no-op update that pads a group of four).
    private var masks: [UInt64] = []
    /// The LCS row of the first half of the rows against the columns.
    private var forwardRow: [UInt64] = []
    /// The LCS row of the second half, taken from the last row up, against the reversed
    /// columns.
    private var backwardRow: [UInt64] = []

    /// Scratch for boxes whose lines are symbols below `symbolCount`, with at most
    /// `lineCount` lines on the shorter side.
    /// - Complexity: O(symbolCount + lineCount).
    init(symbolCount: Int, lineCount: Int) {
        columnCount = Array(repeating: 0, count: symbolCount)
        lastColumn = Array(repeating: -1, count: symbolCount)
        maskSlot = Array(repeating: -1, count: symbolCount)
        previousColumn = Array(repeating: -1, count: lineCount)
    }

    /// A point `(x, y)` of the box `old` × `new`, neither corner, that a shortest path from
    /// `(0, 0)` to `(old.count, new.count)` passes, or nil when there is none (a side with
    /// fewer than one line, or one line on each).
    ///
    /// Every line must be a symbol below the `symbolCount` given at creation, and the
    /// shorter side at most `lineCount` long.
    ///
    /// - Complexity: O(N · M / 64 + N + M) time for sides of N and M lines; no allocation
    ///   once the scratch has grown to the largest box.
    mutating func split(old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>) -> (x: Int, y: Int)? {
        if old.count >= new.count {
            return split(rows: old, columns: new).map { (x: $0.row, y: $0.column) }
        }
        return split(rows: new, columns: old).map { (x: $0.column, y: $0.row) }
    }

    /// The split with `rows` the longer side: the middle row and the column where a shortest
    /// path crosses it.
    private mutating func split(
        rows: UnsafeBufferPointer<Int>, columns: UnsafeBufferPointer<Int>
    ) -> (row: Int, column: Int)? {
        guard rows.count >= 2, !columns.isEmpty, columns.count <= previousColumn.count else { return nil }
        let words = (columns.count + 63) / 64
        let slots = indexColumns(columns, words: words)
        defer { resetColumns(columns) }

        let middle = rows.count / 2
        let layout = MaskLayout(words: words, slots: slots, last: columns.count - 1)
        var forward = BitParallelSplit.ones(words, reusing: &forwardRow)
        var backward = BitParallelSplit.ones(words, reusing: &backwardRow)
        forward.withUnsafeMutableBufferPointer { row in
            update(row, with: rows[0..<middle], layout: layout, backward: false)
        }
        backward.withUnsafeMutableBufferPointer { row in
            update(row, with: rows[middle...].reversed(), layout: layout, backward: true)
        }
        let column = BitParallelSplit.bestColumn(count: columns.count, forward: forward, backward: backward)
        (forwardRow, backwardRow) = (forward, backward)
        return (middle, column)
    }

    /// `words` words of ones, the LCS row of no lines, in the storage of `row`, which is
    /// left empty.
    private static func ones(_ words: Int, reusing row: inout [UInt64]) -> [UInt64] {
        var ones: [UInt64] = []
        swap(&ones, &row)
        ones.removeAll(keepingCapacity: true)
        ones.append(contentsOf: repeatElement(~0, count: words))
        return ones
    }

    /// Where the masks of a split sit in `masks`.
    private struct MaskLayout {
        /// Words per mask.
        let words: Int
        /// Symbols with a built mask.
        let slots: Int
        /// The last column.
        let last: Int

        /// The built mask of slot `slot`, forward or backward.
        func built(_ slot: Int, backward: Bool) -> Int { ((backward ? slots : 0) + slot) * words }
        /// Scratch mask `index` (0 to 3).
        func scratch(_ index: Int) -> Int { (2 * slots + index) * words }
        /// The mask left zero.
        var zero: Int { scratch(4) }
        /// The mask bit of `column`.
        func bit(_ column: Int, backward: Bool) -> Int { backward ? last - column : column }
    }

    /// Chains every symbol's columns, counts them, and builds the masks of the frequent ones
    /// (at least a quarter of a row's words): their number, at most 256.
    private mutating func indexColumns(_ columns: UnsafeBufferPointer<Int>, words: Int) -> Int {
        for (column, symbol) in columns.enumerated() {
            previousColumn[column] = lastColumn[symbol]
            lastColumn[symbol] = Int32(column)
            columnCount[symbol] += 1
        }
        let frequent = Int32(max(1, words / 4))
        var slots = 0
        for symbol in columns where columnCount[symbol] >= frequent && maskSlot[symbol] < 0 {
            maskSlot[symbol] = Int32(slots)
            slots += 1
        }
        let layout = MaskLayout(words: words, slots: slots, last: columns.count - 1)
        masks.removeAll(keepingCapacity: true)
        masks.append(contentsOf: repeatElement(0, count: layout.zero + words))
        for (column, symbol) in columns.enumerated() where maskSlot[symbol] >= 0 {
            let slot = Int(maskSlot[symbol])
            let forward = layout.bit(column, backward: false), backward = layout.bit(column, backward: true)
            masks[layout.built(slot, backward: false) + forward >> 6] |= 1 << UInt64(forward & 63)
            masks[layout.built(slot, backward: true) + backward >> 6] |= 1 << UInt64(backward & 63)
        }
        return slots
    }

    /// Clears what `indexColumns` set, touching only the columns' symbols.
    private mutating func resetColumns(_ columns: UnsafeBufferPointer<Int>) {
        for symbol in columns {
            columnCount[symbol] = 0
            lastColumn[symbol] = -1
            maskSlot[symbol] = -1
        }
    }

    /// Updates `row` with the lines `lines`, in order, four at a time; lines whose symbol is
    /// not among the columns change nothing and are skipped.
    private mutating func update<Lines: Sequence<Int>>(
        _ row: UnsafeMutableBufferPointer<UInt64>, with lines: Lines, layout: MaskLayout, backward: Bool
    ) {
        var group = (layout.zero, layout.zero, layout.zero, layout.zero)
        var scratchSymbols = (-1, -1, -1, -1)
        var filled = 0
        var remaining = lines.makeIterator()
        while true {
            let next = remaining.next()
            if let symbol = next {
                guard columnCount[symbol] > 0 else { continue }
                let isRare = maskSlot[symbol] < 0
                let offset = isRare ? layout.scratch(filled) : layout.built(Int(maskSlot[symbol]), backward: backward)
                if isRare { writeScratch(symbol, at: offset, layout: layout, backward: backward, set: true) }
                let scratchSymbol = isRare ? symbol : -1
                switch filled {
                case 0: (group.0, scratchSymbols.0) = (offset, scratchSymbol)
                case 1: (group.1, scratchSymbols.1) = (offset, scratchSymbol)
                case 2: (group.2, scratchSymbols.2) = (offset, scratchSymbol)
                default: (group.3, scratchSymbols.3) = (offset, scratchSymbol)
                }
                filled += 1
                if filled < 4 { continue }
            }
            guard filled > 0 else { return }
            masks.withUnsafeBufferPointer { masks in
                // Never empty: the layout always holds the zero mask.
                guard let base = masks.baseAddress else { return }
                BitParallelSplit.update(row, base + group.0, base + group.1, base + group.2, base + group.3)
            }
            // Clear the scratch masks for the next group (a no-op for symbols -1).
            writeScratch(scratchSymbols.0, at: layout.scratch(0), layout: layout, backward: backward, set: false)
            writeScratch(scratchSymbols.1, at: layout.scratch(1), layout: layout, backward: backward, set: false)
            writeScratch(scratchSymbols.2, at: layout.scratch(2), layout: layout, backward: backward, set: false)
            writeScratch(scratchSymbols.3, at: layout.scratch(3), layout: layout, backward: backward, set: false)
            group = (layout.zero, layout.zero, layout.zero, layout.zero)
            scratchSymbols = (-1, -1, -1, -1)
            filled = 0
            if next == nil { return }
        }
    }

    /// Sets the bits of `symbol`'s columns in the scratch mask at `offset`, or clears them;
    /// nothing for symbol -1.
    /// - Complexity: O(occurrences of `symbol` among the columns).
    private mutating func writeScratch(_ symbol: Int, at offset: Int, layout: MaskLayout, backward: Bool, set: Bool) {
        var column = symbol < 0 ? -1 : Int(lastColumn[symbol])
        while column >= 0 {
            let bit = layout.bit(column, backward: backward)
            if set {
                masks[offset + bit >> 6] |= 1 << UInt64(bit & 63)
            } else {
                masks[offset + bit >> 6] = 0
            }
            column = Int(previousColumn[column])
        }
    }

    /// Applies four lines' masks to an LCS row in one pass over its words, each line with its
    /// own carry, so the four carry chains overlap.
    private static func update(
        _ row: UnsafeMutableBufferPointer<UInt64>,
        _ m0: UnsafePointer<UInt64>, _ m1: UnsafePointer<UInt64>,
        _ m2: UnsafePointer<UInt64>, _ m3: UnsafePointer<UInt64>
    ) {
        var c0: UInt64 = 0, c1: UInt64 = 0, c2: UInt64 = 0, c3: UInt64 = 0
        for word in row.indices {
            var value = row[word]
            value = step(value, m0[word], &c0)
            value = step(value, m1[word], &c1)
            value = step(value, m2[word], &c2)
            value = step(value, m3[word], &c3)
            row[word] = value
        }
    }

    /// One word of `V' = (V + (V & M)) | (V & ~M)`, carrying into the next word.
    @inline(__always)
    private static func step(_ value: UInt64, _ mask: UInt64, _ carry: inout UInt64) -> UInt64 {
        let matched = value & mask
        let (partial, first) = value.addingReportingOverflow(matched)
        let (sum, second) = partial.addingReportingOverflow(carry)
        carry = (first ? 1 : 0) | (second ? 1 : 0)
        return sum | (value & ~mask)
    }

    /// The column where a shortest path crosses the middle row: the smallest `j` maximizing
    /// LCS(first half, columns before `j`) + LCS(second half, columns from `j`). A row's LCS
    /// against its first `j` columns is `j` minus the ones among its first `j` bits, so the
    /// column minimizes the forward row's ones before `j` plus the backward row's ones before
    /// `count - j`.
    /// - Complexity: O(count).
    private static func bestColumn(count: Int, forward forwardRow: [UInt64], backward backwardRow: [UInt64]) -> Int {
        func bit(_ row: [UInt64], _ index: Int) -> Int {
            Int(truncatingIfNeeded: (row[index >> 6] >> UInt64(index & 63)) & 1)
        }
        var forwardOnes = 0
        var backwardOnes = 0
        for word in 0..<(count + 63) / 64 {
            let bits = count - word * 64
            let mask: UInt64 = bits >= 64 ? ~0 : (1 << UInt64(bits)) - 1
            backwardOnes += (backwardRow[word] & mask).nonzeroBitCount
        }
        var best = (column: 0, ones: backwardOnes)
        for column in 0..<count {
            forwardOnes += bit(forwardRow, column)
            backwardOnes -= bit(backwardRow, count - 1 - column)
            if forwardOnes + backwardOnes < best.ones {
                best = (column + 1, forwardOnes + backwardOnes)
            }
        }
        return best.column
    }
}
