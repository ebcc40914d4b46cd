#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A string written as JSON (RFC 8259): in quotes, with `"`, `\` and the control characters
/// escaped, everything else as it is. The one escaper of the package: the JSON twin of a screen
/// (Navigation's `ScreenJSONRenderer`) and the seed apps' request bodies (SeedApps' `JSONValue`)
/// both write their strings with it.
package enum JSONString {
    /// `text` quoted and escaped: `"Buy \"milk\""`.
    /// - Complexity: O(n) in the length of `text`.
    package static func quoted(_ text: String) -> String {
        var out = ""
        write(text, to: &out)
        return out
    }

    /// Appends `text`, quoted and escaped, to `out`. Text with nothing to escape (almost every
    /// string) is appended whole.
    /// - Complexity: O(n) in the length of `text`.
    package static func write(_ text: String, to out: inout String) {
        out += "\""
        // The C library's `strcspn` finds the first byte to escape (a control character, a
        // quote, a backslash) at memory speed even in a debug build, where a Swift loop over a
        // 50 MB title took seconds. A NUL ends its search early: such text takes the slow path.
        let plainLength = text.withCString { strcspn($0, bytesToEscape) }
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

    /// The bytes a JSON string escapes, but NUL (which ends a C string): U+0001 to U+001F,
    /// `"` and `\`.
    private static let bytesToEscape = String((1..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\"\\"
}
