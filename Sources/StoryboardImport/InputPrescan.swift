import Navigation

/// The checks made on a file's bytes before any XML parser sees them, in one streaming pass:
/// UTF-8 validity (Foundation's parser on Linux traps on some invalid UTF-8 in element names),
/// control characters XML forbids (a NUL byte gave the parser's "character ref at e o f"),
/// git merge-conflict markers, and document type declarations (which could declare entities).
/// It also counts lines, finds the last line with content (for truncation messages) and the
/// longest line (the parser reads at most 10,000,000 bytes of one attribute or text).
///
/// Feed it the bytes in chunks of any size with ``consume(_:)``; chunk boundaries may fall
/// anywhere, even inside a UTF-8 sequence or a marker. Memory stays constant.
struct InputPrescan {
    /// What a clean pass learned about the file.
    struct Summary: Equatable {
        /// The number of bytes.
        var byteCount: Int
        /// The number of lines (a final line without a newline counts).
        var lineCount: Int
        /// The last line holding something other than whitespace, 0 when there is none.
        var lastContentLine: Int
        /// The longest line.
        var longestLine = Line()
    }

    /// A line: its number from 1 (0 for none) and its length in bytes.
    struct Line: Equatable {
        var number = 0
        var bytes = 0
    }

    private(set) var byteCount = 0
    private var line = 1
    private var lineStart = 0
    private var lastContentLine = 0

    // UTF-8: continuation bytes still expected, and the range the next one must fall in.
    private var continuationBytes = 0
    private var nextLower: UInt8 = 0x80
    private var nextUpper: UInt8 = 0xBF
    private var sequenceStart = (line: 0, column: 0)
    private var firstInvalid: (line: Int, column: Int)?
    private var firstControl: (line: Int, column: Int, byte: UInt8)?
    private var longestLine = Line()

    // Merge-conflict markers: the run of one marker character at the start of a line.
    private var markerByte: UInt8 = 0
    private var markerRun = 0
    private var markerLabel: [UInt8]?
    private var pendingMarker: MergeConflictMarker.Kind?
    private(set) var markers: [MergeConflictMarker] = []

    // Markup: where a `<` leads (comment, CDATA, a declaration) and where comments end.
    private enum Markup { case text, open, declaration(progress: Int, candidates: UInt8), comment(dashes: Int), cdata(brackets: Int) }
    private var markup = Markup.text
    private var doctypeLine: Int?

    /// The most markers kept: enough to name every conflict of a real file.
    static let markerLimit = 200

