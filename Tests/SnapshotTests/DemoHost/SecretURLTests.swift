import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps

/// URLs carrying secrets (a Blob SAS URL's `sig=`, a `key=` parameter, `user:password@`)
/// given through every flag and environment variable the demo host reads: whether the tool
/// refuses them or runs with them, no secret reaches standard output or standard error.
@MainActor
@Suite struct SecretURLTests {
    nonisolated static let signature = "SIGsecret9f8e7d"
    nonisolated static let keyValue = "KEYsecret6c5b4a"
    nonisolated static let password = "PASSsecret3a2b1c"
    nonisolated static let secrets = [signature, keyValue, password]

    /// Where nothing listens: a refused connection, at once.
    nonisolated static let closed = "127.0.0.1:1"

    /// URLs as a user might paste them, each holding at least one secret.
    nonisolated static let urls = [
        "https://acct.blob.core.windows.net/photos?sv=2019-02-02&sr=c&sp=rl&sig=\(signature)",
        "http://\(closed)/devstoreaccount1?key=\(keyValue)",
        "http://user:\(password)@\(closed)/devstoreaccount1",
        "https://admin:\(password)@example.azure-mobile.net/?sig=\(signature)#key=\(keyValue)",
        "http://\(closed)/devstoreaccount1?sig=\(signature)",
        "ftp://user:\(password)@\(closed)/x?sig=\(signature)",
        "not a URL at all ?sig=\(signature)&key=\(keyValue)",
        "http://user:\(password)@/no-host?sig=\(signature)",
    ]

    /// Runs the tool; the input opens the apps (their summaries name the services) but does not
    /// wait: a URL with a secret never gets as far as a request (it is refused when parsed).
    private func run(_ arguments: [String], environment: [String: String] = [:], input: [String] = ["apps", "quit"]) async -> String {
        final class Box { var text: [String] = []; var lines: ArraySlice<String> = [] }
        let box = Box()
        box.lines = input[...]
        let tool = CommandLineTool(
            output: { box.text.append($0) }, errorOutput: { box.text.append($0) },
            readLine: { box.lines.popFirst() }, inputIsTerminal: false, environment: environment)
        _ = await tool.run(arguments)
        return box.text.joined(separator: "\n")
    }

    private func leaked(_ text: String) -> String? {
        SecretKeys.leaked(Set(Self.secrets), in: text)
    }

    @Test(arguments: urls)
    func noURLFlagEverPrintsASecret(url: String) async {
        let key = ["TODO_APPLICATION_KEY": "k", "AZURE_STORAGE_KEY": AzureSigningTests.emulatorKeyText]
        let runs: [[String]] = [
            ["--todo-service", url, "run", "todo"],
            ["--todo-service=\(url)"],
            ["--storage-account", "devstoreaccount1", "--storage-endpoint", url, "run", "speakeasy"],
            ["--storage-account", "devstoreaccount1", "--blob-endpoint", url, "--storage-endpoint", "http://\(Self.closed)/devstoreaccount1"],
            ["--storage-account", "devstoreaccount1", "--blob-endpoint=\(url)", "run", "speakeasy"],
        ]
        for arguments in runs {
            let text = await run(arguments, environment: key, input: ["1", "open todo", "apps", "quit"])
            #expect(leaked(text) == nil, "\(arguments.first ?? "") printed a secret:\n\(text.prefix(600))")
        }
    }

    @Test(arguments: urls)
    func noSecretVariableOrFlagEverPrintsTheSecret(value: String) async {
        let service = ["--todo-service", "http://\(Self.closed)"]
        let storage = ["--storage-account", "devstoreaccount1", "--storage-endpoint", "http://\(Self.closed)/devstoreaccount1"]
        let runs: [(arguments: [String], environment: [String: String])] = [
            (service + ["run", "todo"], ["TODO_APPLICATION_KEY": value]),
            (service + ["--todo-key", value, "run", "todo"], [:]),
            (storage + ["run", "speakeasy"], ["AZURE_STORAGE_KEY": value]),
            (storage + ["--storage-key", value, "run", "speakeasy"], [:]),
            (storage + ["run", "speakeasy"], ["AZURE_STORAGE_SAS": value]),
            (storage + ["--storage-sas", value, "run", "speakeasy"], [:]),
        ]
        for run in runs {
            let text = await self.run(run.arguments, environment: run.environment)
            #expect(leaked(text) == nil, "\(run.arguments) printed a secret:\n\(text.prefix(600))")
        }
    }

    @Test func anEndpointErrorNamesTheURLWithoutItsQueryOrUserInfo() async {
        let text = await run([
            "--storage-account", "acct", "--storage-key", AzureSigningTests.emulatorKeyText,
            "--storage-endpoint", "https://acct.blob.core.windows.net/photos?sv=2019-02-02&sig=\(Self.signature)", "list",
        ])
        #expect(text.contains("https://acct.blob.core.windows.net/photos"), "\(text)")
        #expect(leaked(text) == nil)
    }

    @Test func aBlobSASURLGivenAsTheTokenIsReadForItsQuery() throws {
        let token = try SASToken("https://acct.blob.core.windows.net/photos?sv=2019-02-02&sr=c&sig=\(Self.signature)")
        #expect(token.parameters.map(\.name) == ["sv", "sr", "sig"])
        #expect(!token.description.contains(Self.signature))
    }

    @Test(arguments: ["--todo-service", "--storage-endpoint", "--blob-endpoint"])
    func aURLWithAUserNameOrPasswordIsRefused(flag: String) async {
        let arguments =
            flag == "--todo-service"
            ? [flag, "https://user:\(Self.password)@example.azure-mobile.net", "--todo-key", "k", "list"]
            : [
                "--storage-account", "acct", "--storage-key", AzureSigningTests.emulatorKeyText, flag,
                "http://user:\(Self.password)@127.0.0.1:10002/acct", "list",
            ]
        final class Box { var errors: [String] = [] }
        let box = Box()
        let tool = CommandLineTool(output: { _ in }, errorOutput: { box.errors.append($0) }, readLine: { nil }, inputIsTerminal: false, environment: [:])
        #expect(await tool.run(arguments) == 2)
        #expect(box.errors.joined().contains("user name or password"), "\(box.errors)")
        #expect(leaked(box.errors.joined()) == nil)
    }

    @Test(arguments: [
        ("https://u:p@host.example:8443/a/b?sig=x#frag", "https://host.example:8443/a/b"),
        ("http://127.0.0.1:10002/devstoreaccount1", "http://127.0.0.1:10002/devstoreaccount1"),
        ("not a url ?sig=x", "not a url"),
        ("http://u:p@/no-host?sig=x", "http:///no-host"),
    ])
    func aPrintableURLHasNoQueryFragmentOrUserInfo(text: String, printed: String) {
        #expect(PrintableURL.string(text) == printed)
    }
}
