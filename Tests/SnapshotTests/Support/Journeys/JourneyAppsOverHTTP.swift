import Foundation
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The todo app and SpeakEasy as the journeys over the wire drive them: the real clients
/// (``MobileServicesClient``, the table and blob clients) through ``URLSessionTransport`` with
/// ``RetryingTransport``'s retries, against the loopback server, faults played at the HTTP
/// level (``HTTPFaultInjector``). Each journey gets its own servers, stopped when it ends.
///
/// Retries wait 1 ms, then 2 ms (at most 4 ms) instead of 0.2 s and 0.4 s, so a journey of
/// thousands of steps takes seconds; the policy's rules (which failures, how many attempts,
/// never a save) are the standard ones.
@MainActor
enum JourneyAppsOverHTTP {
    /// The standard policy's rules with millisecond waits.
    static let retries = RetryPolicy(maximumAttempts: RetryPolicy.standard.maximumAttempts, initialDelay: .milliseconds(1), maximumDelay: .milliseconds(4))
    /// The key the journeys' todo service accepts.
    static let todoKey = ApplicationKey("journey-zumo-key-6a2f9e31")

    /// The loopback servers of one journey: the service and the one redirects point at.
    final class Servers: Sendable {
        let service: LoopbackServer
        let elsewhere: LoopbackServer

        /// Starts the server redirects point at, then the service answering with `handler`
        /// and the faults of the injector `injector` makes for it.
        init(handler: @escaping LoopbackServer.Handler, injector: (URL) -> HTTPFaultInjector) throws {
            elsewhere = try LoopbackServer { _ in LoopbackResponse(status: 200, contentType: "application/json", text: "[]") }
            // The service keeps connections alive, as a real one behind a proxy does, so a
            // connection it drops after reading a save is one the client may have reused.
            service = try LoopbackServer(keepsConnectionsAlive: true, handler: injector(elsewhere.baseURL).wrap(handler))
        }

        /// Stops both.

        func stop() {
            service.stop()
            elsewhere.stop()
        }
    }

