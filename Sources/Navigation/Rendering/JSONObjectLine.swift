import Presentation

/// One JSON object written on one line, keys in the order they are added: what the JSON twin
/// (``ScreenJSONRenderer``) writes for each element, so a changed element is a changed line
/// in a diff. Strings are escaped as RFC 8259 requires (`JSONString`: quote, backslash, control characters);
/// numbers are written as the snapshot text writes points (`55.5`, `0`; `null` for NaN).
struct JSONObjectLine {
    private var members: [String] = []

    /// Adds `key` with a string value.
    mutating func add(_ key: String, _ value: String) {
        members.append(JSONString.quoted(key) + ": " + JSONString.quoted(value))
    }

    /// Adds `key` with a string value when there is one.
    mutating func add(_ key: String, ifPresent value: String?) {
        if let value { add(key, value) }
    }

    /// Adds `key` with an integer value.
    mutating func add(_ key: String, _ value: Int) {
        members.append(JSONString.quoted(key) + ": \(value)")
    }

    /// Adds `key` with a boolean value.
    mutating func add(_ key: String, _ value: Bool) {
        members.append(JSONString.quoted(key) + ": " + (value ? "true" : "false"))
    }

    /// Adds `key` with an array of strings, when it is not empty.
    mutating func add(_ key: String, strings: [String]) {
        guard !strings.isEmpty else { return }
        members.append(JSONString.quoted(key) + ": [" + strings.map(JSONString.quoted).joined(separator: ", ") + "]")
    }

    /// Adds `key` with `rect` as `{"x": …, "y": …, "width": …, "height": …}`.
    mutating func add(_ key: String, _ rect: Rect) {
        add(key, raw: Self.object(rect))
    }

    /// Adds `key` with already written JSON.
    mutating func add(_ key: String, raw json: String) {
        members.append(JSONString.quoted(key) + ": " + json)
    }

    /// The object: `{"key": value, …}`.
    var text: String { "{" + members.joined(separator: ", ") + "}" }

    /// `rect` as a JSON object.
    static func object(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    /// `value` as the snapshot text writes points; `null` for NaN and infinities, which JSON
    /// has no numbers for.
    static func number(_ value: Double) -> String {
        value.isFinite ? PointFormat.string(value) : "null"
    }
}
