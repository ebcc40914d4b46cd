import Foundation
// URLSession: in FoundationNetworking on Linux; on Darwin, Foundation itself has it.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends ``HTTPRequest``s over the network with Foundation's `URLSession`
/// (FoundationNetworking on Linux): the real counterpart of the embedded services.
///
/// Each request goes to the `baseURL` followed by the request's target
/// (`https://example.azure-mobile.net` + `/tables/TodoItem?$filter=...`); a base URL with a
/// path (`http://127.0.0.1:8080/api`) keeps it. Every status is a response, never an error;
/// only a missing response throws a ``TransportError`` (timeout, refused connection, unknown
/// host, lost connection), named from the `URLError` without ever quoting the URL's query.
///
/// The transport owns an ephemeral session (no cookies, no cache, no credential storage) and
/// invalidates it when released.
///
/// Redirects: a `GET` redirected to the same origin (scheme, host and port) as `baseURL` is
/// followed. Every other redirect is refused with ``TransportError/redirectRefused(_:)``
/// naming the target host: one to another origin (URLSession would send the request's headers,
/// the application key or the storage signature, and a SAS token's query along), and one of a
/// `POST` or `PATCH` (URLSession would send the save again, or turn it into a `GET`).
///
/// Saves are sent once: a request that is not a `GET` goes out on a session of its own, so on a
/// new connection. On a kept-alive connection that the server closes after reading the
/// request, FoundationNetworking (libcurl) sends the request line and headers again on a new
/// connection, without the body, and waits out the timeout; a new connection is never
/// retried, so the save is sent once and its loss is reported at once
/// (``TransportError/connectionLost``). Reads share one session and its connections.
///
/// Timeouts are whole seconds, at least one: FoundationNetworking on Linux truncates the
/// interval to whole seconds, and a request with less than one second fails at once.
public final class URLSessionTransport: HTTPTransport {
    /// Where the request targets are appended, e.g. `https://example.azure-mobile.net`.
    let baseURL: URL
    /// How long a request may wait for data before it fails with ``TransportError/timedOut``,
    /// in whole seconds (at least 1).
    let timeout: TimeInterval
    /// The settings of every session: ephemeral, no cookies, cache or credentials.
    private let configuration: URLSessionConfiguration
    /// Follows same-origin redirects of a `GET`, refuses the others.
    private let redirects: SameOriginRedirects
    /// The session reads share, with its kept-alive connections.
    private let session: URLSession

