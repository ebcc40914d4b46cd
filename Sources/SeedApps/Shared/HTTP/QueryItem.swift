/// One query option of a request's URL, held decoded (`$filter` = `(complete eq false)`);
/// `QueryItem/encoded(_:)` writes the list as it goes on the wire.
public struct QueryItem: Hashable, Sendable {
    /// The option's name, e.g. `$filter`.
    public internal(set) var name: String
    /// The option's decoded value.
    public internal(set) var value: String

    /// Creates a query option.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Characters left as they are in a query name or value: RFC 3986's unreserved characters
    /// plus the sub-delimiters OData filters use. `&`, `=`, `+`, `#`, `%` and spaces are encoded,
    /// so `(complete eq false)` becomes `(complete%20eq%20false)` as in the seed's URL.
    static let allowedBytes: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~$()'*,;:@/!".utf8))

    /// Query option names whose values are secrets (a SAS token's signature): redacted
    /// descriptions print `<redacted>` instead. Compared case-insensitively.
    static let sensitiveNames: Set<String> = ["sig"]

    /// Whether this option's value is a secret (see ``sensitiveNames``).
    var isSensitive: Bool { Self.sensitiveNames.contains(name.lowercased()) }

    /// `items` as a query string without the leading `?`: `name=value` pairs joined by `&`,
    /// each percent-encoded (UTF-8, upper-case hex).
    /// - Complexity: O(*n*) in the total length of names and values.
    static func encoded(_ items: [QueryItem]) -> String {
        items.map { percentEncoded($0.name) + "=" + percentEncoded($0.value) }.joined(separator: "&")
    }

    /// The same as ``encoded(_:)`` but with the value of every sensitive option written as
    /// `<redacted>`: the form for descriptions, logs and error texts.
    /// - Complexity: O(*n*) in the total length of names and values.
    static func redacted(_ items: [QueryItem]) -> String {
        items.map { percentEncoded($0.name) + "=" + ($0.isSensitive ? "<redacted>" : percentEncoded($0.value)) }
            .joined(separator: "&")
    }

    /// `text` with every byte outside ``allowedBytes`` written as `%XX`.
    /// - Complexity: O(*n*) in the UTF-8 length of `text`.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var result = ""
        for byte in text.utf8 {
            if allowedBytes.contains(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
