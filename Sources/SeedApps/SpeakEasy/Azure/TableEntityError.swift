/// A property of an entity is absent or of the wrong type.
struct TableEntityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the property.
    enum Problem: Hashable, Sendable {
        /// The entity has no such property (or it is null).
        case missing
        /// The value is of another type.
        case wrongType(expected: String, found: String)
    }

    /// The entity's `RowKey`, if it has one.
    var rowKey: String?
    /// The property's name.
    var property: String
    /// What is wrong.
    var problem: Problem

    /// `the entity "azure-ios" has no Date`, or `... has a Date that is a number, not an Edm.DateTime string`.
    /// The key (the service's text) is shown as one line of at most 60 characters.
    var description: String {
        let entity = rowKey.map { "the entity \"\(ServerText.summary($0, limit: 60))\"" } ?? "an entity without a RowKey"
        switch problem {
        case .missing: return "\(entity) has no \(property)"
        case let .wrongType(expected, found): return "\(entity) has a \(property) that is \(found), not \(article(expected)) \(expected)"
        }
    }

    private func article(_ word: String) -> String {
        guard let first = word.first?.lowercased() else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
