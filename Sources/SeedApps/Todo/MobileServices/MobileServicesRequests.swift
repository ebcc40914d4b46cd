import Foundation

/// Builds the requests of one Mobile Services table, as the wire format says: the table
/// routes under `/tables/<table>`, `Accept: application/json`,
/// `Content-Type: application/json` on requests with a body, and the application key in
/// `X-ZUMO-APPLICATION`. Header order follows the seed: Accept, Content-Type, key.
struct MobileServicesRequests: Sendable {
    /// The key sent with every request.
    var applicationKey: ApplicationKey
    /// The table's name, e.g. `TodoItem`.
    var table: String

    /// Creates a request builder for `table`.
    init(applicationKey: ApplicationKey, table: String) {
        self.applicationKey = applicationKey
        self.table = table
    }

    /// `/tables/<table>`.
    var tablePath: String { "/tables/" + table }

    /// `GET /tables/<table>` with query options (`$filter`, `$top`, ...) in order.
    func query(_ options: [QueryItem] = []) -> HTTPRequest {
        request(.get, tablePath, query: options)
    }

    /// `GET /tables/<table>/<id>`.
    func read(id: Int) -> HTTPRequest {
        request(.get, itemPath(id))
    }

    /// `POST /tables/<table>` with `object` as the JSON body (it must not carry an id).
    func insert(_ object: JSONObject) -> HTTPRequest {
        request(.post, tablePath, body: .object(object))
    }

    /// `PATCH /tables/<table>/<id>` with `object` as the JSON body.
    func update(id: Int, _ object: JSONObject) -> HTTPRequest {
        request(.patch, itemPath(id), body: .object(object))
    }

    /// `DELETE /tables/<table>/<id>`.
    func delete(id: Int) -> HTTPRequest {
        request(.delete, itemPath(id))
    }

    private func itemPath(_ id: Int) -> String {
        tablePath + "/" + String(id)
    }

    private func request(_ method: HTTPMethod, _ path: String, query: [QueryItem] = [], body: JSONValue? = nil) -> HTTPRequest {
        var headers: HTTPHeaders = [HTTPHeader("Accept", "application/json")]
        if body != nil { headers.add("Content-Type", "application/json") }
        headers.add("X-ZUMO-APPLICATION", applicationKey.secret)
        return HTTPRequest(method: method, path: path, query: query, headers: headers, body: body.map { Data($0.encoded.utf8) })
    }
}
