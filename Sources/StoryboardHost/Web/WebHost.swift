import Dispatch
import Foundation
import LoopbackHTTP
import Presentation

/// Serves apps as a web page a person clicks through: the app picker, then the current screen
/// as the device shows it, every VoiceOver element at its frame and clickable as a UIKit or
/// SwiftUI client's touch, with the text snapshot and the audit beside it, and pickers for the
/// device, appearance, text size and locale. New states (an effect landing) reach the page
/// as server-sent events, without a reload.
///
/// ```swift
/// let server = try await WebHost(apps: [booksApp]).start(port: 8080)
/// print("Open \(server.url)")
/// await server.runUntilInterrupted()   // Ctrl-C stops it
/// ```
///
/// It listens on 127.0.0.1 only; see `WebRoutes` for what it refuses. The page never holds
/// a backend's key: it sees what the screens show, as the terminal does.
public struct WebHost: Sendable {
    /// The apps the page offers.
    public var apps: [HostedApp]
    /// The requests the apps' backends have in flight.
    public var pending: PendingWork?
    /// The app the page opens first, by id; nil shows the picker.
    public var openingApp: String?
    /// The phone the screens start on (the page's picker changes it).
    public var device: Device = .iPhone35Inch
    /// The language the screens start in.
    public var locale: DisplayLocale = .base
    /// The Dynamic Type size the screens start at.
    public var textSize: ContentSizeCategory = .large
    /// Light or dark mode to start in.
    public var appearance: Appearance = .light

    /// A host offering `apps`, their requests shown from `pending`.
    public init(apps: [HostedApp], pending: PendingWork? = nil) {
        self.apps = apps
        self.pending = pending
    }

    /// Starts serving on 127.0.0.1:`port` (0: any free port).
    /// - Throws: `HTTPServerError` when the port cannot be listened on (taken, or not allowed).
    @MainActor
    public func start(port: UInt16 = 0) async throws -> RunningWebHost {
        let session = WebSession(apps: apps, pending: pending)
        session.host.device = device
        session.host.locale = locale
        session.host.textSize = textSize
        session.host.appearance = appearance
        if let openingApp { _ = await session.perform(WebCommand(kind: .open, app: openingApp)) }
        let token = Self.newToken()
        let title = apps.count == 1 ? apps[0].title : "Storyboard apps"
        let box = RoutesBox()
        var configuration = HTTPServer.Configuration(port: port)
        configuration.maximumBodyBytes = 64 * 1024
        let server = try HTTPServer(configuration: configuration) { request in
            guard let routes = box.routes else { return .error(503, "Starting; try again.") }
            var response = Self.respond(to: request, routes: routes, session: session, title: title)
            response.headers.merge(WebRoutes.securityHeaders) { own, _ in own }
            if request.method == "HEAD" { response.body = Data() }
            return response
        }
        box.routes = WebRoutes(port: server.port, token: token)
        return RunningWebHost(server: server)
    }

    /// Answers `request` on the connection's thread; the session's work runs on the main actor.
    private static func respond(to request: HTTPServerRequest, routes: WebRoutes, session: WebSession, title: String) -> HTTPServerResponse {
        switch routes.route(request) {
        case .refusal(let response):
            return response
        case .page:
            return .text(WebAssets.page(title: title, token: routes.token), contentType: "text/html; charset=utf-8")
        case .asset(let body, let contentType):
            return .text(body, contentType: contentType)
        case .events:
            let events = ServerSentEvents()
            MainActorCall.run { session.listen(events) }
            return .eventStream(events)
        case .state:
            return MainActorCall.run { session.latest }.map(json) ?? .error(500, "The session did not answer.")
        case .command(let command):
            guard let (state, isStale) = MainActorCall.run({ await session.perform(command) }) else {
                return .error(500, "The session did not answer.")
            }
            var response = json(state)
            if isStale { response.status = 409 }
            return response
        }
    }

    private static func json(_ data: Data) -> HTTPServerResponse {
        HTTPServerResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
    }

    /// 32 random bytes as hex, from the system's secure generator.
    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }
}

/// A web host that is serving: its address, and how to stop it.
public final class RunningWebHost: Sendable {
    private let server: HTTPServer

    init(server: HTTPServer) {
        self.server = server
    }

    /// The port it listens on.
    public var port: UInt16 { server.port }

    /// The page's address, `http://127.0.0.1:<port>/`.
    public var url: String { server.origin + "/" }

    /// Stops serving: every connection and event stream ends. Safe to call twice.
    public func stop() {
        server.stop()
    }

    /// Serves until Ctrl-C (`SIGINT`) or `SIGTERM`, then stops.
    public func runUntilInterrupted() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield() }
            source.resume()
            sources.append(source)
        }
        for await _ in stream { break }
        for source in sources { source.cancel() }
        stop()
    }
}