    /// A transport sending to `baseURL`, failing a request that gets no data for `timeout`
    /// seconds (rounded up to whole seconds, at least 1).
    public init(baseURL: URL, timeout: TimeInterval = 30) {
        self.baseURL = baseURL
        self.timeout = Self.wholeSeconds(timeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = self.timeout
        configuration.timeoutIntervalForResource = self.timeout * 4
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.configuration = configuration
        redirects = SameOriginRedirects(origin: URLOrigin(baseURL))
        session = URLSession(configuration: configuration, delegate: redirects, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and returns the service's answer, whatever its status.
    /// - Throws: ``TransportError`` when no response arrived.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let urlRequest = try Self.urlRequest(for: request, baseURL: baseURL, timeout: timeout)
        let data: Data
        let response: URLResponse
        // A save on a session of its own opens a new connection, which is never retried.
        let sharesConnections = request.method == .get
        let session = sharesConnections ? self.session : URLSession(configuration: configuration, delegate: redirects, delegateQueue: nil)
        defer { if !sharesConnections { session.finishTasksAndInvalidate() } }
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw Self.transportError(for: error, baseURL: baseURL)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw .invalidRequest("the answer from \(Self.hostDescription(of: baseURL)) is not an HTTP response")
        }
        if let redirect = Self.refusedRedirect(httpResponse, request: request, baseURL: baseURL) {
            throw .redirectRefused(redirect)
        }
        return Self.response(from: httpResponse, body: data)
    }

    /// The redirect `response` asks for, when it is one the session did not follow (a
    /// redirect status with a `Location`): the session follows only same-origin `GET`s, so any
    /// redirect still in hand was refused.
    static func refusedRedirect(_ response: HTTPURLResponse, request: HTTPRequest, baseURL: URL) -> RefusedRedirect? {
        guard RefusedRedirect.statuses.contains(response.statusCode),
            let location = response.value(forHTTPHeaderField: "Location"),
            let target = URL(string: location, relativeTo: response.url ?? baseURL)?.absoluteURL
        else { return nil }
        let origin = URLOrigin(target)
        let scheme = target.scheme?.lowercased() ?? "?"
        let shown = scheme == baseURL.scheme?.lowercased() ? hostDescription(of: target) : scheme + "://" + hostDescription(of: target)
        return RefusedRedirect(
            status: response.statusCode, method: request.method, path: request.path,
            target: shown, isCrossOrigin: origin == nil || origin != URLOrigin(baseURL))
    }

    /// The `URLRequest` for `request`: the base URL's scheme, host, port and path, then the
    /// request's path and query; its method, headers in order, body and `timeout`.
    /// - Throws: ``TransportError/invalidRequest(_:)`` when the two do not make a URL (the
    ///   message names the path only, never the query).
    /// - Complexity: O(*n*) in the size of the request.
    static func urlRequest(for request: HTTPRequest, baseURL: URL, timeout: TimeInterval) throws(TransportError) -> URLRequest {
        guard request.path.hasPrefix("/") else {
            throw .invalidRequest("the path \"\(request.path)\" does not start with /")
        }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard baseURL.scheme == "http" || baseURL.scheme == "https", baseURL.host != nil,
            baseURL.query == nil, let url = URL(string: base + request.target)
        else {
            throw .invalidRequest("\(hostDescription(of: baseURL)) and the path \(request.path) do not make an http(s) URL")
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method.rawValue
        for header in request.headers {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// The response value: status, headers sorted by lower-cased name (URLSession does not
    /// keep their order), body.
    /// - Complexity: O(*h* log *h*) for *h* header fields.
    static func response(from response: HTTPURLResponse, body: Data) -> HTTPResponse {
        let fields = response.allHeaderFields.compactMap { name, value -> HTTPHeader? in
            guard let name = name as? String else { return nil }
            return HTTPHeader(name, String(describing: value))
        }
        let sorted = fields.sorted { ($0.name.lowercased(), $0.value) < ($1.name.lowercased(), $1.value) }
        return HTTPResponse(status: response.statusCode, headers: HTTPHeaders(sorted), body: body)
    }

    /// The ``TransportError`` a URLSession failure means. The `URLError`'s own text is not
    /// used: it quotes the whole URL, and a URL can carry a SAS signature.
    static func transportError(for error: any Error, baseURL: URL) -> TransportError {
        guard let urlError = error as? URLError else {
            return error is CancellationError ? .cancelled : .unreachable
        }
        switch urlError.code {
        case .timedOut: return .timedOut
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .connectionRefused(host: hostDescription(of: baseURL))
        case .cannotFindHost, .dnsLookupFailed: return .hostNotFound(host: baseURL.host ?? "?")
        // A body cut short is curl's "transfer closed with N bytes remaining", which
        // FoundationNetworking reports as `unknown`; an empty reply is `badServerResponse`.
        case .networkConnectionLost, .badServerResponse, .unknown: return .connectionLost
        case .httpTooManyRedirects: return .tooManyRedirects
        // The URL was checked before sending (http or https, a host): FoundationNetworking
        // says `unsupportedURL` of an answer that is not HTTP ("Received HTTP/0.9").
        case .unsupportedURL: return .notHTTP(host: hostDescription(of: baseURL))
        case .badURL: return .invalidRequest("\(hostDescription(of: baseURL)) is not a usable address")
        default: return .unreachable
        }
    }

    /// `seconds` rounded up to a whole number, at least 1 (1 for a value that is not finite).
    static func wholeSeconds(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? max(1, seconds.rounded(.up)) : 1
    }

    /// `host:port` of `url` (the port only when the URL names one).
    static func hostDescription(of url: URL) -> String {
        let host = url.host ?? "?"
        return url.port.map { "\(host):\($0)" } ?? host
    }
}

/// The session's delegate: follows a redirect only when the task's request is a `GET` and the
/// new request goes to the configured origin; otherwise the task ends with the redirect
/// response, which ``URLSessionTransport`` turns into ``TransportError/redirectRefused(_:)``.
/// (On Linux, FoundationNetworking asks the session's delegate for tasks with completion
/// handlers too, and hands back the 3xx response when told not to follow.)
private final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    /// The origin requests may be redirected within.
    let origin: URLOrigin?

    init(origin: URLOrigin?) {
        self.origin = origin
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let isGet = (task.originalRequest?.httpMethod ?? "GET").uppercased() == "GET"
        let sameOrigin = origin != nil && request.url.flatMap(URLOrigin.init) == origin
        completionHandler(isGet && sameOrigin ? request : nil)
    }
}
