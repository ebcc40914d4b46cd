import Foundation

/// What ``HTTPServer`` answers a request with: a status, header fields and a body, or the
/// start of a stream of server-sent events.
public struct HTTPServerResponse: Sendable, Equatable {
    /// The status code (`200`).
    public var status: Int
    /// The header fields besides `Content-Length` and `Connection`, which the server writes.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// The events to stream after the head, when the response is an event stream
    /// (`text/event-stream`); nil for an ordinary response.
    public var events: ServerSentEvents?
    /// Bytes written as they are instead of a response; nil for an ordinary response (see
    /// ``raw(_:keepingConnection:)``).
    public var rawReply: Data?
    /// Whether the connection stays open after ``rawReply`` (for the next request).
    public var rawReplyKeepsConnection = false

    /// A response of `status` with `body` and `headers`.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `200` response with `text` in `contentType` (UTF-8).
    public static func text(_ text: String, contentType: String = "text/plain; charset=utf-8", status: Int = 200) -> HTTPServerResponse {
        HTTPServerResponse(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }

    /// An error page: `status` with a one-line plain-text explanation a person can act on.
    public static func error(_ status: Int, _ message: String) -> HTTPServerResponse {
        text(message + "\n", status: status)
    }

    /// `bytes` written as they are instead of an HTTP response, then the connection closes
    /// (unless `keepingConnection`, when the server keeps connections alive): for a response
    /// written by hand, and for testing clients against servers that misbehave (`raw(Data())`
    /// drops the connection unanswered; a response's first bytes are an answer cut short;
    /// another protocol's banner).
    public static func raw(_ bytes: Data, keepingConnection: Bool = false) -> HTTPServerResponse {
        var response = HTTPServerResponse(status: 0)
        response.rawReply = bytes
        response.rawReplyKeepsConnection = keepingConnection
        return response
    }

    /// A stream of server-sent events: the head now, then each event `events` delivers until
    /// it finishes, the client goes away or the server stops.
    public static func eventStream(_ events: ServerSentEvents) -> HTTPServerResponse {
        var response = HTTPServerResponse(status: 200, headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store"])
        response.events = events
        return response
    }

    /// The reason phrase of `status` (`Not Found`).
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// The bytes on the wire: status line, the header fields in name order, `Content-Length`
    /// (not for an event stream) and `Connection`, a blank line and the body (or
    /// ``rawReply`` as it is).
    /// - Complexity: O(body length + header fields).
    public func wire(keepingAlive: Bool) -> Data {
        if let rawReply { return rawReply }
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(Self.fieldValue(value))\r\n"
        }
        if events == nil { head += "Content-Length: \(body.count)\r\n" }
        head += keepingAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Data(head.utf8) + (events == nil ? body : Data())
    }

    /// `value` without CR or LF, so no header can be split into two (response splitting).
    private static func fieldValue(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }.map(Character.init))
    }

    public static func == (a: HTTPServerResponse, b: HTTPServerResponse) -> Bool {
        a.status == b.status && a.headers == b.headers && a.body == b.body && a.rawReply == b.rawReply && a.rawReplyKeepsConnection == b.rawReplyKeepsConnection
            && (a.events == nil) == (b.events == nil)
    }
}
