import Foundation
@testable import DemoHost

/// A request as the loopback server read it off the socket.
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

    /// Parses the head of a request (`GET /x HTTP/1.1`, then header lines), or `nil` when it
    /// is not one.
    static func head(_ text: String) -> (method: String, target: String, headers: HTTPHeaders)? {
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.add(String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (String(requestLine[0]), String(requestLine[1]), headers)
    }
}

/// What the loopback server does with a request: answer it (perhaps after a delay), or
/// close the connection without a word.
struct LoopbackResponse: Hashable, Sendable {
    /// The status code.
    var status: Int
    /// Header fields (`Content-Length` and `Connection: close` are added when sending).
    var headers: HTTPHeaders
    /// The body.
    var body: Data
    /// How long to wait before answering; stopping the server cuts it short.
    var delay: Duration?
    /// Close the connection instead of answering.
    var dropsConnection: Bool

    /// An answer.
    init(status: Int, headers: HTTPHeaders = [], body: Data = Data(), delay: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.dropsConnection = false
    }

    /// An answer with a text body.
    init(status: Int, contentType: String, text: String) {
        self.init(status: status, headers: [HTTPHeader("Content-Type", contentType)], body: Data(text.utf8))
    }

    /// The package's response value, sent as is.
    init(_ response: HTTPResponse) {
        self.init(status: response.status, headers: response.headers, body: response.body)
    }

    /// Closes the connection after reading the request, answering nothing.
    static let dropConnection: LoopbackResponse = {
        var response = LoopbackResponse(status: 0)
        response.dropsConnection = true
        return response
    }()

    /// The bytes on the wire: status line, headers, `Content-Length`, `Connection: close`,
    /// blank line, body.
    var serialized: Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for header in headers where header.name.lowercased() != "content-length" {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 415: "Unsupported Media Type"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
