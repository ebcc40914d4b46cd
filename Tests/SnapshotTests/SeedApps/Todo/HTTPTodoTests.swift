import Foundation
import Testing
@testable import SeedApps
@testable import Navigation
import Presentation

/// The todo app over real HTTP: `MobileServicesClient` through `URLSessionTransport` to the
/// Mobile Services routes of the loopback server.
@MainActor
@Suite struct HTTPTodoTests {
    static let key = ApplicationKey("loopback-zumo-key-0f9e8d7c")

    private func service(_ faults: MobileServiceFaults = MobileServiceFaults()) -> LoopbackMobileService {
        LoopbackMobileService(applicationKey: Self.key, items: TodoSample.items, faults: faults)
    }

    private func client(_ server: LoopbackServer, key: ApplicationKey = key) -> MobileServicesClient {
        MobileServicesClient(
            applicationKey: key,
            transport: RetryingTransport(
                base: URLSessionTransport(baseURL: server.baseURL, timeout: 5),
                sleeper: RetryRecorder().sleeper))
    }

    private func rowTexts(_ host: AppDriver<TodoApp>) -> [String] {
        guard let table = ScreenInspector(host.screen).table else { return [] }
        return (0..<table.dataSource.numberOfRows(inSection: 0)).compactMap { table.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).text }
    }

    @Test func theClientListsAddsAndCompletesOverHTTP() async throws {
        let service = service()
        try await withLoopbackServer(service.handle) { server in
            let client = client(server)
            #expect(try await client.incompleteTodos().elements.map(\.id) == [1, 2, 4, 5])
            let added = try await client.insertTodo(text: "Fix the \"garden\" gate & fence")
            #expect(added == TodoItem(id: 6, text: "Fix the \"garden\" gate & fence"))
            let done = try await client.markComplete(added)
            #expect(done.complete)
            #expect(try await client.incompleteTodos().elements.map(\.id) == [1, 2, 4, 5])
            #expect(
                server.requests.map { "\($0.method) \($0.target)" } == [
                    "GET /tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages",
                    "POST /tables/TodoItem",
                    "PATCH /tables/TodoItem/6",
                    "GET /tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages",
                ])
            #expect(server.requests.allSatisfy { $0.headers["X-ZUMO-APPLICATION"] == Self.key.secret })
            #expect(server.requests[1].headers["Content-Type"] == "application/json")
            #expect(service.rows.count == 6)
        }
    }

    @Test func aWrongKeyIsThe401WithTheServiceMessageAndNoKeyInIt() async throws {
        try await withLoopbackServer(service().handle) { server in
            let wrong = ApplicationKey("wrong-key-that-must-not-leak")
            do throws(MobileServicesError) {
                _ = try await client(server, key: wrong).incompleteTodos()
                Issue.record("a wrong key was accepted")
            } catch {
                #expect(error == .server(status: 401, message: "Error: Unauthorized"))
                #expect(!error.description.contains(wrong.secret))
                #expect(!String(reflecting: error).contains(wrong.secret))
            }
            #expect(server.requests.count == 1, "a 401 is not retried")
        }
    }

    @Test func theAppAddsATodoAndMarksItCompleteOverHTTP() async throws {
        try await withLoopbackServer(service().handle) { server in
            let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client(server)))
            #expect(host.screen.activity == "loading todos")
            await host.settle()
            #expect(rowTexts(host) == ["Buy milk", "Call the plumber about the kitchen sink", "Water the plants", "Book flights"])
            try host.send(.tapBarButton(TodoControls.addButton))
            try host.send(.tapTextField(TodoControls.textField))
            try host.send(.typeText("Pick up the dry cleaning"))
            try host.send(.tapButton(TodoControls.saveButton))
            await host.settle()
            #expect(host.screen.breadcrumb == ["Todos"])
            #expect(rowTexts(host).last == "Pick up the dry cleaning")
            try host.send(.tapRow(TableIndexPath(row: 4, section: 0)))
            try host.send(.tapButton(TodoControls.markCompleteButton))
            await host.settle()
            #expect(host.screen.breadcrumb == ["Todos"])
            #expect(!rowTexts(host).contains("Pick up the dry cleaning"))
            #expect(server.requests.map(\.method) == ["GET", "POST", "GET", "PATCH", "GET"])
        }
    }

    @Test func theAppShowsThe401AsAFailureAlert() async throws {
        try await withLoopbackServer(service().handle) { server in
            let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client(server, key: ApplicationKey("nope"))), mode: .live)
            await host.settle()
            #expect(host.screen.alert?.title == "Failure")
            #expect(
                host.screen.alert?.message
                    == "The service did not accept the application key (401: Error: Unauthorized). Check that the app's application key is this service's.")
        }
    }

    @Test func aFailedSaveOverHTTPKeepsTheTextAndIsNotRepeated() async throws {
        let faults = MobileServiceFaults(inserts: [.error(status: 503, message: "Error: Service Unavailable")])
        try await withLoopbackServer(service(faults).handle) { server in
            let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client(server)), mode: .live)
            await host.settle()
            try host.send(.tapBarButton(TodoControls.addButton))
            try host.send(.tapTextField(TodoControls.textField))
            try host.send(.typeText("Buy bread"))
            try host.send(.tapButton(TodoControls.saveButton))
            await host.settle()
            #expect(host.screen.alert?.message == "The service had a problem (503: Error: Service Unavailable). Try again.")
            #expect(server.requests.filter { $0.method == "POST" }.count == 1, "a POST is never retried")
        }
    }

    @Test func theAppNamesARefusedConnection() async throws {
        let closed = try RefusingPort()
        let client = MobileServicesClient(
            applicationKey: Self.key,
            transport: RetryingTransport(
                base: URLSessionTransport(baseURL: closed.baseURL, timeout: 5), sleeper: RetryRecorder().sleeper))
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client), mode: .live)
        await host.settle()
        #expect(host.screen.alert?.title == "Failure")
        #expect(
            host.screen.alert?.message
                == "Nothing is accepting connections at 127.0.0.1:\(closed.port) (connection refused). Is the service running? Start it, then try again.")
    }
}
