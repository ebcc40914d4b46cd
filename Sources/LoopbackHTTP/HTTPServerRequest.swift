import Foundation

/// One request as ``HTTPServer`` read it: the request line, the header fields and the body.
public struct HTTPServerRequest: Sendable, Equatable {
    /// The method as sent (`GET`, `POST`).
    public var method: String
    /// The request target as sent: the path and the percent-encoded query (`/screen?token=x`).
    public var target: String
    /// The header fields in the order they came, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body; empty without one.
    public var body: Data

    /// A request; `headers` in the order they were sent.
    public init(method: String, target: String, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The value of the first header field called `name`, ignoring case; nil without one.
    /// - Complexity: O(*n*) in the number of header fields.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The target's path before any query, still percent-encoded (`/assets/app.js`).
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The value of the query parameter `name`, percent-decoded; nil without one.
    /// - Complexity: O(*n*) in the target's length.
    public func query(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].removingPercentEncoding == name else { continue }
            return parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? "") : ""
        }
        return nil
    }

    /// Whether the request asks to close the connection after its response
    /// (`Connection: close`, or HTTP/1.0 without `Connection: keep-alive`).
    var closesConnection = false

    public static func == (a: HTTPServerRequest, b: HTTPServerRequest) -> Bool {
        a.method == b.method && a.target == b.target && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}
