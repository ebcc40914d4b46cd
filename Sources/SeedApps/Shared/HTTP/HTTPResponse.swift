import Foundation

/// A response as a transport-neutral value: status code, headers and body bytes.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code, e.g. 201.
    public internal(set) var status: Int
    /// The header fields, in order.
    public internal(set) var headers: HTTPHeaders
    /// The body bytes (empty when there is none).
    public internal(set) var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a JSON body and `Content-Type: application/json`.
    init(status: Int, json: JSONValue) {
        self.init(status: status, headers: [HTTPHeader("Content-Type", "application/json")], body: Data(json.encoded.utf8))
    }

    /// A Mobile Services error response: `{"code":<status>,"error":"<message>"}`.
    static func error(status: Int, message: String) -> HTTPResponse {
        HTTPResponse(status: status, json: .object([("code", .number(Double(status))), ("error", .string(message))]))
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as UTF-8 text, or `nil` when it is not UTF-8.
    public var bodyText: String? { String(data: body, encoding: .utf8) }
}

extension HTTPResponse: CustomStringConvertible {
    /// `201`, the headers (secrets redacted) and the body text.
    public var description: String {
        var lines = ["\(status)"] + headers.redactedLines
        if !body.isEmpty {
            lines.append("")
            lines.append(bodyText ?? "<\(body.count) bytes>")
        }
        return lines.joined(separator: "\n")
    }
}
