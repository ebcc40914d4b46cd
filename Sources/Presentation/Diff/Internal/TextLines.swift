/// A text's UTF-8 bytes cut into lines, the unit the line diff compares.
///
/// Line `i` is the byte range `boundaries[i] ..< boundaries[i + 1]`, which includes the
/// line's `"\n"` when it has one. Only the last line can lack a final newline, and because
/// the newline is part of the line, `"a"` (last line, no newline) and `"a\n"` are different
/// lines, as `diff` and `patch` treat them. `"\r"` is an ordinary byte: the snapshot engine
/// normalizes line endings before diffing.
struct TextLines: Sendable {
    /// The length of the text in UTF-8 bytes.
    let byteCount: Int
    /// Where each line starts, followed by `byteCount`; `count + 1` entries.
    let boundaries: [Int]
    /// Whether the text ends with a line that has no `"\n"`.
    let lacksFinalNewline: Bool

    /// Splits the text whose bytes are `bytes` into lines; the lines refer to those bytes by
    /// offset, so they are read with the same buffer.
    ///
    /// - Complexity: O(n) in the text's length in bytes.
    init(_ bytes: UnsafeRawBufferPointer) {
        let newlines = TextLines.countNewlines(in: bytes)
        let endsOpen = bytes.last.map { $0 != TextLines.newline } ?? false
        let count = newlines + (endsOpen ? 2 : 1)
        boundaries = [Int](unsafeUninitializedCapacity: count) { slots, initialized in
            var next = 0
            slots[next] = 0
            next += 1
            TextLines.forEachNewline(in: bytes) { offset in
                slots[next] = offset + 1
                next += 1
            }
            if endsOpen {
                slots[next] = bytes.count
                next += 1
            }
            initialized = next
        }
        byteCount = bytes.count
        lacksFinalNewline = endsOpen
    }

    /// The byte value of `"\n"`.
    static let newline: UInt8 = 10

    /// The number of `"\n"` bytes in `buffer`, counted eight bytes at a time.
    ///
    /// - Complexity: O(n) in `buffer.count`.
    static func countNewlines(in buffer: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var offset = 0
        if let base = buffer.baseAddress {
            while offset + 8 <= buffer.count {
                count += newlineBits(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)).nonzeroBitCount
                offset += 8
            }
        }
        while offset < buffer.count {
            if buffer[offset] == newline { count += 1 }
            offset += 1
        }
        return count
    }

    /// A word with the high bit of each byte set exactly where `word`'s byte is `"\n"`: XOR
    /// zeroes those bytes, and the masked add sets the high bit of every non-zero byte without
    /// carrying into its neighbour.
    @inline(__always)
    private static func newlineBits(_ word: UInt64) -> UInt64 {
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let zeroed = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((zeroed & lowBits) &+ lowBits) | zeroed | lowBits)
    }

    /// Calls `body` with the offset of every `"\n"` in `buffer`, in order, testing eight
    /// bytes at a time.
    ///
    /// - Complexity: O(n) in `buffer.count`.
    static func forEachNewline(in buffer: UnsafeRawBufferPointer, _ body: (Int) -> Void) {
        var offset = 0
        if let base = buffer.baseAddress {
            while offset + 8 <= buffer.count {
                var found = newlineBits(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                while found != 0 {
                    body(offset + found.trailingZeroBitCount / 8)
                    found &= found &- 1
                }
                offset += 8
            }
        }
        while offset < buffer.count {
            if buffer[offset] == newline { body(offset) }
            offset += 1
        }
    }

    /// The number of lines; an empty text has none, `"a"` and `"a\n"` have one.
    var count: Int { boundaries.count - 1 }

    /// The bytes of line `index`, including its newline when it has one.
    func byteRange(ofLine index: Int) -> Range<Int> {
        boundaries[index] ..< boundaries[index + 1]
    }

    /// Whether line `index` ends with `"\n"`: every line but a last one without it.
    func endsWithNewline(line index: Int) -> Bool {
        index < count - 1 || !lacksFinalNewline
    }
}
