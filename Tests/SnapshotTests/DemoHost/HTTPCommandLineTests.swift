import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps

/// The demo host's backend flags: parsing, errors that never quote a key, and the apps they
/// open talking to the loopback server.
@MainActor
@Suite struct HTTPCommandLineTests {
    private func parse(_ arguments: [String], _ environment: [String: String] = [:]) throws(BackendOptionsError) -> (
        options: BackendOptions, remaining: [String]
    ) {
        try BackendOptions.parse(arguments, environment: environment)
    }

    private func tool(_ lines: [String], environment: [String: String] = [:]) -> (CommandLineTool, () -> (output: [String], errors: [String])) {
        final class Box { var output: [String] = []; var errors: [String] = []; var lines: ArraySlice<String> = [] }
        let box = Box()
        box.lines = lines[...]
        let tool = CommandLineTool(
            output: { box.output.append($0) }, errorOutput: { box.errors.append($0) },
            readLine: { box.lines.popFirst() }, inputIsTerminal: false, environment: environment)
        return (tool, { (box.output, box.errors) })
    }

    @Test func withoutFlagsEveryAppUsesItsEmbeddedData() throws {
        let parsed = try parse(["run", "todo", "--script", "x.txt"])
        #expect(parsed.options == .embedded)
        #expect(parsed.options.isEmbedded)
        #expect(parsed.remaining == ["run", "todo", "--script", "x.txt"])
        #expect(DemoApps.all.map(\.summary)[1] == "a todo list on the Mobile Services REST protocol (in-memory service)")
    }

    @Test func todoFlagsComeAnywhereInEitherFormAndTheKeyFromTheEnvironment() throws {
        let parsed = try parse(["--todo-service=https://example.azure-mobile.net", "run", "--todo-key", "abc", "todo"])
        #expect(parsed.remaining == ["run", "todo"])
        #expect(parsed.options.todo?.url.absoluteString == "https://example.azure-mobile.net")
        #expect(parsed.options.todo?.key == ApplicationKey("abc"))
        let fromEnvironment = try parse(["--todo-service", "http://127.0.0.1:8080"], ["TODO_APPLICATION_KEY": "env-key"])
        #expect(fromEnvironment.options.todo?.key == ApplicationKey("env-key"))
        let flagWins = try parse(["--todo-service", "http://127.0.0.1:8080", "--todo-key", "flag-key"], ["TODO_APPLICATION_KEY": "env-key"])
        #expect(flagWins.options.todo?.key == ApplicationKey("flag-key"))
    }

    @Test func storageFlagsChooseCredentialsAndEndpoints() throws {
        let azure = try parse(["--storage-account", "speakeasy"], ["AZURE_STORAGE_KEY": AzureSigningTests.keyText])
        #expect(azure.options.storage?.credentials == .sharedKey(AzureSigningTests.key()))
        #expect(azure.options.storage?.tableEndpoint == (try StorageEndpoint("https://speakeasy.table.core.windows.net")))
        #expect(azure.options.storage?.blobEndpoint == (try StorageEndpoint("https://speakeasy.blob.core.windows.net")))
        let emulator = try parse(
            [
                "--storage-account", "devstoreaccount1", "--storage-endpoint", "http://127.0.0.1:10002/devstoreaccount1",
                "--blob-endpoint", "http://127.0.0.1:10000/devstoreaccount1", "--storage-sas", "sv=1&sig=abc",
            ],
            ["AZURE_STORAGE_KEY": AzureSigningTests.keyText])
        #expect(emulator.options.storage?.tableEndpoint.pathPrefix == "/devstoreaccount1")
        #expect(emulator.options.storage?.tableEndpoint.origin.absoluteString == "http://127.0.0.1:10002")
        #expect(emulator.options.storage?.blobEndpoint.origin.absoluteString == "http://127.0.0.1:10000")
        #expect(emulator.options.storage?.credentials == .sas(try SASToken("sv=1&sig=abc")), "a SAS flag wins over a key in the environment")
        let sasFromEnvironment = try parse(["--storage-account", "acct"], ["AZURE_STORAGE_SAS": "?sv=1&sig=xyz"])
        #expect(sasFromEnvironment.options.storage?.credentials == .sas(try SASToken("sv=1&sig=xyz")))
    }

