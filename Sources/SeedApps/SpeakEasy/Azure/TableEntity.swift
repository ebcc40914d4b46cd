import Foundation

/// One entity of a table: its `PartitionKey`, `RowKey`, `Timestamp` and own properties, as
/// the JSON object a `nometadata` query returns. Typed reads name the entity and property
/// in their errors.
struct TableEntity: Hashable, Sendable {
    /// The properties in order, the keys included.
    var properties: JSONObject

    /// An entity from its JSON object.
    init(properties: JSONObject) {
        self.properties = properties
    }

    /// An entity with `partitionKey` and `rowKey` followed by `properties`.
    init(partitionKey: String, rowKey: String, properties: [(String, JSONValue)]) {
        self.properties = JSONObject([("PartitionKey", .string(partitionKey)), ("RowKey", .string(rowKey))] + properties)
    }

    /// The `PartitionKey`, when it is a string.
    var partitionKey: String? { try? string("PartitionKey") }
    /// The `RowKey`, when it is a string.
    var rowKey: String? { try? string("RowKey") }

    /// The string property `name`.
    /// - Throws: ``TableEntityError`` when it is absent or not a string.
    func string(_ name: String) throws(TableEntityError) -> String {
        let value = try member(name)
        guard case .string(let text) = value else { throw error(name, .wrongType(expected: "string", found: value.kindName)) }
        return text
    }

    /// The `Edm.DateTime` property `name` (an ISO 8601 UTC string, see ``EdmDateTime``).
    /// - Throws: ``TableEntityError`` when it is absent, not a string or not such a date.
    func date(_ name: String) throws(TableEntityError) -> Date {
        let value = try member(name)
        guard case .string(let text) = value else { throw error(name, .wrongType(expected: "Edm.DateTime string", found: value.kindName)) }
        guard let date = EdmDateTime.date(from: text) else {
            throw error(name, .wrongType(expected: "Edm.DateTime string", found: "\"\(ServerText.summary(text, limit: 60))\""))
        }
        return date
    }

    private func member(_ name: String) throws(TableEntityError) -> JSONValue {
        guard let value = properties[name], value != .null else { throw error(name, .missing) }
        return value
    }

    private func error(_ property: String, _ problem: TableEntityError.Problem) -> TableEntityError {
        TableEntityError(rowKey: rowKey, property: property, problem: problem)
    }
}
