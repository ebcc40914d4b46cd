import TextDiff
/// Heckel's symbol table, first half: gives every distinct identifier a small number (its
/// entry), so the passes that follow work on flat `[Int]` arrays instead of hashing again.
///
/// Each identifier is hashed once (``IdentifierHash``: a cheap hash for `Int` and ASCII
/// `String` identifiers, `hashValue` for others) into an open-addressing table
/// (``NumberSlots``), and confirmed with `==` when a slot's tag matches. A `Dictionary` would
/// hash an identifier seen for the first time twice (look up, then insert) with SipHash; on
/// 100,000 string identifiers this table is several times faster.
///
/// This is the only generic, hashing part of the diff; it is `@inlinable` so that a client
/// module gets it specialized for its identifier type.
@usableFromInline
struct IdentifierNumbering<ID: Hashable> {
    /// The table from hashes to numbers.
    @usableFromInline
    var slots: NumberSlots
    /// Per number: its identifier.
    @usableFromInline
    var identifiers: [ID] = []
    /// Whether `String` identifiers are hashed by their bytes (see ``IdentifierHash``).
    @usableFromInline
    let hashesStringBytes: Bool

    /// Numbers identifiers with a fresh table: `body` numbers the old side's identifiers then
    /// the new side's with the table it is given (``numbers(of:count:id:)``), and returns their
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
            if let numbers = body(&bytes) { return (numbers.old, numbers.new, bytes.slots.count) }
        }
        var standard = IdentifierNumbering(capacity: capacity, hashesStringBytes: false)
        let numbers = body(&standard) ?? ([], [])
        return (numbers.old, numbers.new, standard.slots.count)
    }

    /// An empty table with room for `capacity` identifiers.
    /// - Complexity: O(capacity).
    @inlinable
    init(capacity: Int, hashesStringBytes: Bool) {
        slots = NumberSlots(capacity: capacity)
        identifiers.reserveCapacity(capacity)
        self.hashesStringBytes = hashesStringBytes
    }

    /// The numbers of the identifiers of `elements` (`count` of them, the room to reserve), in
    /// order; nil if one cannot be hashed as this table hashes (a string that is not ASCII when
    /// hashing bytes).
    /// - Complexity: O(n) on average.
    @inlinable
    mutating func numbers<Elements: Sequence>(of elements: Elements, count: Int, id: (Elements.Element) -> ID) -> [Int]? {
        var result = [Int]()
        result.reserveCapacity(count)
        for element in elements {
            let identifier = id(element)
            guard let hash = hash(of: identifier) else { return nil }
            result.append(number(of: identifier, hash: hash))
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
        switch slots.find(hash: hash, isEqual: { identifiers[$0] == id }) {
        case .found(let number):
            return number
        case .vacant(let slot):
            identifiers.append(id)
            return slots.insert(hash: hash, at: slot)
        }
    }
}