    @Test(arguments: [
        (["--todo-service"], BackendOptionsError.missingValue(flag: "--todo-service")),
        (["--todo-service", "--todo-key", "k"], .missingValue(flag: "--todo-service")),
        (["--todo-key="], .missingValue(flag: "--todo-key")),
        (["--todo-service", "example.net"], .notAURL(flag: "--todo-service")),
        (["--todo-service", "ftp://example.net"], .notAURL(flag: "--todo-service")),
        (["--todo-service", "https://example.net/?code=secret"], .queryInURL(flag: "--todo-service")),
        (["--todo-service", "https://example.net/#top"], .queryInURL(flag: "--todo-service")),
        (["--todo-service", "https://example.net"], .missingTodoKey),
        (["--todo-key", "k"], .needs(flag: "--todo-key", other: "--todo-service")),
        (["--storage-key", "a2V5"], .needs(flag: "--storage-key", other: "--storage-account")),
        (["--storage-account", "acct"], .missingStorageCredentials),
        (["--storage-account", "acct", "--storage-key", "a2V5", "--storage-sas", "sig=x"], .conflictingCredentials),
        (["--storage-account", "Not_An_Account", "--storage-key", "a2V5"], .storage(.invalidAccountName("Not_An_Account"))),
        (["--storage-account", "acct", "--storage-key", "not base64!"], .storage(.keyNotBase64)),
        (["--storage-account", "acct", "--storage-sas", "sv=1"], .storage(.tokenWithoutSignature)),
        (["--storage-account", "acct", "--storage-key", "a2V5", "--storage-endpoint", "file:///tmp"], .storage(.invalidEndpoint("file:///tmp"))),
    ])
    func unusableFlagsAreTypedErrors(arguments: [String], expected: BackendOptionsError) {
        #expect(throws: expected) { try parse(arguments) }
    }

    @Test func aServiceAddressWithAQuerySaysSoWithoutQuotingIt() {
        let message = BackendOptionsError.queryInURL(flag: "--todo-service").description
        #expect(message.contains("without a query"))
        #expect(!message.contains("needs an http(s) URL with a host"), "the URL is http(s) and has a host")
    }

    @Test func aBadFlagStopsTheToolWithoutQuotingTheKey() async {
        let (tool, results) = tool([])
        let status = await tool.run(["--storage-account", "acct", "--storage-key", "s3cr3t-but-not-base64!", "run", "speakeasy"])
        #expect(status == 2)
        #expect(results().errors == ["The storage key is not base64 text; copy the account's access key as the portal shows it."])
    }

    @Test func theHelpListsTheBackendFlags() async {
        let (tool, results) = tool([])
        #expect(await tool.run(["--help"]) == 0)
        let help = results().output.joined()
        for flag in BackendOptions.flags {
            #expect(help.contains(flag), "\(flag)")
        }
        #expect(help.contains("TODO_APPLICATION_KEY") && help.contains("AZURE_STORAGE_KEY"))
    }

    @Test func runTodoTalksToTheServiceTheFlagsName() async throws {
        let service = LoopbackMobileService(applicationKey: HTTPTodoTests.key, items: TodoSample.items)
        try await withLoopbackServer(service.handle) { server in
            let (tool, results) = tool(["wait"], environment: ["TODO_APPLICATION_KEY": HTTPTodoTests.key.secret])
            let status = await tool.run(["--todo-service", server.baseURL.absoluteString, "run", "todo"])
            #expect(status == 0)
            #expect(results().errors == [])
            #expect(results().output.last?.contains("Water the plants") == true)
            #expect(server.requests.map(\.target) == ["/tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages"])
            #expect(!results().output.joined().contains(HTTPTodoTests.key.secret))
        }
    }

    @Test func runSpeakEasyReadsTheStorageAccountTheFlagsName() async throws {
        try await withLoopbackServer(AzureFixtures.storage(pageSize: 3).handle) { server in
            let (tool, results) = tool(["wait"], environment: ["AZURE_STORAGE_KEY": AzureSigningTests.emulatorKeyText])
            let status = await tool.run([
                "--storage-account", AzureFixtures.account,
                "--storage-endpoint", "http://127.0.0.1:\(server.port)/\(AzureFixtures.account)", "run", "speakeasy",
            ])
            #expect(status == 0)
            #expect(results().errors == [])
            #expect(results().output.last?.contains("Azure for iOS Apps") == true)
            #expect(server.requests.count == 3, "three pages of events")
        }
    }
}
