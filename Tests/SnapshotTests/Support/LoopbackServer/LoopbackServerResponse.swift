import Foundation
@testable import SeedApps

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
    /// Send the head (with the whole body's `Content-Length`) and only the first half of the
    /// body, then close: an answer cut short.
    var truncatesBody = false
    /// Bytes sent instead of an HTTP answer (another protocol's banner), then close.
    var rawReply: Data?

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

    /// The bytes to write: ``serialized``, or its head and half the body when
    /// ``truncatesBody``.
    var wire: Data {
        wire(keepingAlive: false)
    }

    /// Sends `bytes` as they are instead of an HTTP answer, then closes.
    static func raw(_ bytes: Data) -> LoopbackResponse {
        var response = LoopbackResponse(status: 0)
        response.rawReply = bytes
        return response
    }

    /// ``wire``, with `Connection: close` unless `keepingAlive`.
    func wire(keepingAlive: Bool) -> Data {
        if let rawReply { return rawReply }
        let whole = serialized(keepingAlive: keepingAlive)
        return truncatesBody ? whole.prefix(whole.count - body.count + body.count / 2) : whole
    }

    /// The bytes on the wire: status line, headers, `Content-Length`, `Connection: close`,
    /// blank line, body.
    var serialized: Data {
        serialized(keepingAlive: false)
    }

    /// ``serialized``, without `Connection: close` when `keepingAlive`.
    func serialized(keepingAlive: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for header in headers where header.name.lowercased() != "content-length" {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n" + (keepingAlive ? "" : "Connection: close\r\n") + "\r\n"
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
        case 301: "Moved Permanently"
        case 302: "Found"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 415: "Unsupported Media Type"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
