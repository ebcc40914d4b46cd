/// One page of a table query: the entities of `{"value":[...]}` and the continuation, if
/// the query has more.
struct TablePage: Hashable, Sendable {
    /// The entities of this page, in the service's order.
    var entities: [TableEntity]
    /// Where the next page starts, or `nil` on the last page.
    var continuation: TableContinuation?

    /// Reads a successful (200) query response.
    /// - Throws: ``StorageError/unreadableResponse(operation:detail:)`` when the body is not
    ///   JSON, has no `value` array, or holds something other than objects.
    /// - Complexity: O(*n*) in the size of the body.
    init(_ response: HTTPResponse, operation: String) throws(StorageError) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(response.body)
        } catch {
            throw .unreadableResponse(operation: operation, detail: error.description)
        }
        guard case .object = json else {
            throw .unreadableResponse(
                operation: operation, detail: "the body is \(Self.article(json.kindName)) \(json.kindName), not an object with a value array")
        }
        guard let value = json["value"] else {
            throw .unreadableResponse(operation: operation, detail: "the body has no value array")
        }
        guard case .array(let rows) = value else {
            throw .unreadableResponse(operation: operation, detail: "value is \(Self.article(value.kindName)) \(value.kindName), not an array")
        }
        var entities: [TableEntity] = []
        entities.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            guard case .object(let object) = row else {
                throw .unreadableResponse(
                    operation: operation, detail: "value[\(index)] is \(Self.article(row.kindName)) \(row.kindName), not an entity object")
            }
            entities.append(TableEntity(properties: object))
        }
        self.entities = entities
        self.continuation = TableContinuation(headers: response.headers)
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
