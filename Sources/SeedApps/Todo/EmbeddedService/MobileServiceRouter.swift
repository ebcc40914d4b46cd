/// The embedded Mobile Service's request handling as a pure value: it plays an injected
/// fault if one is planned, checks the application key (401 without the right one), routes
/// `/tables/<table>[/<id>]`, applies the query options, and answers with the wire format's
/// statuses and `{"code":…,"error":…}` bodies.
///
/// | Request | Answer |
/// | --- | --- |
/// | `GET /tables/T` | 200, a bare array, or `{"results","count"}` with `$inlinecount=allpages` |
/// | `GET /tables/T/<id>` | 200 with the item, 404 for an unknown id |
/// | `POST /tables/T` | 201 with the stored item and its new id; 400 when it carries an id |
/// | `PATCH /tables/T/<id>` | 200 with the item; 404 for an unknown id |
/// | `DELETE /tables/T/<id>` | 204 without a body; 404 for an unknown id |
///
/// Query options: `$filter` (see ``ODataFilter``; an unsupported one is a 400), `$top`
/// (default 50, at most 1,000), `$skip`, `$inlinecount`. Other `$` options are a 400; user
/// parameters (no `$`) are ignored.
struct MobileServiceRouter: Sendable {
    /// The key a request must carry in `X-ZUMO-APPLICATION`.
    let applicationKey: ApplicationKey
    /// The one table the service holds.
    private(set) var table: MobileServiceTable
    /// The faults still to play.
    private(set) var faults: MobileServiceFaults

    /// Rows a query returns without `$top`.
    static let defaultPageSize = 50
    /// The largest `$top` honoured.
    static let maximumPageSize = 1_000

    /// A service holding `table`, accepting `applicationKey`, playing `faults`.
    init(applicationKey: ApplicationKey, table: MobileServiceTable, faults: MobileServiceFaults = MobileServiceFaults()) {
        self.applicationKey = applicationKey
        self.table = table
        self.faults = faults
    }

    /// Answers `request`, changing the table for inserts, updates and deletes.
    /// - Throws: ``TransportError`` only when a planned fault says no response arrives.
    /// - Complexity: O(*n*) for *n* rows, plus the filter's cost.
    mutating func handle(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        if let fault = faults.take(for: request.method) {
            switch fault {
            case .respond(let response): return response
            case .fail(let error): throw error
            }
        }
        guard request.headers["X-ZUMO-APPLICATION"] == applicationKey.secret else {
            return .error(status: 401, message: "Error: Unauthorized")
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 || parts.count == 4, parts[0].isEmpty, parts[1] == "tables" else {
            return .error(status: 404, message: "Error: Not Found")
        }
        guard parts[2] == table.name else {
            return .error(status: 404, message: "Error: Table '\(parts[2])' does not exist.")
        }
        guard parts.count == 4 else { return handleTable(request) }
        guard let id = Int(parts[3]) else {
            return .error(status: 404, message: "Error: An item with id '\(parts[3])' does not exist.")
        }
        return handleItem(id, request)
    }

    private mutating func handleTable(_ request: HTTPRequest) -> HTTPResponse {
        switch request.method {
        case .get:
            return query(request.query)
        case .post:
            return answer(status: 201) { (table: inout MobileServiceTable) throws(MobileServiceTable.Refusal) in
                try table.insert(try Self.bodyObject(request))
            }
        case .patch, .delete:
            return .error(status: 405, message: "Error: \(request.method) needs an item id in the URL.")
        }
    }

    private mutating func handleItem(_ id: Int, _ request: HTTPRequest) -> HTTPResponse {
        switch request.method {
        case .get:
            return answer(status: 200) { (table: inout MobileServiceTable) throws(MobileServiceTable.Refusal) in try table.read(id: id) }
        case .patch:
            return answer(status: 200) { (table: inout MobileServiceTable) throws(MobileServiceTable.Refusal) in
                try table.update(id: id, with: try Self.bodyObject(request))
            }
        case .delete:
            do {
                try table.delete(id: id)
                return HTTPResponse(status: 204)
            } catch {
                return Self.response(for: error)
            }
        case .post:
            return .error(status: 405, message: "Error: POST inserts into the table, not into an item.")
        }
    }

    private mutating func answer(
        status: Int,
        _ operation: (inout MobileServiceTable) throws(MobileServiceTable.Refusal) -> JSONObject
    ) -> HTTPResponse {
        do {
            return HTTPResponse(status: status, json: .object(try operation(&table)))
        } catch {
            return Self.response(for: error)
        }
    }

    private func query(_ options: [QueryItem]) -> HTTPResponse {
        var filter: ODataFilter?
        var top = Self.defaultPageSize
        var skip = 0
        var inlineCount = false
        for option in options where option.name.hasPrefix("$") {
            switch option.name {
            case "$filter":
                do {
                    filter = try ODataFilterParser.parse(option.value)
                } catch {
                    return .error(status: 400, message: "Error: Invalid $filter '\(option.value)': \(error).")
                }
            case "$top":
                guard let value = Int(option.value), value >= 0 else {
                    return .error(status: 400, message: "Error: $top must be a non-negative integer.")
                }
                top = min(value, Self.maximumPageSize)
            case "$skip":
                guard let value = Int(option.value), value >= 0 else {
                    return .error(status: 400, message: "Error: $skip must be a non-negative integer.")
                }
                skip = value
            case "$inlinecount":
                guard option.value == "allpages" || option.value == "none" else {
                    return .error(status: 400, message: "Error: $inlinecount must be allpages or none.")
                }
                inlineCount = option.value == "allpages"
            default:
                return .error(status: 400, message: "Error: The query option '\(option.name)' is not supported.")
            }
        }
        let result = table.query(filter: filter, skip: skip, top: top)
        let rows = JSONValue.array(result.rows.map { .object($0) })
        guard inlineCount else { return HTTPResponse(status: 200, json: rows) }
        return HTTPResponse(status: 200, json: .object([("results", rows), ("count", .number(Double(result.totalCount)))]))
    }

    private static func bodyObject(_ request: HTTPRequest) throws(MobileServiceTable.Refusal) -> JSONObject {
        guard let body = request.body, case .object(let object)? = try? JSONValue.parse(body) else {
            throw .badRequest("Error: The request body must be a JSON object.")
        }
        return object
    }

    private static func response(for refusal: MobileServiceTable.Refusal) -> HTTPResponse {
        switch refusal {
        case .noSuchItem(let id): return .error(status: 404, message: "Error: An item with id '\(id)' does not exist.")
        case .badRequest(let message): return .error(status: 400, message: message)
        }
    }
}
