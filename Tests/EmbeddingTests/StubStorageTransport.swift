import Foundation
import SeedApps

/// A storage service of the test's own, answering table queries from JSON bodies by path: the
/// proof that an app can hand the Azure backend any `HTTPTransport`. Other paths get a 500.
actor StubStorageTransport: HTTPTransport {
    /// The `{"value":[...]}` body served for each request path.
    private let tables: [String: String]
    /// The requests received, oldest first.
    private(set) var requests: [HTTPRequest] = []

    /// A service answering the paths of `tables` with their bodies.
    init(tables: [String: String]) {
        self.tables = tables
    }

    /// The body for the request's path with status 200, else a storage error body with 500.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        requests.append(request)
        let json = [HTTPHeader("Content-Type", "application/json")]
        guard let body = tables[request.path] else {
            let error = #"{"odata.error":{"code":"InternalError","message":{"lang":"en-US","value":"Server busy."}}}"#
            return HTTPResponse(status: 500, headers: HTTPHeaders(json), body: Data(error.utf8))
        }
        return HTTPResponse(status: 200, headers: HTTPHeaders(json), body: Data(body.utf8))
    }
}
