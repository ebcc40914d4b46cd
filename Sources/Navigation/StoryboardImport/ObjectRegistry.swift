/// The object ids of a storyboard file with where each was first seen, in a table made for
/// what an import does: one insertion per element, a few lookups at the end.
///
/// Ids are found by a 64-bit FNV-1a digest of their bytes, computed once per id: an
/// open-addressing table holds, per entry, the digest's top 32 bits and the id's position,
/// so a new id costs one probe sequence over 8-byte slots (no `Hasher`, and 8 bytes per slot
/// where a `Dictionary` of ids and places takes 32 per bucket, which keeps the table in the
/// processor's caches), and texts are compared only when those bits agree.
struct ObjectRegistry {
    /// Where an object is: its line, and the `<scene>` element it is in (its position among
    /// the file's scenes, -1 outside every scene).
    struct Place {
        /// The line of its element.
        var line: Int32
        /// The position of its scene among the `<scene>` elements, -1 outside scenes.
        var scene: Int32
    }

    /// Per slot: the digest's top 32 bits, then the position of the id plus one; 0 is empty.
    private var slots: [UInt64]
    /// The ids, in the order first seen.
    private var ids: [String] = []
    /// Their digests (to grow the table without hashing the texts again).
    private var digests: [UInt64] = []
    /// Their places.
    private var places: [Place] = []

    /// An empty registry sized for about `expectedCount` ids (it grows past that).
    init(expectedCount: Int) {
        var size = 64
        while size < expectedCount * 2, size < 1 << 24 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// The number of ids.
    var count: Int { ids.count }

    /// Records that `id` is at `place`, unless it was seen before: then returns where it was
    /// first seen, and keeps that.
    /// - Complexity: O(1) expected, amortized.
    mutating func insert(_ id: String, at place: Place) -> Place? {
        let digest = Self.digest(id)
        if let position = position(of: id, digest: digest) { return places[position] }
        if (ids.count + 1) * 2 > slots.count { grow() }
        ids.append(id)
        digests.append(digest)
        places.append(place)
        put(position: ids.count - 1, digest: digest)
        return nil
    }

    /// Where `id` was first seen, or nil when it is not in the file.
    /// - Complexity: O(1) expected.
    func place(of id: String) -> Place? {
        position(of: id, digest: Self.digest(id)).map { places[$0] }
    }

    private func position(of id: String, digest: UInt64) -> Int? {
        let mask = slots.count - 1
        let tag = digest >> 32
        var slot = Self.slot(digest, mask: mask)
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == tag {
                let position = Int(entry & 0xFFFF_FFFF) - 1
                if ids[position] == id { return position }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func put(position: Int, digest: UInt64) {
        let mask = slots.count - 1
        var slot = Self.slot(digest, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (digest >> 32) << 32 | UInt64(position + 1)
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        for (position, digest) in digests.enumerated() { put(position: position, digest: digest) }
    }

    /// The first slot to look at (the digest's bits mixed by a multiplication, top bits kept).
    private static func slot(_ digest: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The 64-bit FNV-1a digest of the id's UTF-8 bytes.
    static func digest(_ id: String) -> UInt64 {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        if let computed = id.utf8.withContiguousStorageIfAvailable({ bytes -> UInt64 in
            var hash = digest
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }) {
            return computed
        }
        for byte in id.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return digest
    }
}
