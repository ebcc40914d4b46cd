/// A row of the `TodoItem` table: its id (an integer, as Mobile Services assigned them in
/// 2012), its text and whether it is done.
public struct TodoItem: Hashable, Sendable {
    /// The id the service assigned on insert.
    public internal(set) var id: Int
    /// What needs doing.
    public internal(set) var text: String
    /// Whether it is done.
    public internal(set) var complete: Bool

    /// Creates an item.
    public init(id: Int, text: String, complete: Bool = false) {
        self.id = id
        self.text = text
        self.complete = complete
    }
}

extension TodoItem {
    /// Reads an item from a JSON object at `path` (for messages: `item`, `[2]`,
    /// `results[0]`). Extra members (other columns) are ignored.
    /// - Throws: ``MobileServicesError/wrongType(path:expected:found:)`` when the value is not
    ///   an object or a member has the wrong type, ``MobileServicesError/missingMember(path:)``
    ///   when `id`, `text` or `complete` is absent.
    init(json: JSONValue, path: String) throws(MobileServicesError) {
        guard case .object(let object) = json else {
            throw .wrongType(path: path, expected: "object", found: json.kindName)
        }
        func member(_ key: String) throws(MobileServicesError) -> JSONValue {
            guard let value = object[key] else { throw .missingMember(path: path + "." + key) }
            return value
        }
        let idValue = try member("id")
        guard case .number(let number) = idValue else {
            throw .wrongType(path: path + ".id", expected: "integer", found: idValue.kindName)
        }
        guard number == number.rounded(), abs(number) < 9_007_199_254_740_992 else {
            throw .wrongType(path: path + ".id", expected: "integer", found: "number \(JSONValue.numberText(number))")
        }
        let textValue = try member("text")
        guard case .string(let text) = textValue else {
            throw .wrongType(path: path + ".text", expected: "string", found: textValue.kindName)
        }
        let completeValue = try member("complete")
        guard case .bool(let complete) = completeValue else {
            throw .wrongType(path: path + ".complete", expected: "boolean", found: completeValue.kindName)
        }
        self.init(id: Int(number), text: text, complete: complete)
    }
}
