/// Fast equality and hashing of byte runs, eight bytes at a time, for the line diff.
enum ByteComparison {
    /// Whether two byte runs hold the same bytes.
    ///
    /// - Complexity: O(n) in the shorter run's length.
    static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        let count = lhs.count
        guard count == rhs.count else { return false }
        guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= count {
            let a = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if a != b { return false }
            offset += 8
        }
        while offset < count {
            if left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// Whether two strings hold the same UTF-8 bytes (unlike `==`, which also equates
    /// canonically equivalent spellings such as a precomposed and a decomposed "é").
    ///
    /// - Complexity: O(n) in the strings' length in bytes.
    static func equalUTF8(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in equal(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) }
        }
    }

    /// A 64-bit hash of a byte run: fast, deterministic and well mixed, not meant to resist
    /// deliberately colliding input (equal hashes are always confirmed by comparing bytes).
    ///
    /// - Complexity: O(n) in the run's length.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        guard let base = bytes.baseAddress else { return IdentifierHash.mix(state) }
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = (state ^ word) &* multiplier
            state ^= state >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) << shift
            shift += 8
            offset += 1
        }
        state = (state ^ tail) &* multiplier
        return IdentifierHash.mix(state)
    }
}
