/// Reads Mobile Services responses into typed results, as the iOS SDK does: any status
/// >= 400 is an error whose message comes from the body; a query answers a bare array or
/// `{"results":[...],"count":N}`; insert and update answer the stored item.
enum MobileServicesResponses {
    /// A query's rows, and the total count when `$inlinecount=allpages` asked for it.
    struct QueryResult: Hashable, Sendable {
        /// The rows that are todo items (at most a page), in the service's order.
        var items: [TodoItem]
        /// The number of rows matching the filter on all pages, if the service said.
        var totalCount: Int?
        /// The number of rows the page held, readable or not.
        var rowCount: Int
        /// The rows that are not todo items, if any: how many, and why the first is not.
        var unreadable: UnreadableRecords?

        /// A page of `rowCount` rows.
        init(items: [TodoItem], totalCount: Int?, rowCount: Int? = nil, unreadable: UnreadableRecords? = nil) {
            self.items = items
            self.totalCount = totalCount
            self.rowCount = rowCount ?? items.count
            self.unreadable = unreadable
        }
    }

    /// Checks the status: an error status (>= 400) throws ``MobileServicesError/server(status:message:)``
    /// with the body's message; any other status outside `expected` throws
    /// ``MobileServicesError/unexpectedStatus(_:operation:)``.
    static func check(_ response: HTTPResponse, expected: Set<Int>, operation: String) throws(MobileServicesError) {
        if response.status >= 400 {
            throw .server(status: response.status, message: errorMessage(in: response))
        }
        guard expected.contains(response.status) else {
            throw .unexpectedStatus(response.status, operation: operation)
        }
    }

    /// The message of an error response, in the SDK's order: the JSON `error` member, else its
    /// `description` member, else a bare JSON string, else the body as UTF-8 text (an HTML
    /// page reduced to its visible text), else `HTTP <status>` for an empty body. Always one
    /// line of at most ``ServerText/limit`` characters, invisible characters escaped.
    /// - Complexity: O(*n*) in the size of the body.
    static func errorMessage(in response: HTTPResponse) -> String {
        var message: String?
        if let json = try? JSONValue.parse(response.body) {
            if case .string(let text)? = json["error"] {
                message = text
            } else if case .string(let text)? = json["description"] {
                message = text
            } else if case .string(let text) = json {
                message = text
            }
        }
        let summary =
            message.map { ServerText.summary($0) }
            ?? ServerText.summary(ofBody: response.bodyText ?? "", contentType: response.headers["Content-Type"])
        return summary.isEmpty ? "HTTP \(response.status)" : summary
    }

    /// The rows of a query response (200). A row that is not a todo item does not fail the
    /// page: it is counted in ``QueryResult/unreadable`` with the reason of the first one.
    /// - Throws: ``MobileServicesError`` for an error or unexpected status, or a body that is
    ///   not JSON or not a list of rows.
    /// - Complexity: O(*n*) in the size of the body.
    static func queryResult(_ response: HTTPResponse, operation: String) throws(MobileServicesError) -> QueryResult {
        try check(response, expected: [200], operation: operation)
        let json = try parse(response, operation: operation)
        switch json {
        case .array(let rows):
            return page(rows, path: "", totalCount: nil)
        case .object(let object):
            guard let resultsValue = object["results"] else { throw .missingMember(path: "results") }
            guard case .array(let rows) = resultsValue else {
                throw .wrongType(path: "results", expected: "array", found: resultsValue.kindName)
            }
            guard let countValue = object["count"] else { throw .missingMember(path: "count") }
            guard case .number(let count) = countValue else {
                throw .wrongType(path: "count", expected: "non-negative integer", found: countValue.kindName)
            }
            guard count >= 0, count == count.rounded(), count < 9_007_199_254_740_992 else {
                throw .wrongType(path: "count", expected: "non-negative integer", found: "number " + JSONValue.numberText(count))
            }
            return page(rows, path: "results", totalCount: Int(count))
        default:
            throw .wrongType(path: "body", expected: "array", found: json.kindName)
        }
    }

    /// The stored item of an insert (201) or update (200) response.
    /// - Throws: ``MobileServicesError`` for an error or unexpected status;
    ///   ``MobileServicesError/unreadableConfirmation(status:operation:problem:)`` for a success
    ///   status whose body is not JSON or not a todo item (e.g. without an id): the save was
    ///   most likely applied.
    static func item(_ response: HTTPResponse, expected: Set<Int>, operation: String) throws(MobileServicesError) -> TodoItem {
        try check(response, expected: expected, operation: operation)
        do {
            return try TodoItem(json: try parse(response, operation: operation), path: "item")
        } catch {
            // A clause to go after "could not be read:": "the body (12 bytes) is not valid JSON",
            // "the response has no item.id".
            var problem: String
            switch error {
            case .malformedJSON(_, let parseError): problem = parseError.description
            default: problem = error.description
            }
            if problem.hasSuffix(".") { problem.removeLast() }
            problem = problem.prefix(1).lowercased() + problem.dropFirst()
            throw .unreadableConfirmation(status: response.status, operation: operation, problem: problem)
        }
    }

    private static func parse(_ response: HTTPResponse, operation: String) throws(MobileServicesError) -> JSONValue {
        do {
            return try JSONValue.parse(response.body)
        } catch {
            throw .malformedJSON(operation: operation, error)
        }
    }

    private static func page(_ rows: [JSONValue], path: String, totalCount: Int?) -> QueryResult {
        var items: [TodoItem] = []
        items.reserveCapacity(rows.count)
        var unreadableCount = 0
        var firstReason: String?
        for (index, row) in rows.enumerated() {
            do {
                items.append(try TodoItem(json: row, path: "\(path)[\(index)]"))
            } catch {
                unreadableCount += 1
                if firstReason == nil { firstReason = error.description }
            }
        }
        let unreadable = firstReason.map { UnreadableRecords(count: unreadableCount, firstReason: $0) }
        return QueryResult(items: items, totalCount: totalCount, rowCount: rows.count, unreadable: unreadable)
    }
}
