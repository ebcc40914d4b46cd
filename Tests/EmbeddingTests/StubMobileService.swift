import Foundation
import SeedApps

/// A Mobile Service of the test's own that answers every request with the same rows: the
/// proof that an app can hand the todo client any `HTTPTransport`.
actor StubMobileService: HTTPTransport {
    /// The JSON array served.
    private let rows: String
    /// The requests received, oldest first.
    private(set) var requests: [HTTPRequest] = []

    /// A service answering with `rows`, a JSON array of todo items.
    init(rows: String) {
        self.rows = rows
    }

    /// `rows` with status 200.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        requests.append(request)
        return HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: Data(rows.utf8))
    }
}
