/// One table of the embedded service, in memory: rows as JSON objects with integer ids
/// assigned on insert (1, 2, 3... as the 2012 service did), kept in id order.
struct MobileServiceTable: Hashable, Sendable {
    /// Why a table operation was refused; the router turns it into an error response.
    enum Refusal: Error, Hashable, Sendable {
        /// No row has this id (404).
        case noSuchItem(Int)
        /// The request is wrong (400), with the message to send.
        case badRequest(String)
    }

    /// The table's name, e.g. `TodoItem`.
    let name: String
    /// The rows in id order; each starts with its `id` member.
    private(set) var rows: [JSONObject]
    /// The id the next insert gets.
    private(set) var nextID: Int

    /// An empty table.
    init(name: String) {
        self.name = name
        self.rows = []
        self.nextID = 1
    }

    /// A table holding `items` (their ids kept); the next insert gets the id after the largest.
    init(name: String, items: [TodoItem]) {
        self.name = name
        let sorted = items.sorted { $0.id < $1.id }
        self.rows = sorted.map { ["id": .number(Double($0.id)), "text": .string($0.text), "complete": .bool($0.complete)] }
        self.nextID = (sorted.last?.id ?? 0) + 1
    }

    /// The rows passing `filter`, after skipping `skip` of them, at most `top`.
    /// - Complexity: O(*n* × *f*) for *n* rows and a filter of size *f*.
    func query(filter: ODataFilter?, skip: Int, top: Int) -> (rows: [JSONObject], totalCount: Int) {
        let matching = filter.map { filter in rows.filter { filter.matches($0) } } ?? rows
        return (Array(matching.dropFirst(skip).prefix(top)), matching.count)
    }

    /// The row with `id`.
    /// - Throws: ``Refusal/noSuchItem(_:)``.
    /// - Complexity: O(*n*) for *n* rows.
    func read(id: Int) throws(Refusal) -> JSONObject {
        guard let index = index(of: id) else { throw .noSuchItem(id) }
        return rows[index]
    }

    /// Stores `object` under a new id and returns the stored row (id first). An insert may
    /// not carry an id (a `null` or `0` id is tolerated, as the service did).
    /// - Throws: ``Refusal/badRequest(_:)`` for a set id.
    mutating func insert(_ object: JSONObject) throws(Refusal) -> JSONObject {
        if let id = object["id"], id != .null, id != .number(0) {
            throw .badRequest("Error: Cannot insert if the id member is already set.")
        }
        var row: JSONObject = ["id": .number(Double(nextID))]
        for member in object.members where member.key != "id" {
            row[member.key] = member.value
        }
        nextID += 1
        rows.append(row)
        return row
    }

    /// Merges `object`'s members into the row with `id` and returns the row. A member may
    /// not change a column's JSON type (the seed's `"true"` string for a boolean column is
    /// refused); an `id` member must equal `id`.
    /// - Throws: ``Refusal``.
    /// - Complexity: O(*n* + *m*²) for *n* rows and *m* members.
    mutating func update(id: Int, with object: JSONObject) throws(Refusal) -> JSONObject {
        guard let index = index(of: id) else { throw .noSuchItem(id) }
        if let bodyID = object["id"], bodyID != .number(Double(id)) {
            throw .badRequest("Error: The id member does not match the id in the URL.")
        }
        var row = rows[index]
        for member in object.members where member.key != "id" {
            if let old = row[member.key], old != .null, member.value != .null, old.kindName != member.value.kindName {
                throw .badRequest("Error: The value of '\(member.key)' must be a \(old.kindName), not a \(member.value.kindName).")
            }
            row[member.key] = member.value
        }
        rows[index] = row
        return row
    }

    /// Removes the row with `id`.
    /// - Throws: ``Refusal/noSuchItem(_:)``.
    mutating func delete(id: Int) throws(Refusal) {
        guard let index = index(of: id) else { throw .noSuchItem(id) }
        rows.remove(at: index)
    }

    private func index(of id: Int) -> Int? {
        rows.firstIndex { $0["id"] == .number(Double(id)) }
    }
}
