/// Heckel's symbol table, first half: gives every distinct identifier a small number (its
/// entry), so the passes that follow work on flat `[Int]` arrays instead of hashing again.
///
/// Each identifier is hashed once (``IdentifierHash``: a cheap hash for `Int` and ASCII
/// `String` identifiers, `hashValue` for others) into an open-addressing table kept at most
/// half full, whose slots hold a tag (the hash's top 24 bits, ruling out most mismatches
/// without touching the identifiers) and the number; an identifier is confirmed with `==`.
/// A `Dictionary` would hash an identifier seen for the first time twice (look up, then
/// insert) with SipHash; on 100,000 string identifiers this table is several times faster.
///
/// This is the only generic, hashing part of the diff; it is `@inlinable` so that a client
/// module gets it specialized for its identifier type.
@usableFromInline
struct IdentifierNumbering<ID: Hashable> {
    /// Per slot: 0 when empty, else the tag in the top 24 bits and the number plus one below.
    @usableFromInline
    var slots: [UInt64]
    /// `slots.count - 1` (a power of two minus one).
    @usableFromInline
    var mask: Int
    /// Per number: its identifier.
    @usableFromInline
    var identifiers: [ID] = []
    /// Per number: its hash, to move it when the table grows.
    @usableFromInline
    var hashes: [UInt64] = []
    /// Whether `String` identifiers are hashed by their bytes (see ``IdentifierHash``).
    @usableFromInline
    let hashesStringBytes: Bool

    @usableFromInline
    static var numberBits: UInt64 { (1 << 40) - 1 }

    /// Numbers identifiers with a fresh table: `body` numbers the old side's identifiers then
    /// the new side's with the table it is given (``numbers(of:id:)``), and returns their
    /// numbers, or nil when the table cannot hash an identifier. Equal identifiers get equal
    /// numbers, counting up from 0 in order of first appearance. String identifiers are hashed
    /// by their bytes unless one is not ASCII; then `body` runs again with a table that hashes
    /// with `hashValue`. Returns the numbers and how many there are.
    ///
    /// `capacity` is the room to reserve: the longer side's length (identifiers found on one
    /// side only grow the table as needed).
    /// - Complexity: O(n + m) on average, plus `body`'s own work.
    @inlinable
    static func numbering(
        capacity: Int, _ body: (inout IdentifierNumbering) -> (old: [Int], new: [Int])?
    ) -> (old: [Int], new: [Int], count: Int) {
        if ID.self == String.self {
            var bytes = IdentifierNumbering(capacity: capacity, hashesStringBytes: true)
            if let numbers = body(&bytes) { return (numbers.old, numbers.new, bytes.identifiers.count) }
        }
        var standard = IdentifierNumbering(capacity: capacity, hashesStringBytes: false)
        let numbers = body(&standard) ?? ([], [])
        return (numbers.old, numbers.new, standard.identifiers.count)
    }

    /// An empty table with room for `capacity` identifiers.
    /// - Complexity: O(capacity).
    @inlinable
    init(capacity: Int, hashesStringBytes: Bool) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        identifiers.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        self.hashesStringBytes = hashesStringBytes
    }

    /// The numbers of the identifiers of `elements`, in order; nil if one cannot be hashed as
    /// this table hashes (a string that is not ASCII when hashing bytes).
    /// - Complexity: O(n) on average.
    @inlinable
    mutating func numbers<Element>(of elements: [Element], id: (Element) -> ID) -> [Int]? {
        var result = [Int]()
        result.reserveCapacity(elements.count)
        for element in elements {
            let identifier = id(element)
            guard let hash = hash(of: identifier) else { return nil }
            result.append(number(of: identifier, hash: hash))
        }
        return result
    }

    /// The numbers of the identifiers of the rows of `sections`, section after section; nil
    /// as for ``numbers(of:id:)``.
    /// - Complexity: O(rows) on average.
    @inlinable
    mutating func numbers<Row>(ofRowsIn sections: [[Row]], id: (Row) -> ID) -> [Int]? {
        var result = [Int]()
        result.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        for rows in sections {
            for row in rows {
                let identifier = id(row)
                guard let hash = hash(of: identifier) else { return nil }
                result.append(number(of: identifier, hash: hash))
            }
        }
        return result
    }

    /// The hash of `id` (see ``IdentifierHash``), or nil for a string that is not ASCII
    /// when hashing bytes.
    @inlinable
    func hash(of id: ID) -> UInt64? {
        if let integer = id as? Int {
            return IdentifierHash.mix(UInt64(bitPattern: Int64(integer)))
        }
        if hashesStringBytes, let string = id as? String {
            return IdentifierHash.utf8Hash(string)
        }
        return IdentifierHash.mix(UInt64(bitPattern: Int64(id.hashValue)))
    }

    /// The number of `id`, whose hash is `hash`, given the next free number the first time
    /// `id` is seen.
    /// - Complexity: O(1) on average.
    @inlinable
    mutating func number(of id: ID, hash: UInt64) -> Int {
        let tag = hash & ~IdentifierNumbering.numberBits
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { break }
            if slot & ~IdentifierNumbering.numberBits == tag {
                let candidate = Int(truncatingIfNeeded: slot & IdentifierNumbering.numberBits) - 1
                if identifiers[candidate] == id { return candidate }
            }
            index = (index + 1) & mask
        }
        let number = identifiers.count
        identifiers.append(id)
        hashes.append(hash)
        slots[index] = tag | UInt64(number + 1)
        if identifiers.count * 2 > slots.count { grow() }
        return number
    }

    /// Doubles the table and puts every number back.
    /// - Complexity: O(numbers).
    @inlinable
    mutating func grow() {
        let size = slots.count * 2
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        for (number, hash) in hashes.enumerated() {
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = (hash & ~IdentifierNumbering.numberBits) | UInt64(number + 1)
        }
    }
}
