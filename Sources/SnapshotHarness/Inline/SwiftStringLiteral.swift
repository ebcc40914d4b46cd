/// Where a Swift string literal that starts at a byte ends: plain (`"…"`), raw (`#"…"#`) or
/// multi-line (`"""`), for ``InlineSnapshotSource``'s scanner.
struct StringLiteralEnd {
    /// The number of `#` around the literal.
    let hashes: Int
    /// Whether the literal is multi-line (`"""`).
    let isMultiLine: Bool
    /// The index of the first byte after the literal's closing delimiter.
    let end: Int

    /// The literal starting at `start`, or nil when none starts there (a `#` that is not a raw
    /// string's, such as `#filePath`). An unterminated literal ends with the source.
    /// - Complexity: O(length of the literal).
    init?(_ bytes: [UInt8], at start: Int) {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        hashes = index - start
        let quote = UInt8(ascii: "\"")
        isMultiLine = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        let delimiter = Array(repeating: quote, count: isMultiLine ? 3 : 1) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        index += isMultiLine ? 3 : 1
        while index < bytes.count {
            if hashes == 0, bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index...].starts(with: delimiter) {
                end = index + delimiter.count
                return
            }
            if !isMultiLine, bytes[index] == UInt8(ascii: "\n") { break }
            index += 1
        }
        end = min(index, bytes.count)
    }
}

/// A multi-line string literal (`"""` or `#"""`) as the compiler reads it: the lines between
/// the delimiters, without the closing delimiter's indentation, escapes decoded.
struct MultiLineLiteral {
    /// The index after the closing delimiter.
    let end: Int
    /// The string the literal makes, nil when it holds an interpolation or an escape this
    /// reader does not decode.
    let content: String?

    /// The multi-line literal starting at `start`, or nil when none starts there.
    /// - Complexity: O(length of the literal).
    init?(_ bytes: [UInt8], at start: Int) {
        guard let literal = StringLiteralEnd(bytes, at: start), literal.isMultiLine else { return nil }
        end = literal.end
        let open = start + literal.hashes + 3
        let close = literal.end - literal.hashes - 3
        guard open <= close else { return nil }
        var lines = String(decoding: bytes[open..<close], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // The opening delimiter ends its line; the closing one's line holds only its indentation.
        guard lines.count >= 2, lines.removeFirst().allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let indentation = lines.removeLast()
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        var unindented: [Substring] = []
        for line in lines {
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) && line.count <= indentation.count {
                unindented.append("")
            } else if line.hasPrefix(indentation) {
                unindented.append(line.dropFirst(indentation.count))
            } else {
                return nil
            }
        }
        let raw = unindented.joined(separator: "\n")
        content = literal.hashes == 0 ? Self.decoded(raw) : (raw.contains("\\" + String(repeating: "#", count: literal.hashes)) ? nil : raw)
    }

    /// `text` with Swift's escapes decoded; nil for an interpolation or an unknown escape.
    private static func decoded(_ text: String) -> String? {
        var out = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": out += "\\"
            case "\"": out += "\""
            case "'": out += "'"
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "\n": break  // a line continuation
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                out.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return out
    }
}
