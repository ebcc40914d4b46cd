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

    /// Parses `data` as one JSON document (a bare string or number is a document too).
    /// Object members come out sorted by key, so parsing is deterministic.
    /// - Throws: ``JSONParseError`` when `data` is not valid JSON.
    /// - Complexity: O(*n*) in the size of `data`, plus sorting each object's keys.
    static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JSONParseError(byteCount: data.count)
        }
    }
}

/// The bytes were not a JSON document.
struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many bytes were read.
    var byteCount: Int

    /// A sentence naming the problem.
    var description: String {
        byteCount == 0 ? "the body is empty, not JSON" : "the body (\(byteCount) bytes) is not valid JSON"
    }
}

/// A JSON object: members in order, looked up by key.
struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One member.
    struct Member: Hashable, Sendable {
        /// The key.
        var key: String
        /// The value.
        var value: JSONValue
    }

    /// The members in order; a key appears at most once.
    private(set) var members: [Member]

    /// Creates an object from members in order; a repeated key keeps its last value, in its
    /// first position.
    init(_ pairs: [(String, JSONValue)] = []) {
        members = []
        for (key, value) in pairs { self[key] = value }
    }

    /// Creates an object from a literal, keeping the literal's order.
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The member's value; setting `nil` removes it, setting a new key appends it.
    /// - Complexity: O(*n*) for *n* members.
    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// The keys in order.
    var keys: [String] { members.map(\.key) }
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
