import Foundation
import Presentation

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
            JSONString.write(value, to: &out)
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
                JSONString.write(member.key, to: &out)
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
}
