/// A text's UTF-8 bytes cut into lines, the unit the line diff compares.
///
/// Line `i` is the byte range `boundaries[i] ..< boundaries[i + 1]`, which includes the
/// line's `"\n"` when it has one. Only the last line can lack a final newline, and because
/// the newline is part of the line, `"a"` (last line, no newline) and `"a\n"` are different
/// lines, as `diff` and `patch` treat them. `"\r"` is an ordinary byte: the snapshot engine
/// normalizes line endings before diffing.
struct TextLines: Sendable {
    /// The text, its UTF-8 stored contiguously so `withBytes` never copies it.
    private let text: String
    /// The length of the text in UTF-8 bytes.
    let byteCount: Int
    /// Where each line starts, followed by `byteCount`; `count + 1` entries.
    let boundaries: [Int]
    /// Whether the text ends with a line that has no `"\n"`.
    let lacksFinalNewline: Bool

    /// Splits `text` into lines.
    ///
    /// - Complexity: O(n) in the text's length in bytes.
    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        let (boundaries, lastByte) = text.withUTF8 { utf8 in
            let buffer = UnsafeRawBufferPointer(utf8)
            var newlines = 0
            TextLines.forEachNewline(in: buffer) { _ in newlines += 1 }
            let endsOpen = buffer.last.map { $0 != TextLines.newline } ?? false
            let count = newlines + (endsOpen ? 2 : 1)
            let boundaries = [Int](unsafeUninitializedCapacity: count) { slots, initialized in
                var next = 0
                slots[next] = 0
                next += 1
                TextLines.forEachNewline(in: buffer) { offset in
                    slots[next] = offset + 1
                    next += 1
                }
                if endsOpen {
                    slots[next] = buffer.count
                    next += 1
                }
                initialized = next
            }
            return (boundaries, buffer.last)
        }
        let byteCount = boundaries[boundaries.count - 1]
        self.text = text
        self.byteCount = byteCount
        self.boundaries = boundaries
        self.lacksFinalNewline = lastByte.map { $0 != TextLines.newline } ?? false
    }

    /// Calls `body` with the text's UTF-8 bytes.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var text = text
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }

    /// The byte value of `"\n"`.
    static let newline: UInt8 = 10

    /// Calls `body` with the offset of every `"\n"` in `buffer`, in order, testing eight
    /// bytes at a time.
    ///
    /// - Complexity: O(n) in `buffer.count`.
    static func forEachNewline(in buffer: UnsafeRawBufferPointer, _ body: (Int) -> Void) {
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var offset = 0
        if let base = buffer.baseAddress {
            while offset + 8 <= buffer.count {
                // High bit of each byte set exactly where the byte is "\n": XOR zeroes those
                // bytes, and the masked add sets the high bit of every non-zero byte without
                // carrying into its neighbour.
                let zeroed = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlines
                var found = ~(((zeroed & lowBits) &+ lowBits) | zeroed | lowBits)
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