    /// Scans the next bytes of the file.
    ///
    /// Eight bytes at a time up to the next byte that matters, found with word-wide byte tests:
    /// in text, a non-ASCII byte, a line end followed by something other than indentation (a
    /// conflict marker may start there), or a `<!`; inside a comment or a CDATA section, a
    /// line end, a `-` or `]`, a `>`. One byte at a time only there, and while a marker or a
    /// markup opening is being read. The last line with content is found once per chunk, from
    /// its end.
    /// - Complexity: O(*n*) in the number of bytes.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard count > 0 else { return }
        let start = byteCount
        var index = 0
        while index < count {
            if !atLineStart, continuationBytes == 0, markerByte == 0, markerLabel == nil, index + 8 <= count {
                if case .text = markup {
                    index = skipText(bytes, from: index, chunkStart: start)
                    if index >= count || atLineStart || index + 8 > count { byteCount = start + index; continue }
                    // A non-ASCII byte, or the `!` of `<!`: read by the byte.
                } else {
                    let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let stops = stopMask(word)
                    let plain = stops == 0 ? 8 : stops.trailingZeroBitCount / 8
                    if plain > 0 {
                        resetRuns()
                        index += plain
                        byteCount = start + index
                        continue
                    }
                }
            }
            let byte = bytes[index]
            atLineStart = false
            byteCount = start + index
            scan(byte)
            index += 1
            byteCount = start + index
            // A line's first byte says whether a conflict marker may follow.
            if byte == 0x0A { atLineStart = true }
        }
        noteLastContent(bytes)
    }

    /// Skips text (outside comments and CDATA sections) from `start`, eight bytes at a time,
    /// counting lines, and returns where a byte must be read on its own: a non-ASCII byte, the
    /// `!` of a `<!`, the first byte of a line that is not indentation (with ``atLineStart``
    /// set), or the last bytes of the chunk. A `<` changes nothing unless a `!` follows it, so
    /// ``markup`` stays `.text` over tags, and is `.open` on return right after a `<`.
    @inline(__always)
    private mutating func skipText(_ bytes: UnsafeRawBufferPointer, from start: Int, chunkStart: Int) -> Int {
        let count = bytes.count
        var index = start
        defer { if index > start, bytes[index - 1] == UInt8(ascii: "<") { markup = .open } }
        while index + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let stops = (word & Self.highBits) | Self.below(word, 0x20) | Self.matches(word, UInt8(ascii: "!"))
            if stops == 0 {
                index += 8
                continue
            }
            index += stops.trailingZeroBitCount / 8
            switch bytes[index] {
            case 0x0A:
                noteLineLength(endingAt: chunkStart + index)
                line += 1
                index += 1
                lineStart = chunkStart + index
                // Indentation cannot start a conflict marker: the line goes on as text.
                guard index < count, bytes[index] == 0x20 || bytes[index] == 0x09 else {
                    atLineStart = true
                    return index
                }
                index += 1
            case UInt8(ascii: "!"):
                if index > start, bytes[index - 1] == UInt8(ascii: "<") { return index }
                index += 1
            case 0x09, 0x0D:
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// Moves ``lastContentLine`` to the line of the chunk's last byte other than whitespace
    /// (space, tab, carriage return, line feed), if it has one. Reads the chunk from its end,
    /// so only its trailing whitespace.
    private mutating func noteLastContent(_ bytes: UnsafeRawBufferPointer) {
        var lineFeeds = 0
        for index in stride(from: bytes.count - 1, through: 0, by: -1) {
            switch bytes[index] {
            case 0x0A: lineFeeds += 1
            case 0x20, 0x09, 0x0D: continue
            default:
                lastContentLine = line - lineFeeds
                return
            }
        }
    }

    /// Whether the next byte is a line's first.
    private var atLineStart = true

    /// Skipped plain bytes end a run of `-` or `]` inside a comment or CDATA section.
    @inline(__always)
    private mutating func resetRuns() {
        switch markup {
        case .comment(let dashes) where dashes > 0: markup = .comment(dashes: 0)
        case .cdata(let brackets) where brackets > 0: markup = .cdata(brackets: 0)
        default: break
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of every byte of `word` that needs a look: non-ASCII bytes, line ends, and
    /// the characters the current markup state waits for. Only the lowest set bit is exact
    /// (a match can flag bytes above it), which is the only one used.
    @inline(__always)
    private func stopMask(_ word: UInt64) -> UInt64 {
        let common = (word & Self.highBits) | Self.below(word, 0x20)
        switch markup {
        case .comment: return common | Self.matches(word, UInt8(ascii: "-")) | Self.matches(word, UInt8(ascii: ">"))
        case .cdata: return common | Self.matches(word, UInt8(ascii: "]")) | Self.matches(word, UInt8(ascii: ">"))
        case .text, .open, .declaration: return 1  // text is skipped by `skipText`
        }
    }

    /// The zero-byte test on `word ^ byte` repeated: the high bit of the lowest byte equal to
    /// `byte` is set (and possibly bits above it).
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits
    }

    /// The high bit of the lowest byte of `word` below `bound` (an ASCII value) is set, and
    /// possibly bits above it; bytes of 0x80 and more are not flagged.
    @inline(__always)
    private static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highBits
    }

    /// Keeps the longest line's number and length; the line ends at byte offset `end`.
    @inline(__always)
    private mutating func noteLineLength(endingAt end: Int) {
        if end - lineStart > longestLine.bytes { longestLine = Line(number: line, bytes: end - lineStart) }
    }

    private mutating func scan(_ byte: UInt8) {
        if continuationBytes > 0 {
            if byte < nextLower || byte > nextUpper {
                recordInvalid(at: sequenceStart)
                continuationBytes = 0
            } else {
                continuationBytes -= 1
                nextLower = 0x80
                nextUpper = 0xBF
                return
            }
        }
        if byte >= 0x80 {
            startSequence(byte)
            markerByte = 0
            markup = markupAfter(byte)
            if markerLabel != nil, (markerLabel?.count ?? 0) < 200 { markerLabel?.append(byte) }
            return
        }
        if byte == 0x0A {
            endLine()
            return
        }
        if byte < 0x20, byte != 0x09, byte != 0x0D, firstControl == nil {
            firstControl = (line, byteCount - lineStart + 1, byte)
        }
        trackMarker(byte)
        markup = markupAfter(byte)
    }

    private mutating func startSequence(_ byte: UInt8) {
        sequenceStart = (line, byteCount - lineStart + 1)
        switch byte {
        case 0xC2...0xDF: continuationBytes = 1
        case 0xE0: continuationBytes = 2; nextLower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: continuationBytes = 2
        case 0xED: continuationBytes = 2; nextUpper = 0x9F
        case 0xF0: continuationBytes = 3; nextLower = 0x90
        case 0xF1...0xF3: continuationBytes = 3
        case 0xF4: continuationBytes = 3; nextUpper = 0x8F
        default: recordInvalid(at: sequenceStart)
        }
    }

    private mutating func recordInvalid(at position: (line: Int, column: Int)) {
        if firstInvalid == nil { firstInvalid = position }
        nextLower = 0x80
        nextUpper = 0xBF
    }

    private mutating func trackMarker(_ byte: UInt8) {
        let column = byteCount - lineStart
        if markerLabel != nil {
            if (markerLabel?.count ?? 0) < 200 { markerLabel?.append(byte) }
            return
        }
        if column == 0 {
            let isMarkerByte =
                byte == UInt8(ascii: "<") || byte == UInt8(ascii: "|")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
            markerByte = isMarkerByte ? byte : 0
            markerRun = isMarkerByte ? 1 : 0
            return
        }
        guard markerByte != 0 else { return }
        if column < 7 {
            if byte == markerByte { markerRun += 1 } else { markerByte = 0 }
            return
        }
        // The eighth byte: a marker is seven characters followed by a space or the line's end.
        if markerRun == 7, byte == 0x20 || byte == 0x0D || byte == 0x09 {
            pendingMarker = Self.kind(of: markerByte)
            markerLabel = []
        }
        markerByte = 0
    }

    private mutating func endLine() {
        if markerByte != 0, markerRun == 7, byteCount - lineStart == 7 {
            pendingMarker = Self.kind(of: markerByte)
            markerLabel = []
        }
        if let kind = pendingMarker, markers.count < Self.markerLimit {
            let label = String(decoding: markerLabel ?? [], as: UTF8.self).trimmingWhitespace
            markers.append(MergeConflictMarker(line: line, kind: kind, label: label))
        }
        pendingMarker = nil
        markerLabel = nil
        markerByte = 0
        markup = markupAfter(0x0A)
        noteLineLength(endingAt: byteCount)
        line += 1
        lineStart = byteCount + 1
    }

    private static func kind(of byte: UInt8) -> MergeConflictMarker.Kind {
        switch byte {
        case UInt8(ascii: "<"): .ours
        case UInt8(ascii: "|"): .base
        case UInt8(ascii: "="): .separator
        default: .theirs
        }
    }

    /// Follows markup: after `<!`, the next bytes say whether a comment (`--`), a CDATA section
    /// (`[CDATA[`) or a document type declaration (`DOCTYPE`) starts. Text inside comments and
    /// CDATA sections is not markup. Never allocates.
    private mutating func markupAfter(_ byte: UInt8) -> Markup {
        switch markup {
        case .text:
            return byte == UInt8(ascii: "<") ? .open : .text
        case .open:
            return byte == UInt8(ascii: "!") ? .declaration(progress: 0, candidates: 0b111) : markupAfterText(byte)
        case .declaration(let progress, let candidates):
            var remaining: UInt8 = 0
            for (bit, pattern) in Self.declarations.enumerated() where candidates & (1 << bit) != 0 {
                guard progress < pattern.count, pattern[progress] == byte else { continue }
                if progress + 1 == pattern.count {
                    switch bit {
                    case 0: return .comment(dashes: 0)
                    case 1: return .cdata(brackets: 0)
                    default:
                        if doctypeLine == nil { doctypeLine = line }
                        return .text
                    }
                }
                remaining |= 1 << bit
            }
            return remaining == 0 ? markupAfterText(byte) : .declaration(progress: progress + 1, candidates: remaining)
        case .comment(let dashes):
            if byte == UInt8(ascii: ">"), dashes >= 2 { return .text }
            return .comment(dashes: byte == UInt8(ascii: "-") ? dashes + 1 : 0)
        case .cdata(let brackets):
            if byte == UInt8(ascii: ">"), brackets >= 2 { return .text }
            return .cdata(brackets: byte == UInt8(ascii: "]") ? brackets + 1 : 0)
        }
    }

    private func markupAfterText(_ byte: UInt8) -> Markup {
        byte == UInt8(ascii: "<") ? .open : .text
    }

    /// What may follow `<!`: a comment, a CDATA section, a document type declaration.
    private static let declarations: [[UInt8]] = [Array("--".utf8), Array("[CDATA[".utf8), Array("DOCTYPE".utf8)]

    /// Ends the pass: the summary of a clean file, or the first problem in this order of
    /// importance: conflict markers (a `<<<<<<<` line), invalid UTF-8 (also a sequence cut at
    /// the end), a control character, a document type declaration, no content at all.
    /// - Throws: ``StoryboardImportError``.
    mutating func finish() throws(StoryboardImportError) -> Summary {
        if byteCount > lineStart || pendingMarker != nil || markerByte != 0 {
            endLine()
            line -= 1
        } else {
            line -= 1
        }
        if continuationBytes > 0 { recordInvalid(at: sequenceStart) }
        if markers.contains(where: { $0.kind == .ours }) { throw .mergeConflict(markers) }
        if let invalid = firstInvalid { throw .invalidUTF8(line: invalid.line, column: invalid.column) }
        if let control = firstControl { throw .controlCharacter(line: control.line, column: control.column, byte: control.byte) }
        if let doctypeLine { throw .documentTypeDeclaration(line: doctypeLine) }
        if lastContentLine == 0 { throw .emptyFile }
        return Summary(byteCount: byteCount, lineCount: max(1, line), lastContentLine: lastContentLine, longestLine: longestLine)
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line ends.
    var trimmingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" || first == "\n" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\n" { scalars.removeLast() }
        return String(scalars)
    }
}
