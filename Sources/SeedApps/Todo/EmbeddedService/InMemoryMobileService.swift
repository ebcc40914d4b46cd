/// The todo app's default backend: a Mobile Service in memory, answering ``HTTPRequest``s
/// with ``HTTPResponse``s through `MobileServiceRouter`, so the app runs without a network
/// and every status path goes through the real client. Each instance has its own table and
/// faults (no shared state); it keeps the requests it received for tests to inspect.
public actor InMemoryMobileService: HTTPTransport {
    private var router: MobileServiceRouter
    /// The requests received, oldest first.
    private(set) var receivedRequests: [HTTPRequest] = []

    /// A service holding `items` in a `TodoItem` table, accepting `applicationKey`, playing
    /// `faults`.
    public init(applicationKey: ApplicationKey, items: [TodoItem] = [], faults: MobileServiceFaults = MobileServiceFaults()) {
        router = MobileServiceRouter(
            applicationKey: applicationKey,
            table: MobileServiceTable(name: MobileServicesClient.table, items: items),
            faults: faults)
    }

    /// Answers `request` after a real suspension, as a network would. The request is handled
    /// when it arrives, so requests take effect in the order they were sent.
    /// - Throws: ``TransportError`` when a planned fault says so.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        receivedRequests.append(request)
        let answer = Result { () throws(TransportError) -> HTTPResponse in try router.handle(request) }
        await Task.yield()
        return try answer.get()
    }

    /// The table's rows now, in id order.
    var rows: [JSONObject] { router.table.rows }
}
