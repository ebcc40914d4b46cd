/// The hashes the identifier numbering uses: one 64-bit hash per identifier, computed once.
///
/// Swift's `Hasher` (SipHash-1-3 with a per-process seed) resists deliberately colliding keys,
/// which a diff does not need: its input comes from the app, and a collision costs a
/// comparison, never a wrong answer. So two common identifier types get cheaper hashes:
/// - `Int`: two multiply-xorshift rounds (a 64-bit finalizer), a few cycles.
/// - `String`: its UTF-8 bytes, eight at a time, when every byte is ASCII. Swift's `==` on
///   strings is canonical equivalence, under which a non-ASCII string can equal an ASCII one
///   ("\u{212A}", KELVIN SIGN, equals "K"); bytes are a valid hash only when no identifier
///   can be equal to another with different bytes, which holds when all of them are ASCII.
///   So `utf8Hash` reports a string that is not, and the numbering starts over with `Hasher`.
/// Any other type uses its `hashValue`.
@usableFromInline
package enum IdentifierHash {
    /// A well-mixed 64-bit value from `value` (the MurmurHash3 / SplitMix64 finalizer): every
    /// input bit affects the low bits used as a table index and the high bits used as a tag.
    @inlinable
    package static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return mixed
    }

    /// A hash of `string`'s UTF-8 bytes, or nil when a byte is not ASCII (or the string has
    /// no contiguous UTF-8 storage, as some bridged strings on Apple platforms).
    /// - Complexity: O(n) in the string's length in bytes.
    @inlinable
    package static func utf8Hash(_ string: String) -> UInt64? {
        string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            utf8Hash(UnsafeRawBufferPointer(bytes))
        } ?? nil
    }

    /// A hash of `bytes`, or nil when one is not ASCII.
    @inlinable
    package static func utf8Hash(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        var highBits: UInt64 = 0
        let count = bytes.count
        var offset = 0
        if let base = bytes.baseAddress {
            while offset + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                highBits |= word
                state = (state ^ word) &* multiplier
                state ^= state >> 29
                offset += 8
            }
        }
        var tail: UInt64 = 0
        if offset < count, count >= 8, let base = bytes.baseAddress {
            // The last eight bytes, overlapping bytes already hashed (the length is mixed in).
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
        }
        highBits |= tail
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        return mix(state ^ tail)
    }
}
