import Foundation
import LoopbackHTTP
@testable import SeedApps

/// A request as the loopback server read it off the socket, in the package's header type.
struct LoopbackRequest: Hashable, Sendable {
    /// The method as sent (`GET`).
    var method: String
    /// The request target as sent: path and percent-encoded query.
    var target: String
    /// The header fields in the order they came.
    var headers: HTTPHeaders
    /// The body (empty without one).
    var body: Data

    /// The target's path, still percent-encoded (`/devstoreaccount1/Events()`).
    var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The query parameters, decoded (`+` is kept: the clients encode spaces as `%20`).
    var queryItems: [QueryItem] {
        guard let mark = target.firstIndex(of: "?") else { return [] }
        return target[target.index(after: mark)...].split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let value = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? String(parts[1])) : ""
            return QueryItem(name, value)
        }
    }

    /// The first query parameter called `name`, decoded.
    func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The request as the package's value type, when the method is one it knows.
    var httpRequest: HTTPRequest? {
        guard let method = HTTPMethod(rawValue: method) else { return nil }
        return HTTPRequest(method: method, path: path, query: queryItems, headers: headers, body: body.isEmpty ? nil : body)
    }
}

extension LoopbackRequest {
    /// The request as the server read it.
    init(_ request: HTTPServerRequest) {
        var headers = HTTPHeaders()
        for field in request.headers { headers.add(field.name, field.value) }
        self.init(method: request.method, target: request.target, headers: headers, body: request.body)
    }
}
