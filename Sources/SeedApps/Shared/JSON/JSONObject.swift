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
