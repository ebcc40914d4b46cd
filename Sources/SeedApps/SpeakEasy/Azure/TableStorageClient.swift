import Foundation

/// A client of Azure Table Storage's Query Entities operation:
/// `GET /<Table>()?$filter=…&$top=…` with JSON without metadata, every continuation followed
/// to the end.
///
/// Requests carry `Accept: application/json;odata=nometadata`, `DataServiceVersion: 3.0`,
/// `MaxDataServiceVersion: 3.0;NetFx`, `x-ms-version` and `x-ms-date` (from the injected
/// clock), and are authorized by the `StorageRequestSigner`. The transport must send to
/// the endpoint's ``StorageEndpoint/origin``.
///
/// Paging: the service returns at most 1,000 entities per response and a continuation while
/// more match; `queryEntities(in:filter:top:)` asks for page after page, stopping after
/// `maximumPages` pages (100 by default, 100,000 entities at the service's page size) with
/// what it read and `TableQueryResult/stoppedAtPageLimit` set, so a service that never stops
/// sending continuations cannot keep the app loading forever, and a long table still shows.
public struct TableStorageClient: Sendable {
    /// Where the tables are.
    let endpoint: StorageEndpoint
    /// Adds the date, version and authorization.
    let signer: StorageRequestSigner
    /// Sends the requests (to ``StorageEndpoint/origin``).
    let transport: any HTTPTransport
    /// The most pages one query follows.
    let maximumPages: Int

    /// The default page limit.
    public static let defaultMaximumPages = 100

    /// A client of `account`'s tables at `endpoint`.
    public init(
        account: String, endpoint: StorageEndpoint, credentials: StorageCredentials, transport: any HTTPTransport,
        clock: @escaping @Sendable () -> Date, maximumPages: Int = defaultMaximumPages
    ) {
        self.endpoint = endpoint
        self.signer = StorageRequestSigner(account: account, credentials: credentials, service: .table, clock: clock)
        self.transport = transport
        self.maximumPages = max(1, maximumPages)
    }

    /// The signed request for one page of a query of `table`.
    func queryRequest(table: String, filter: String? = nil, top: Int? = nil, continuation: TableContinuation? = nil) -> HTTPRequest {
        var query: [QueryItem] = []
        if let filter { query.append(QueryItem("$filter", filter)) }
        if let top { query.append(QueryItem("$top", String(top))) }
        query += continuation?.queryItems ?? []
        let headers: HTTPHeaders = [
            HTTPHeader("Accept", "application/json;odata=nometadata"),
            HTTPHeader("DataServiceVersion", "3.0"),
            HTTPHeader("MaxDataServiceVersion", "3.0;NetFx"),
        ]
        return signer.authorize(HTTPRequest(method: .get, path: endpoint.path("/\(table)()"), query: query, headers: headers))
    }

    /// One page of a query.
    /// - Throws: ``StorageError``: no response, an error status (with the service's code and
    ///   message), or a body that is not `{"value":[…]}`.
    func queryPage(table: String, filter: String? = nil, top: Int? = nil, continuation: TableContinuation? = nil) async throws(StorageError) -> TablePage {
        let request = queryRequest(table: table, filter: filter, top: top, continuation: continuation)
        let operation = "\(request.method) \(request.path)"
        let response = try await StorageCall.send(request, through: transport, signer: signer, operation: operation, expecting: 200)
        return try TablePage(response, operation: operation)
    }

    /// Every entity of `table` matching `filter` (all of them without one), following the
    /// continuations to the last page or to ``maximumPages`` pages; `top` asks for at most
    /// that many per page.
    /// - Throws: ``StorageError`` when a page fails.
    /// - Complexity: one request per page.
    func queryEntities(in table: String, filter: String? = nil, top: Int? = nil) async throws(StorageError) -> TableQueryResult {
        var entities: [TableEntity] = []
        var continuation: TableContinuation?
        for _ in 0..<maximumPages {
            let page = try await queryPage(table: table, filter: filter, top: top, continuation: continuation)
            entities += page.entities
            guard let next = page.continuation else { return TableQueryResult(entities: entities, stoppedAtPageLimit: false) }
            continuation = next
        }
        return TableQueryResult(entities: entities, stoppedAtPageLimit: true)
    }
}

/// The entities a query read, and whether it stopped at the page limit with more to read.
struct TableQueryResult: Hashable, Sendable {
    /// The entities of every page read, in the service's order.
    var entities: [TableEntity]
    /// Whether the service still had a continuation when the page limit was reached.
    var stoppedAtPageLimit: Bool
}

/// Builds OData `$filter` expressions for table queries.
enum TableFilter {
    /// `<property> eq '<value>'`, the value's single quotes doubled as OData says.
    static func equals(_ property: String, _ value: String) -> String {
        "\(property) eq '\(value.replacingOccurrences(of: "'", with: "''"))'"
    }
}
