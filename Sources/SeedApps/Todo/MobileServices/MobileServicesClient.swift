import Presentation

/// The todo app's client of the `TodoItem` table: builds the seed's three requests and reads
/// their responses into typed results, over any ``HTTPTransport``.
///
/// | Call | Request | Success |
/// | --- | --- | --- |
/// | `incompleteTodos()` | `GET /tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages`, then `…&$skip=1000`… | 200, the rows of every page |
/// | `insertTodo(text:)` | `POST /tables/TodoItem` `{"text":…,"complete":false}` | 201 (or 200), the stored item |
/// | `markComplete(_:)` | `PATCH /tables/TodoItem/<id>` `{"id":…,"text":…,"complete":true}` | 200 (or 201), the item |
///
/// The seed accepts 200 or 201 for both saves; so does this client. The update body carries
/// the id, the text and the flag, as the seed's source builds it (the seed wrote the flags
/// as the strings `"true"`/`"false"`; here they are JSON booleans, as the column is).
///
/// The list is paged, where the seed read only the service's first page (50 rows): each page
/// asks for ``MobileServicesPaging/pageSize`` rows with the total count
/// (`$inlinecount=allpages`) and the next one skips what was read, until the total is
/// reached, a page comes back short or empty, or ``MobileServicesPaging/maximumItems`` rows
/// were read; then the list says how many more the service has. A row that is not a todo item
/// is left out and counted, not a reason to show nothing; a row seen twice (the table changed
/// between pages) is shown once.
public struct MobileServicesClient: Sendable {
    /// The table's request builder (holds the key).
    var requests: MobileServicesRequests
    /// Sends the requests.
    var transport: any HTTPTransport
    /// How the list is paged.
    var paging: MobileServicesPaging

    /// The seed's list filter: only todos not yet done.
    static let incompleteFilter = "(complete eq false)"
    /// The seed's table.
    static let table = "TodoItem"
    /// The statuses the seed treats as a successful save.
    static let saveStatuses: Set<Int> = [200, 201]

    /// A client of the `TodoItem` table sending `applicationKey` through `transport`, reading
    /// the list in pages as `paging` says.
    public init(applicationKey: ApplicationKey, transport: any HTTPTransport, paging: MobileServicesPaging = .standard) {
        self.requests = MobileServicesRequests(applicationKey: applicationKey, table: Self.table)
        self.transport = transport
        self.paging = paging
    }

    /// The seed's list request, first page.
    var incompleteTodosRequest: HTTPRequest {
        incompleteTodosRequest(skip: 0)
    }

    /// The seed's list request for the page after `skip` rows: the filter, `$top`, `$skip`
    /// (after the first page) and `$inlinecount=allpages`.
    func incompleteTodosRequest(skip: Int) -> HTTPRequest {
        var options = [QueryItem("$filter", Self.incompleteFilter), QueryItem("$top", String(paging.pageSize))]
        if skip > 0 { options.append(QueryItem("$skip", String(skip))) }
        options.append(QueryItem("$inlinecount", "allpages"))
        return requests.query(options)
    }

    /// The seed's insert request: the text and `complete: false`, no id.
    func insertRequest(text: String) -> HTTPRequest {
        requests.insert(["text": .string(text), "complete": .bool(false)])
    }

    /// The seed's update request: the item's id and text with `complete: true`.
    func markCompleteRequest(_ item: TodoItem) -> HTTPRequest {
        requests.update(id: item.id, ["id": .number(Double(item.id)), "text": .string(item.text), "complete": .bool(true)])
    }

    /// The todos not yet done, in the service's order, page after page (see the type's
    /// description); rows that are not todo items are counted, not shown.
    /// - Throws: ``MobileServicesError`` when a page fails (what earlier pages held is not
    ///   shown then: a list is only replaced by a whole answer).
    /// - Complexity: one request per page, at most ⌈maximumItems / pageSize⌉.
    func incompleteTodos() async throws(MobileServicesError) -> FetchedList<TodoItem> {
        var items: [TodoItem] = []
        var seen = Set<Int>()
        var rowsRead = 0
        var unreadableCount = 0
        var firstReason: String?
        var total: Int?
        while true {
            let request = incompleteTodosRequest(skip: rowsRead)
            let page = try MobileServicesResponses.queryResult(try await send(request), operation: operation(request))
            let countBefore = items.count
            for item in page.items where seen.insert(item.id).inserted { items.append(item) }
            // A page of rows already seen: the service ignores $skip, so there is nothing more.
            let broughtNothingNew = rowsRead > 0 && items.count == countBefore && page.items.count == page.rowCount
            if let unreadable = page.unreadable {
                unreadableCount += unreadable.count
                if firstReason == nil { firstReason = unreadable.firstReason }
            }
            rowsRead += page.rowCount
            total = page.totalCount ?? total
            let finished = page.rowCount == 0 || broughtNothingNew || total.map { rowsRead >= $0 } ?? (page.rowCount < paging.pageSize)
            if finished || rowsRead >= paging.maximumItems {
                let remainder =
                    finished || total.map({ rowsRead >= $0 }) == true
                    ? nil : RemainingRecords(total: total, limit: Counted.number(paging.maximumItems) + " todos")
                let unreadable = firstReason.map { UnreadableRecords(count: unreadableCount, firstReason: $0) }
                return FetchedList(items, unreadable: unreadable, remainder: remainder)
            }
        }
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

/// How the todo list is read in pages: rows per request and the most rows loaded at all.
public struct MobileServicesPaging: Hashable, Sendable {
    /// Rows asked for per request (`$top`), between 1 and 1,000 (the service's maximum).
    public let pageSize: Int
    /// The most rows read in all; past it the list says more exist.
    public let maximumItems: Int

    /// Paging of `pageSize` rows per request (clamped to 1...1,000), at most `maximumItems`
    /// rows (at least one page).
    public init(pageSize: Int, maximumItems: Int) {
        self.pageSize = min(max(pageSize, 1), 1_000)
        self.maximumItems = max(maximumItems, self.pageSize)
    }

    /// Pages of 1,000 rows, at most 10,000 rows.
    public static let standard = MobileServicesPaging(pageSize: 1_000, maximumItems: 10_000)
}
