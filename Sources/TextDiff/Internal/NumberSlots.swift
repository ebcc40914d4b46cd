/// The slots of an open-addressing hash table that gives entries numbers 0, 1, 2, … in the
/// order they are first seen: the core that the identifier numbering (Changeset) and the line
/// numbering (Diff) share; each keeps its entries and says when two are equal.
///
/// The table is kept at most half full, probing linearly. Each slot packs the top 24 bits of
/// an entry's hash (a tag that rules out most mismatches without leaving the slot array) and
/// its number plus one (0 marks an empty slot) in the low 40 bits: no input holds 2⁴⁰ entries.
@usableFromInline
package struct NumberSlots: Sendable {
    @usableFromInline
    package var slots: [UInt64]
    /// `slots.count - 1` (a power of two minus one).
    @usableFromInline
    package var mask: Int
    /// Per number: its hash, to move it when the table grows.
    @usableFromInline
    package var hashes: [UInt64] = []

    @usableFromInline
    package static var numberBits: UInt64 { (1 << 40) - 1 }

    /// An empty table with room for `capacity` numbers before it grows.
    /// - Complexity: O(capacity).
    @inlinable
    package init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        hashes.reserveCapacity(capacity)
    }

    /// How many numbers have been given.
    @inlinable
    package var count: Int { hashes.count }

    /// Where a lookup ended: the number of an equal entry, or the empty slot where the entry
    /// goes.
    @usableFromInline
    package enum Lookup {
        case found(Int)
        case vacant(slot: Int)
    }

    /// Looks for the entry whose hash is `hash`: an earlier number for which `isEqual` says
    /// its entry is this one, or the slot to ``insert(hash:at:)`` it at.
    /// - Complexity: O(1) on average, plus the calls of `isEqual` for matching tags.
    @inlinable
    package func find(hash: UInt64, isEqual: (Int) -> Bool) -> Lookup {
        let tag = hash & ~NumberSlots.numberBits
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { return .vacant(slot: index) }
            if slot & ~NumberSlots.numberBits == tag {
                let candidate = Int(truncatingIfNeeded: slot & NumberSlots.numberBits) - 1
                if isEqual(candidate) { return .found(candidate) }
            }
            index = (index + 1) & mask
        }
    }

    /// Gives the next number to the entry whose hash is `hash`, in the vacant slot `slot` that
    /// ``find(hash:isEqual:)`` returned (the caller records the entry); returns the number.
    /// - Complexity: O(1), amortized over growth.
    @inlinable
    package mutating func insert(hash: UInt64, at slot: Int) -> Int {
        let number = hashes.count
        hashes.append(hash)
        slots[slot] = (hash & ~NumberSlots.numberBits) | UInt64(number + 1)
        if hashes.count * 2 > slots.count { grow() }
        return number
    }

    /// Doubles the table and puts every number back.
    /// - Complexity: O(numbers).
    @inlinable
    package mutating func grow() {
        let size = slots.count * 2
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        for (number, hash) in hashes.enumerated() {
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = (hash & ~NumberSlots.numberBits) | UInt64(number + 1)
        }
    }
}
