import Foundation

extension JSONValue {
    /// The value as compact JSON text, members in order: `{"text":"Buy milk","complete":false}`.
    /// Integral numbers print without a fraction (`3`, not `3.0`); a number that is not finite
    /// prints as `null`, since JSON has no such numbers.
    /// - Complexity: O(*n*) in the size of the value.
    var encoded: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null:
            out += "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .number(let value):
            out += Self.numberText(value)
        case .string(let value):
            Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(member.key, to: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `3` for integral values within 2^53, Swift's shortest round-trip text otherwise.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// The bytes a JSON string escapes, but NUL (which ends a C string): U+0001 to U+001F,
    /// `"` and `\\`.
    private static let bytesToEscape = String((1..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\"\\"

    /// `text` as a JSON string: in quotes, with `"`, `\\` and control characters escaped.
    /// Text with nothing to escape (almost every string) is appended whole.
    /// - Complexity: O(n) in the length of `text`.
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        // The C library's `strcspn` finds the first byte to escape (a control character, a
        // quote, a backslash) at memory speed even in a debug build, where a Swift loop over a
        // 50 MB title took seconds. A NUL ends its search early: such text takes the slow path.
        let plainLength = text.withCString { strcspn($0, Self.bytesToEscape) }
        if plainLength == text.utf8.count {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
