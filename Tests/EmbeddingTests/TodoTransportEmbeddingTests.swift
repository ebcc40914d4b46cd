import Foundation
import Navigation
import Presentation
import SeedApps
import Testing

/// The todo app on a real Mobile Services client built from outside the package: over
/// `URLSessionTransport` as an app would (held, so nothing is sent), and over a transport of
/// the test's own.
@MainActor
@Suite struct TodoTransportEmbeddingTests {
    @Test func theTodoClientOverURLSessionIsBuiltFromPublicPieces() throws {
        let url = try #require(URL(string: "https://example.azure-mobile.net"))
        let transport = RetryingTransport(base: URLSessionTransport(baseURL: url, timeout: 10), policy: .standard)
        let client = MobileServicesClient(applicationKey: ApplicationKey("zumo-key-from-the-keychain"), transport: transport)
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client))

        #expect(host.pendingEffects == [RoutedEffect(.loadTodos, for: host.state.navigation.topID)], "held: nothing is sent until released")
        #expect(host.screen.activity == "loading todos")
    }

    @Test func theTodoAppRunsOverATransportTheAppProvides() async throws {
        let transport = StubMobileService(rows: #"[{"id":7,"text":"Ship the client","complete":false}]"#)
        let client = MobileServicesClient(applicationKey: ApplicationKey("stub-zumo-key-4821"), transport: transport)
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client))
        await host.settle()

        guard let list = host.state.top(as: TodoList.self) else {
            Issue.record("the list is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(list.items == [TodoItem(id: 7, text: "Ship the client")])
        let sent = await transport.requests
        #expect(sent.map(\.target) == ["/tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages"])
        #expect(sent.first?.headers["X-ZUMO-APPLICATION"] == "stub-zumo-key-4821")
        #expect(sent.first.map { String(describing: $0).contains("stub-zumo-key-4821") } == false, "a request never prints its key")
    }
}
