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
        var table = LineTable(expectedLines: max(old.count, new.count), oldByteCount: oldBytes.count)
        var oldIDs: [Int] = []
        var newIDs: [Int] = []
        oldIDs.reserveCapacity(old.count)
        newIDs.reserveCapacity(new.count)
        for line in 0 ..< old.count {
            oldIDs.append(table.number(ofBytes: old.byteRange(ofLine: line), oldLine: line, old: oldBytes, new: newBytes))
        }
        var continuation = oldIDs.count
        for line in 0 ..< new.count {
            let range = new.byteRange(ofLine: line)
            if continuation < oldIDs.count {
                let candidate = old.byteRange(ofLine: continuation)
                if ByteComparison.equal(
                    UnsafeRawBufferPointer(rebasing: oldBytes[candidate]),
                    UnsafeRawBufferPointer(rebasing: newBytes[range])
                ) {
                    newIDs.append(oldIDs[continuation])
                    continuation += 1
                    continue
                }
            }
            let number = table.number(ofBytes: range, oldLine: nil, old: oldBytes, new: newBytes)
            newIDs.append(number)
            continuation = table.firstOldLine(of: number).map { $0 + 1 } ?? oldIDs.count
        }
        return LineIdentifiers(old: oldIDs, new: newIDs)
    }
}

/// The open-addressing hash table behind `LineIdentifiers.assign`, kept under half full.
///
/// Each slot packs the top 24 bits of a line's hash (a tag that rules out most mismatches
/// without leaving the slot array) and its number plus one (0 marks an empty slot) in the
/// low 40 bits; a text cannot hold 2^40 lines, as each costs at least a byte and a boundary.
/// Each number remembers where its first line is, in a byte space where the new text
/// follows the old one.
private struct LineTable {
    private var slots: [UInt64]
    private var mask: Int
    private var hashes: [UInt64] = []
    private var firstLines: [Range<Int>] = []
    private var firstOldLines: [Int] = []
    private let oldByteCount: Int

    private static let numberBits: UInt64 = (1 << 40) - 1
    private static let tagBits: UInt64 = ~numberBits

    /// A table sized for about `expectedLines` distinct lines; it grows if there are more.
    init(expectedLines: Int, oldByteCount: Int) {
        var capacity = 16
        while capacity < expectedLines * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        hashes.reserveCapacity(expectedLines)
        firstLines.reserveCapacity(expectedLines)
        firstOldLines.reserveCapacity(expectedLines)
        self.oldByteCount = oldByteCount
    }

    /// The index in the old text of the first line numbered `number`, or nil if that
    /// line first appeared in the new text.
    func firstOldLine(of number: Int) -> Int? {
        let line = firstOldLines[number]
        return line < 0 ? nil : line
    }

    /// The number of the line at bytes `range` of the old text (when `oldLine`, its position
    /// in the old text, is given) or of the new text, numbering it if it is new.
    ///
    /// - Complexity: O(length of the line) expected; amortized over growth.
    mutating func number(
        ofBytes range: Range<Int>, oldLine: Int?,
        old: UnsafeRawBufferPointer, new: UnsafeRawBufferPointer
    ) -> Int {
        let line = UnsafeRawBufferPointer(rebasing: (oldLine == nil ? new : old)[range])
        let hash = ByteComparison.hash(line)
        let tag = hash & LineTable.tagBits
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { break }
            if slot & LineTable.tagBits == tag {
                let candidate = Int(slot & LineTable.numberBits) - 1
                let first = firstLines[candidate]
                let bytes = first.lowerBound < oldByteCount
                    ? UnsafeRawBufferPointer(rebasing: old[first])
                    : UnsafeRawBufferPointer(rebasing: new[first.lowerBound - oldByteCount ..< first.upperBound - oldByteCount])
                if ByteComparison.equal(bytes, line) { return candidate }
            }
            index = (index + 1) & mask
        }
        let number = hashes.count
        hashes.append(hash)
        firstLines.append(oldLine == nil ? range.lowerBound + oldByteCount ..< range.upperBound + oldByteCount : range)
        firstOldLines.append(oldLine ?? -1)
        slots[index] = tag | UInt64(number + 1)
        if hashes.count * 2 > slots.count { grow() }
        return number
    }

    /// Doubles the slot array and re-inserts every number.
    ///
    /// - Complexity: O(distinct lines).
    private mutating func grow() {
        let capacity = slots.count * 2
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        for (number, hash) in hashes.enumerated() {
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = (hash & LineTable.tagBits) | UInt64(number + 1)
        }
    }
}
