import Foundation

/// A request as a transport-neutral value: method, path, query options in order, headers in
/// order, body bytes. Tests compare requests as values; a later transport turns one into a
/// real HTTP request against the service's base URL.
///
/// Every description (`description`, `debugDescription`, `dump`) redacts secret header
/// values such as `X-ZUMO-APPLICATION` and `Authorization`, and secret query values such as a
/// SAS token's `sig`, so a log line, an error text or a test failure can never show a key or
/// a signature.
public struct HTTPRequest: Hashable, Sendable {
    /// The method.
    public internal(set) var method: HTTPMethod
    /// The path from the service root, e.g. `/tables/TodoItem/3`.
    public internal(set) var path: String
    /// The query options, in the order they are sent.
    public internal(set) var query: [QueryItem]
    /// The header fields, in the order they are sent.
    public internal(set) var headers: HTTPHeaders
    /// The body bytes, if any.
    public internal(set) var body: Data?

    /// Creates a request.
    public init(method: HTTPMethod, path: String, query: [QueryItem] = [], headers: HTTPHeaders = [], body: Data? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The request target as sent on the wire: the path and the percent-encoded query,
    /// e.g. `/tables/TodoItem?$filter=(complete%20eq%20false)`.
    /// - Complexity: O(*n*) in the length of the query.
    public var target: String {
        query.isEmpty ? path : path + "?" + QueryItem.encoded(query)
    }

    /// The request target with secret query values (`QueryItem/sensitiveNames`) written as
    /// `<redacted>`: the form to print.
    /// - Complexity: O(*n*) in the length of the query.
    public var redactedTarget: String {
        query.isEmpty ? path : path + "?" + QueryItem.redacted(query)
    }

    /// The body as UTF-8 text, or `nil` without a body (or when it is not UTF-8).
    public var bodyText: String? {
        body.flatMap { String(data: $0, encoding: .utf8) }
    }
}

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `GET /tables/TodoItem?...` (secret query values redacted), the headers with secrets
    /// redacted, and the body text.
    public var description: String {
        var lines = ["\(method) \(redactedTarget)"] + headers.redactedLines
        if let body {
            lines.append("")
            lines.append(bodyText ?? "<\(body.count) bytes>")
        }
        return lines.joined(separator: "\n")
    }

    /// The same as ``description``: secrets are redacted here too.
    public var debugDescription: String { description }

    /// What `dump` and test-failure diffs show: the request line, redacted headers and body
    /// text, never the raw header values.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "request": "\(method) \(redactedTarget)",
                "headers": headers.redactedLines,
                "body": bodyText as Any,
            ], displayStyle: .struct)
    }
}

/// The HTTP methods the Mobile Services table routes use.
public enum HTTPMethod: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Query a table or read one item.
    case get = "GET"
    /// Insert an item.
    case post = "POST"
    /// Update an item.
    case patch = "PATCH"
    /// Delete an item.
    case delete = "DELETE"

    /// The method as it appears on the request line (`GET`).
    public var description: String { rawValue }
}
