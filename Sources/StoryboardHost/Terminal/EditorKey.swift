/// A key a person pressed at the line editor's prompt, decoded from the bytes a terminal sends
/// (VT100/xterm sequences: `ESC [ A` is Up, `ESC [ 3 ~` is Delete, `ESC O H` is Home).
enum EditorKey: Equatable, Sendable {
    /// A character to insert.
    case character(Character)
    case enter, backspace, delete, left, right, up, down, home, end, tab
    /// Ctrl-K: delete to the end of the line.
    case killToEnd
    /// Ctrl-U: delete to the start of the line.
    case killToStart
    /// Ctrl-W: delete the word before the cursor.
    case killWord
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-Z: suspend the program, as a shell's job control does.
    case suspend
    /// Ctrl-L: redraw.
    case redraw
    /// Ctrl-R: search the history backwards for what is typed next (again: an older match).
    case reverseSearch
    /// Ctrl-G: leave the history search, the line as it was before it.
    case abort
    /// A sequence the editor does not use (ignored, never inserted).
    case ignored
}

/// Turns a terminal's bytes into ``EditorKey``s, one at a time, keeping the bytes of an
/// unfinished escape sequence or UTF-8 character until the rest arrives.
struct EditorKeyDecoder {
    private var pending: [UInt8] = []

    /// Feeds one byte; returns the key it completes, if any.
    /// - Complexity: O(1) (a sequence is at most a few bytes long).
    mutating func feed(_ byte: UInt8) -> EditorKey? {
        pending.append(byte)
        guard let key = Self.decode(pending) else {
            // An escape sequence longer than any the editor knows is dropped whole.
            if pending.count > 8 { pending.removeAll(); return .ignored }
            return nil
        }
        pending.removeAll()
        return key
    }

    /// The key `bytes` make, or nil when they are the start of a longer sequence.
    private static func decode(_ bytes: [UInt8]) -> EditorKey? {
        let first = bytes[0]
        if first == 0x1B { return escapeSequence(bytes) }
        if first >= 0x80 {
            // UTF-8: the lead byte says how many bytes the character has.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            guard bytes.count >= length else { return nil }
            guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return .ignored }
            return .character(character)
        }
        switch first {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x09: return .tab
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x10: return .up
        case 0x0E: return .down
        case 0x0B: return .killToEnd
        case 0x15: return .killToStart
        case 0x17: return .killWord
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x1A: return .suspend
        case 0x0C: return .redraw
        case 0x12: return .reverseSearch
        case 0x07: return .abort
        case 0x00..<0x20: return .ignored
        default: return .character(Character(Unicode.Scalar(first)))
        }
    }

    private static func escapeSequence(_ bytes: [UInt8]) -> EditorKey? {
        guard bytes.count >= 2 else { return nil }
        guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return .ignored }
        guard bytes.count >= 3 else { return nil }
        let last = bytes[bytes.count - 1]
        // Parameters (digits and ';') until a final byte.
        if (0x30...0x3F).contains(last) { return nil }
        let parameters = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
        switch (last, parameters) {
        case (UInt8(ascii: "A"), _): return .up
        case (UInt8(ascii: "B"), _): return .down
        case (UInt8(ascii: "C"), _): return .right
        case (UInt8(ascii: "D"), _): return .left
        case (UInt8(ascii: "H"), _): return .home
        case (UInt8(ascii: "F"), _): return .end
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return .end
        case (UInt8(ascii: "~"), "3"): return .delete
        default: return .ignored
        }
    }
}
