/// The todo app's client of the `TodoItem` table: builds the seed's three requests and reads
/// their responses into typed results, over any ``HTTPTransport``.
///
/// | Call | Request | Success |
/// | --- | --- | --- |
/// | ``incompleteTodos()`` | `GET /tables/TodoItem?$filter=(complete%20eq%20false)` | 200, the rows |
/// | ``insertTodo(text:)`` | `POST /tables/TodoItem` `{"text":…,"complete":false}` | 201 (or 200), the stored item |
/// | ``markComplete(_:)`` | `PATCH /tables/TodoItem/<id>` `{"id":…,"text":…,"complete":true}` | 200 (or 201), the item |
///
/// The seed accepts 200 or 201 for both saves; so does this client. The update body carries
/// the id, the text and the flag, as the seed's source builds it (the seed wrote the flags
/// as the strings `"true"`/`"false"`; here they are JSON booleans, as the column is).
public struct MobileServicesClient: Sendable {
    /// The table's request builder (holds the key).
    var requests: MobileServicesRequests
    /// Sends the requests.
    var transport: any HTTPTransport

    /// The seed's list filter: only todos not yet done.
    static let incompleteFilter = "(complete eq false)"
    /// The seed's table.
    static let table = "TodoItem"
    /// The statuses the seed treats as a successful save.
    static let saveStatuses: Set<Int> = [200, 201]

    /// A client of the `TodoItem` table sending `applicationKey` through `transport`.
    public init(applicationKey: ApplicationKey, transport: any HTTPTransport) {
        self.requests = MobileServicesRequests(applicationKey: applicationKey, table: Self.table)
        self.transport = transport
    }

    /// The seed's list request.
    var incompleteTodosRequest: HTTPRequest {
        requests.query([QueryItem("$filter", Self.incompleteFilter)])
    }

    /// The seed's insert request: the text and `complete: false`, no id.
    func insertRequest(text: String) -> HTTPRequest {
        requests.insert(["text": .string(text), "complete": .bool(false)])
    }

    /// The seed's update request: the item's id and text with `complete: true`.
    func markCompleteRequest(_ item: TodoItem) -> HTTPRequest {
        requests.update(id: item.id, ["id": .number(Double(item.id)), "text": .string(item.text), "complete": .bool(true)])
    }

    /// The todos not yet done, in the service's order.
    /// - Throws: ``MobileServicesError``.
    func incompleteTodos() async throws(MobileServicesError) -> [TodoItem] {
        let request = incompleteTodosRequest
        return try MobileServicesResponses.queryResult(try await send(request), operation: operation(request)).items
    }

    /// Inserts a todo with `text`; returns the stored item with its new id.
    /// - Throws: ``MobileServicesError``.
    func insertTodo(text: String) async throws(MobileServicesError) -> TodoItem {
        let request = insertRequest(text: text)
        return try MobileServicesResponses.item(try await send(request), expected: Self.saveStatuses, operation: operation(request))
    }

    /// Marks `item` complete; returns the updated item.
    /// - Throws: ``MobileServicesError``.
    func markComplete(_ item: TodoItem) async throws(MobileServicesError) -> TodoItem {
        let request = markCompleteRequest(item)
        return try MobileServicesResponses.item(try await send(request), expected: Self.saveStatuses, operation: operation(request))
    }

    private func send(_ request: HTTPRequest) async throws(MobileServicesError) -> HTTPResponse {
        do {
            return try await transport.send(request)
        } catch {
            throw .transport(error)
        }
    }

    /// `POST /tables/TodoItem`: the request line without query or headers, for error texts.
    private func operation(_ request: HTTPRequest) -> String {
        "\(request.method) \(request.path)"
    }
}
