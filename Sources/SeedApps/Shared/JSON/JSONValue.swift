import Foundation

/// A JSON document as a value. Objects keep their members in order, so an encoded body is
/// the same bytes every time (`{"text":"Buy milk","complete":false}`).
enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (integers are exact up to 2^53).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object(JSONObject)

    /// What kind of value this is, for error messages: `null`, `boolean`, `number`, `string`,
    /// `array` or `object`.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The member `key` when this is an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// An object from members in order.
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members))
    }

    /// The deepest nesting of arrays and objects ``parse(_:)`` reads: Foundation's JSON
    /// reader refuses deeper documents.
    static let maximumDepth = 512

    /// Parses `data` as one JSON document (a bare string or number is a document too).
    /// Object members come out sorted by key, so parsing is deterministic.
    /// - Throws: ``JSONParseError`` when `data` is not valid JSON, or nests deeper than
    ///   ``maximumDepth``.
    /// - Complexity: O(*n*) in the size of `data`, plus sorting each object's keys.
    static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            let tooDeep = nestingDepth(of: data) > maximumDepth
            throw JSONParseError(byteCount: data.count, reason: tooDeep ? .nestedTooDeeply(limit: maximumDepth) : .notJSON)
        }
    }

    /// The deepest nesting of `[` and `{` in `data`, outside strings (for the error of a
    /// document that is too deep).
    /// - Complexity: O(*n*) in the size of `data`.
    static func nestingDepth(of data: Data) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return deepest
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value; booleans stay booleans (JSONDecoder does not turn `1` into
    /// `true` or the reverse).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            let members = try container.decode([String: JSONValue].self)
            self = .object(JSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        }
    }
}