    /// The todo app over HTTP, on a Mobile Service holding the sample table; with
    /// `followingRedirects`, its transport has a bug planted on purpose: it sends a refused
    /// redirect again, key and all, to where it points (``RedirectFollowingTransport``).
    static func todo(followingRedirects: Bool = false) -> JourneyApp<TodoApp> {
        var app = JourneyApp<TodoApp>(
            name: "todo over HTTP",
            source: followingRedirects ? "JourneyAppsOverHTTP.todo(followingRedirects: true)" : "JourneyAppsOverHTTP.todo()",
            launch: {
                let pending = PendingRequests()
                let faults = JourneyFaultSwitch(onDisarm: { pending.acceptNewRequests() })
                let service = LoopbackMobileService(applicationKey: todoKey, items: TodoSample.items)
                guard
                    let servers = try? Servers(
                        handler: service.handle,
                        injector: { elsewhere in
                            HTTPFaultInjector(
                                faults: faults, pending: pending, elsewhere: elsewhere,
                                errorAnswer: { status, _, message in LoopbackResponse(.error(status: status, message: message)) },
                                wrongKeyAnswer: LoopbackResponse(.error(status: 401, message: "Error: Unauthorized")))
                        })
                else { return unavailable(TodoApp(), runner: TodoEffects(client: MobileServicesClient(applicationKey: todoKey, transport: NoTransport()))) }
                let wire: any HTTPTransport = URLSessionTransport(baseURL: servers.service.baseURL, timeout: 5)
                let base = followingRedirects ? RedirectFollowingTransport(base: wire) : wire
                let transport = RetryingTransport(base: base, policy: retries, pending: pending)
                let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: MobileServicesClient(applicationKey: todoKey, transport: transport)))
                var session = JourneySession(host: host, faults: faults) {
                    service.rows.compactMap { row in
                        guard case .string(let text)? = row["text"] else { return nil }
                        return text
                    }
                }
                session.close = { servers.stop() }
                session.elsewhere = { servers.elsewhere.requests }
                session.headsWithoutBody = { servers.service.headsWithoutBody }
                return session
            },
            navigation: { NavigationFacts($0.navigation) },
            rows: JourneyApps.todoRows,
            invariants: JourneyTodoInvariants.all() + [JourneyWireInvariants.nothingReachesAnotherPort(), JourneyWireInvariants.everyRequestCameWhole()],
            secrets: [todoKey.secret])
        app.faults = JourneyFault.overHTTP
        return app
    }

    /// SpeakEasy over HTTP, on a storage account holding the sample conference (two events a
    /// page, so the events take four pages), Shared Key authorization.
    static func speakeasy() -> JourneyApp<SpeakEasyApp> {
        var app = JourneyApp<SpeakEasyApp>(
            name: "speakeasy over HTTP",
            source: "JourneyAppsOverHTTP.speakeasy()",
            launch: {
                let pending = PendingRequests()
                let faults = JourneyFaultSwitch(onDisarm: { pending.acceptNewRequests() })
                let storage = AzureFixtures.storage(pageSize: 2)
                guard
                    let servers = try? Servers(
                        handler: storage.handle,
                        injector: { elsewhere in
                            HTTPFaultInjector(
                                faults: faults, pending: pending, elsewhere: elsewhere,
                                errorAnswer: { status, code, message in LoopbackStorage.tableError(status, code, message) },
                                wrongKeyAnswer: LoopbackStorage.tableError(403, "AuthenticationFailed", "Server failed to authenticate the request."))
                        }), let endpoint = try? AzureFixtures.endpoint(servers.service)
                else {
                    return unavailable(SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend()))
                }
                let backend = AzureSpeakEasyBackend.live(
                    account: AzureFixtures.account, credentials: .sharedKey(AzureFixtures.key), tableEndpoint: endpoint, blobEndpoint: endpoint,
                    timeout: 5, retries: retries, pending: pending, clock: { AzureFixtures.date })
                let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
                var session = JourneySession(host: host, faults: faults) { [] }
                session.close = { servers.stop() }
                session.elsewhere = { servers.elsewhere.requests }
                session.headsWithoutBody = { servers.service.headsWithoutBody }
                return session
            },
            navigation: { NavigationFacts($0.navigation) },
            rows: JourneyApps.speakEasyRows,
            invariants: JourneySpeakEasyInvariants.all + [JourneyWireInvariants.nothingReachesAnotherPort(), JourneyWireInvariants.everyRequestCameWhole()],
            secrets: [AzureSigningTests.emulatorKeyText, AzureFixtures.sasSignature])
        app.faults = JourneyFault.overHTTP
        return app
    }

    /// A session on `app` whose servers could not start: its first invariant check reports it.
    private static func unavailable<App: StoryboardApp>(_ app: App, runner: some EffectRunner<App.Effect, App.Action>) -> JourneySession<App> {
        var session = JourneySession(host: AppDriver(app: app, runner: runner, mode: .held), faults: JourneyFaultSwitch()) { [] }
        session.elsewhere = { [LoopbackRequest(method: "NONE", target: "the loopback servers could not start", headers: [], body: Data())] }
        return session
    }
}

/// A transport that never answers (only for a session whose server could not start).
private struct NoTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        throw .unreachable
    }
}

/// A planted bug for the journey tester's own test: a transport that, when its base refuses a
/// redirect, sends the same request (headers, key and body) again to the redirect's host.
private struct RedirectFollowingTransport: HTTPTransport {
    let base: any HTTPTransport
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        do {
            return try await base.send(request)
        } catch {
            guard case .redirectRefused(let redirect) = error, let url = URL(string: "http://" + redirect.target) else { throw error }
            return try await URLSessionTransport(baseURL: url, timeout: 5).send(request)
        }
    }
}
