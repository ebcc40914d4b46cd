/// One header field: a name and its value, as sent.
public struct HTTPHeader: Hashable, Sendable {
    /// The field name, spelled as sent (`X-ZUMO-APPLICATION`); compared case-insensitively.
    public internal(set) var name: String
    /// The field value.
    public internal(set) var value: String

    /// Creates a header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An ordered list of header fields, so equal requests print and compare the same way.
/// Names compare case-insensitively, as HTTP says; the order is the order they were added.
public struct HTTPHeaders: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// The fields in order.
    public private(set) var fields: [HTTPHeader]

    /// Field names whose values are secrets: descriptions print `<redacted>` instead.
    static let sensitiveNames: Set<String> = ["x-zumo-application", "x-zumo-auth", "authorization"]

    /// Creates headers from fields in order.
    public init(_ fields: [HTTPHeader] = []) {
        self.fields = fields
    }

    /// Creates headers from a literal list of fields.
    public init(arrayLiteral elements: HTTPHeader...) {
        self.fields = elements
    }

    /// The value of the first field called `name` (case-insensitive), if any.
    /// - Complexity: O(*n*) for *n* fields.
    public subscript(name: String) -> String? {
        let key = name.lowercased()
        return fields.first { $0.name.lowercased() == key }?.value
    }

    /// Appends a field.
    mutating func add(_ name: String, _ value: String) {
        fields.append(HTTPHeader(name, value))
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[HTTPHeader]> {
        fields.makeIterator()
    }

    /// The fields as `Name: value` lines, with secret values replaced by `<redacted>`.
    /// - Complexity: O(*n*) for *n* fields.
    var redactedLines: [String] {
        fields.map { field in
            let value = Self.sensitiveNames.contains(field.name.lowercased()) ? "<redacted>" : field.value
            return "\(field.name): \(value)"
        }
    }
}
