/// Numbers the lines of two texts, so the diff algorithm compares `Int`s instead of bytes:
/// two lines get the same number exactly when their bytes (newline included) are equal.
///
/// Numbers count up from 0 in order of first appearance, old text first.
struct LineIdentifiers: Sendable, Equatable {
    /// The number of each line of the old text, in order.
    let old: [Int]
    /// The number of each line of the new text, in order.
    let new: [Int]

    /// Numbers every line of `old` and `new`, whose UTF-8 bytes are `oldBytes` and `newBytes`.
    ///
    /// Old lines go through a hash table (hashed eight bytes at a time, every hash match
    /// confirmed by comparing bytes, so a collision never merges two lines). A new line is
    /// first compared with the old line that follows the previous new line's match: in a
    /// text with few changes nearly every new line is such a continuation, which spares it
    /// the table's random memory access.
    ///
    /// - Complexity: O(n) expected in the total length of the texts, in bytes.
    static func assign(
        old: TextLines, bytes oldBytes: UnsafeRawBufferPointer,
        new: TextLines, bytes newBytes: UnsafeRawBufferPointer
    ) -> LineIdentifiers {
        var table = LineTable(old: (old, oldBytes), new: (new, newBytes))
        let oldIDs = table.numberOldLines()
        var newIDs: [Int] = []
        newIDs.reserveCapacity(new.count)
        var continuation = oldIDs.count
        for line in 0..<new.count {
            if continuation < oldIDs.count {
                let candidate = old.byteRange(ofLine: continuation)
                if ByteComparison.equal(
                    UnsafeRawBufferPointer(rebasing: oldBytes[candidate]),
                    UnsafeRawBufferPointer(rebasing: newBytes[new.byteRange(ofLine: line)])
                ) {
                    newIDs.append(oldIDs[continuation])
                    continuation += 1
                    continue
                }
            }
            let number = table.number(ofLine: old.count + line)
            newIDs.append(number)
            continuation = table.firstOldLine(of: number).map { $0 + 1 } ?? oldIDs.count
        }
        return LineIdentifiers(old: oldIDs, new: newIDs)
    }
}

/// The hash table behind `LineIdentifiers.assign`: ``NumberSlots`` for the numbers, and for
/// each number its first line, whose bytes confirm a tag match. Lines are named by one index
/// running through the old text's lines and on through the new text's.
///
/// The table borrows the texts' bytes: it lives only inside `assign`, while they are valid.
private struct LineTable {
    private var slots: NumberSlots
    /// Per number: the index of its first line (old lines first, then new ones).
    private var firstLines: [Int] = []
    private let old: (lines: TextLines, bytes: UnsafeRawBufferPointer)
    private let new: (lines: TextLines, bytes: UnsafeRawBufferPointer)

    /// A table for the lines of `old` and `new`, sized for the longer text's lines; it grows
    /// if more lines are distinct.
    init(old: (lines: TextLines, bytes: UnsafeRawBufferPointer), new: (lines: TextLines, bytes: UnsafeRawBufferPointer)) {
        let expectedLines = max(old.lines.count, new.lines.count)
        slots = NumberSlots(capacity: expectedLines)
        firstLines.reserveCapacity(expectedLines)
        self.old = old
        self.new = new
    }

    /// The bytes of line `line` (old lines first, then new ones).
    private func bytes(ofLine line: Int) -> UnsafeRawBufferPointer {
        line < old.lines.count
            ? UnsafeRawBufferPointer(rebasing: old.bytes[old.lines.byteRange(ofLine: line)])
            : UnsafeRawBufferPointer(rebasing: new.bytes[new.lines.byteRange(ofLine: line - old.lines.count)])
    }

    /// The index in the old text of the first line numbered `number`, or nil if that
    /// line first appeared in the new text.
    func firstOldLine(of number: Int) -> Int? {
        let line = firstLines[number]
        return line < old.lines.count ? line : nil
    }

    /// Numbers every old line, in order.
    ///
    /// All the lines are hashed first, then looked up: the lookups then depend on nothing but
    /// the hashes, so the processor overlaps their cache misses (on 100,000 lines, random
    /// reads of a table of megabytes are most of the time) instead of taking them one by one.
    /// - Complexity: O(n) expected in the old text's length in bytes.
    mutating func numberOldLines() -> [Int] {
        let hashes = (0..<old.lines.count).map { ByteComparison.hash(bytes(ofLine: $0)) }
        var numbers: [Int] = []
        numbers.reserveCapacity(hashes.count)
        for (line, hash) in hashes.enumerated() {
            numbers.append(number(ofLine: line, hash: hash))
        }
        return numbers
    }

    /// The number of line `line` (old lines first, then new ones), numbering it if its bytes
    /// are new.
    ///
    /// - Complexity: O(length of the line) expected; amortized over growth.
    mutating func number(ofLine line: Int) -> Int {
        number(ofLine: line, hash: ByteComparison.hash(bytes(ofLine: line)))
    }

    /// The number of line `line`, whose bytes hash to `hash`.
    private mutating func number(ofLine line: Int, hash: UInt64) -> Int {
        let lookup = slots.find(hash: hash) { ByteComparison.equal(bytes(ofLine: firstLines[$0]), bytes(ofLine: line)) }
        switch lookup {
        case .found(let number):
            return number
        case .vacant(let slot):
            firstLines.append(line)
            return slots.insert(hash: hash, at: slot)
        }
    }
}
