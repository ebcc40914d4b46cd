@testable import SeedCatalog
import Foundation
import Testing
@testable import SeedApps

/// The application key never shows in a description, an error, a dump or a snapshot.
@Suite struct TodoRedactionTests {
    static let secret = "super-secret-zumo-key-9876"

    private func everyDescription<T>(of value: T) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test func requestDescriptionsRedactTheKeyButKeepEverythingElse() {
        let client = MobileServicesClient(applicationKey: ApplicationKey(Self.secret), transport: CannedTransport(status: 200, body: "[]"))
        let requests = [client.incompleteTodosRequest, client.insertRequest(text: "Buy milk"), client.markCompleteRequest(TodoItem(id: 3, text: "A"))]
        for request in requests {
            #expect(request.headers["X-ZUMO-APPLICATION"] == Self.secret, "the wire value is the real key")
            for text in everyDescription(of: request) {
                #expect(!text.contains(Self.secret), "\(text)")
            }
            #expect(request.description.contains("X-ZUMO-APPLICATION: <redacted>"))
        }
        #expect(
            client.insertRequest(text: "Buy milk").description == """
                POST /tables/TodoItem
                Accept: application/json
                Content-Type: application/json
                X-ZUMO-APPLICATION: <redacted>

                {"text":"Buy milk","complete":false}
                """)
    }

    @Test func theKeyAndEverythingHoldingItDescribeAsRedacted() {
        let key = ApplicationKey(Self.secret)
        let client = MobileServicesClient(applicationKey: key, transport: CannedTransport(status: 200, body: "[]"))
        let service = InMemoryMobileService(applicationKey: key)
        for text in everyDescription(of: key) + everyDescription(of: client) + everyDescription(of: client.requests)
            + everyDescription(of: TodoEffects(client: client)) + everyDescription(of: service)
        {
            #expect(!text.contains(Self.secret), "\(text)")
        }
        #expect(
            HTTPHeaders([HTTPHeader("x-zumo-auth", "token"), HTTPHeader("Authorization", "Basic abc")]).redactedLines
                == ["x-zumo-auth: <redacted>", "Authorization: <redacted>"])
    }

    @Test func errorsFromEveryStatusPathNeverCarryTheKey() async {
        let key = ApplicationKey(Self.secret)
        let faults = MobileServiceFaults(
            reads: [
                .error(status: 500, message: "Error: Internal Server Error"), .respond(HTTPResponse(status: 200, body: Data("{oops".utf8))),
                .fail(.unreachable),
            ],
            inserts: [.error(status: 409, message: "Error: Conflict")])
        let service = InMemoryMobileService(applicationKey: key, faults: faults)
        let client = MobileServicesClient(applicationKey: key, transport: service)
        let wrongClient = MobileServicesClient(applicationKey: ApplicationKey("other"), transport: service)
        var errors: [MobileServicesError] = []
        for _ in 0..<3 {
            do { _ = try await client.incompleteTodos() } catch { errors.append(error) }
        }
        do { _ = try await client.insertTodo(text: "A") } catch { errors.append(error) }
        do { _ = try await wrongClient.incompleteTodos() } catch { errors.append(error) }
        do { _ = try await client.markComplete(TodoItem(id: 99, text: "gone")) } catch { errors.append(error) }
        #expect(errors.count == 6)
        for error in errors {
            for text in everyDescription(of: error) + [error.alertMessage] {
                #expect(!text.contains(Self.secret), "\(text)")
            }
        }
    }

    @MainActor
    @Test func noTodoSnapshotShowsTheSampleKey() async throws {
        let secret = TodoSample.applicationKey.secret
        let scenarios = try TodoScenarios.all()
        #expect(scenarios.count >= 10)
        for scenario in scenarios {
            let text = try await scenario.render(.text)
            #expect(!text.contains(secret), "\(scenario.name) shows the key")
            #expect(!text.contains(TodoScenarios.wrongKey.secret), "\(scenario.name) shows the wrong key")
        }
    }
}
