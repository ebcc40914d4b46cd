@testable import SeedCatalog
import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
@testable import Navigation
@testable import Presentation
import TestSupport

/// No application key or storage key the project holds ever shows in a snapshot reference, a
/// scenario's rendering in any format, the demo host's output, a rendered error, or a request
/// or error description.
@MainActor
@Suite struct SecretLeakTests {
    /// The secrets of the sources (with the two keys the apps are known to use).
    static let secrets: Set<String> = SecretKeys.secrets(under: (packageRoot as NSString).appendingPathComponent("Sources"))
        .union([TodoSample.applicationKey.secret, TodoScenarios.wrongKey.secret])

    @Test func theSourcesSecretsAreFound() {
        let found = SecretKeys.secrets(under: (packageRoot as NSString).appendingPathComponent("Sources"))
        #expect(found.isSuperset(of: [TodoSample.applicationKey.secret, TodoScenarios.wrongKey.secret]))
        #expect(SecretKeys.secrets(in: #"let key = StorageKey("abc123def"); let other = AccountName("not-a-key")"#) == ["abc123def"])
        #expect(SecretKeys.secrets(in: #"static let accountKey = "abcdef", rowKey: "ann-lee""#) == ["abcdef"])
        let azure = String(repeating: "Zm9vYmFy", count: 11) + "=="
        #expect(SecretKeys.secrets(in: "let k = \"\(azure)\"") == [azure])
        #expect(SecretKeys.leaked(["s3cr3t-key"], in: "Authorization: czNjcjN0LWtleQ==") == "s3cr3t-key", "base64 counts")
    }

    @Test func noReferenceFileShowsASecret() throws {
        let files = SecretKeys.files(under: snapshotDirectory)
        #expect(files.count > 50, "the references are scanned")
        for path in files {
            let data = try #require(FileManager.default.contents(atPath: path))
            let text = String(decoding: data, as: UTF8.self)
            #expect(SecretKeys.leaked(Self.secrets, in: text) == nil, "\(path) shows a key")
        }
    }

    @Test func noScenarioRenderingShowsASecret() async throws {
        let scenarios = try DemoCatalog.make().scenarios
        var renderings = 0
        for scenario in scenarios {
            for format in scenario.formats {
                let output = try await scenario.render(format)
                renderings += 1
                #expect(SecretKeys.leaked(Self.secrets, in: output) == nil, "\(scenario.name) (\(format)) shows a key")
            }
        }
        #expect(renderings >= scenarios.count)
    }

    @Test func theDemoHostNeverPrintsASecret() async throws {
        let session = HostSession(apps: DemoApps.all)
        let script = [
            "open todo", "wait", "tap add", "type Buy a k\u{301}ey", "tap Save", "show wireframe", "wait", "tap 0", "show svg",
            "tap Mark Complete", "wait", "show", "apps", "open speakeasy", "wait", "tab 1", "wait", "tap 0", "show",
        ]
        var transcript = ""
        for line in script {
            do {
                if case .text(let text)? = try await session.handle(line: line) { transcript += text }
            } catch {
                transcript += error.description
            }
        }
        #expect(transcript.contains("Todos"))
        #expect(SecretKeys.leaked(Self.secrets, in: transcript) == nil)
    }

    @Test func noRequestErrorOrAlertShowsASecret() async throws {
        for secret in Self.secrets.sorted() {
            let key = ApplicationKey(secret)
            let service = InMemoryMobileService(
                applicationKey: key, items: TodoSample.items,
                faults: MobileServiceFaults(
                    reads: [.error(status: 500, message: "Error: Internal Server Error"), .fail(.timedOut)],
                    inserts: [.respond(HTTPResponse(status: 201, body: Data("{\"id\":".utf8)))]))
            let clients = [key, ApplicationKey("wrong")].map { MobileServicesClient(applicationKey: $0, transport: service) }
            var texts: [String] = []
            for client in clients {
                for _ in 0..<3 {
                    do { _ = try await client.incompleteTodos() } catch { texts += describe(error) + [error.alertMessage] }
                }
                do { _ = try await client.insertTodo(text: "A") } catch { texts += describe(error) + [error.alertMessage] }
                do { _ = try await client.markComplete(TodoItem(id: 42, text: "gone")) } catch { texts += describe(error) + [error.alertMessage] }
                texts += describe(client) + describe(client.requests)
            }
            for request in await service.receivedRequests {
                #expect(request.headers.contains { $0.value == secret } || request.headers.contains { $0.value == "wrong" })
                texts += describe(request)
            }
            let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: clients[1]), mode: .live)
            await host.settle()
            #expect(
                host.screen.alert?.message
                    == "The service did not accept the application key (401: Error: Unauthorized). Check that the app's application key is this service's.")
            texts.append(TextRenderer().render(host.screen))
            texts += describe(host.state) + describe(host.pendingEffects)
            #expect(texts.count > 20)
            for text in texts {
                #expect(SecretKeys.leaked(Self.secrets, in: text) == nil, "\(text.prefix(200))")
            }
        }
    }

    /// Every way a value is printed: `description`, `debugDescription`, interpolation, `dump`.
    private func describe<T>(_ value: T) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }
}
