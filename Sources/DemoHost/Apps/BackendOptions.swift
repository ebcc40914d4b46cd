import Foundation
import SeedApps
import Presentation

/// The demo host's backend flags: which apps talk to a real service instead of their
/// embedded data. Without any of them every app uses its embedded data.
///
/// | Flag | Environment | Meaning |
/// | --- | --- | --- |
/// | `--todo-service URL` | | the todo app's Mobile Service, e.g. `https://example.azure-mobile.net` |
/// | `--todo-key KEY` | `TODO_APPLICATION_KEY` | its application key (required with `--todo-service`) |
/// | `--storage-account NAME` | | SpeakEasy's storage account (tables `Events`, `Speakers`; container `photos`) |
/// | `--storage-key KEY` | `AZURE_STORAGE_KEY` | the account key: Shared Key authorization |
/// | `--storage-sas TOKEN` | `AZURE_STORAGE_SAS` | or an account SAS token (tables and blobs) |
/// | `--storage-endpoint URL` | | tables and blobs at this URL, path style (the emulator: `http://127.0.0.1:10002/devstoreaccount1`) |
/// | `--blob-endpoint URL` | | blobs at another URL than the tables (the emulator's `http://127.0.0.1:10000/devstoreaccount1`) |
///
/// Flags win over the environment; a key wins over a SAS token. Flags may come before or
/// after the command, as `--flag value` or `--flag=value`. Keys are secrets: prefer the
/// environment variables (command lines are visible to other users of the machine); no
/// message ever quotes a key or a token.
struct BackendOptions: Hashable, Sendable {
    /// The todo app's service.
    struct TodoService: Hashable, Sendable {
        /// The service's base URL.
        var url: URL
        /// Its application key.
        var key: ApplicationKey
    }

    /// SpeakEasy's storage account.
    struct Storage: Hashable, Sendable {
        /// The account name.
        var account: String
        /// How requests are authorized.
        var credentials: StorageCredentials
        /// Where the tables are.
        var tableEndpoint: StorageEndpoint
        /// Where the blobs are.
        var blobEndpoint: StorageEndpoint
    }

    /// The todo service, or `nil` for the embedded one.
    var todo: TodoService?
    /// The storage account, or `nil` for the embedded sample data.
    var storage: Storage?

    /// Every app on its embedded data.
    static let embedded = BackendOptions()

    /// Whether every app uses its embedded data.
    var isEmbedded: Bool { todo == nil && storage == nil }

    /// The flags that take a value.
    static let flags: Set<String> = [
        "--todo-service", "--todo-key", "--storage-account", "--storage-key", "--storage-sas", "--storage-endpoint", "--blob-endpoint",
    ]

    /// Reads the backend flags out of `arguments` (values from `environment` where a flag is
    /// absent) and returns the options and the other arguments in order.
    /// - Throws: ``BackendOptionsError`` for a flag without its value, a URL that is not
    ///   http(s), a key or token that is not usable, or a service without its credentials.
    /// - Complexity: O(*n*) in the number of arguments.
    static func parse(_ arguments: [String], environment: [String: String]) throws(BackendOptionsError) -> (options: BackendOptions, remaining: [String]) {
        var values: [String: String] = [:]
        var remaining: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            guard flags.contains(name) else {
                remaining.append(argument)
                index += 1
                continue
            }
            if name.count < argument.count {
                values[name] = String(argument.dropFirst(name.count + 1))
                index += 1
            } else {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else { throw .missingValue(flag: name) }
                values[name] = arguments[index + 1]
                index += 2
            }
            if values[name]?.isEmpty == true { throw .missingValue(flag: name) }
        }
        var options = BackendOptions()
        options.todo = try todoService(values, environment)
        options.storage = try storage(values, environment)
        return (options, remaining)
    }

    private static func todoService(_ values: [String: String], _ environment: [String: String]) throws(BackendOptionsError) -> TodoService? {
        guard let text = values["--todo-service"] else {
            if values["--todo-key"] != nil { throw .needs(flag: "--todo-key", other: "--todo-service") }
            return nil
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            throw .notAURL(flag: "--todo-service")
        }
        guard url.query == nil, url.fragment == nil else { throw .queryInURL(flag: "--todo-service") }
        guard !PrintableURL.hasUserInfo(url) else { throw .credentialsInURL(flag: "--todo-service") }
        guard let key = values["--todo-key"] ?? environment["TODO_APPLICATION_KEY"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            throw .missingTodoKey
        }
        return TodoService(url: url, key: ApplicationKey(key))
    }

    private static func storage(_ values: [String: String], _ environment: [String: String]) throws(BackendOptionsError) -> Storage? {
        guard let account = values["--storage-account"] else {
            for flag in ["--storage-key", "--storage-sas", "--storage-endpoint", "--blob-endpoint"] where values[flag] != nil {
                throw .needs(flag: flag, other: "--storage-account")
            }
            return nil
        }
        if values["--storage-key"] != nil && values["--storage-sas"] != nil { throw .conflictingCredentials }
        do throws(StorageConfigurationError) {
            try StorageAccountName.validate(account)
        } catch {
            throw .storage(error)
        }
        return Storage(
            account: account,
            credentials: try credentials(values, environment),
            tableEndpoint: try endpoint(values["--storage-endpoint"], account: account, service: .table),
            blobEndpoint: try endpoint(values["--blob-endpoint"] ?? values["--storage-endpoint"], account: account, service: .blob))
    }

    /// A key (flag, else environment unless a SAS flag is given) wins over a SAS token.
    private static func credentials(_ values: [String: String], _ environment: [String: String]) throws(BackendOptionsError) -> StorageCredentials {
        let environmentKey = environment["AZURE_STORAGE_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let environmentToken = environment["AZURE_STORAGE_SAS"].flatMap { $0.isEmpty ? nil : $0 }
        let key = values["--storage-key"] ?? (values["--storage-sas"] == nil ? environmentKey : nil)
        let token = values["--storage-sas"] ?? environmentToken
        do throws(StorageConfigurationError) {
            if let key { return .sharedKey(try StorageAccountKey(base64: key)) }
            if let token { return .sas(try SASToken(token)) }
        } catch {
            throw .storage(error)
        }
        throw .missingStorageCredentials
    }

    /// The endpoint at `text`, or Azure's own for `account`.
    private static func endpoint(_ text: String?, account: String, service: StorageService) throws(BackendOptionsError) -> StorageEndpoint {
        do throws(StorageConfigurationError) {
            guard let text else { return try StorageEndpoint.azure(account: account, service: service) }
            return try StorageEndpoint(text)
        } catch {
            throw .storage(error)
        }
    }
}

/// Why the backend flags cannot be used. No case carries a key, a token, or a URL's query or
/// user info.
enum BackendOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A flag came without its value.
    case missingValue(flag: String)
    /// A URL flag's value is not an http(s) URL with a host.
    case notAURL(flag: String)
    /// `--todo-service` without a key.
    case missingTodoKey
    /// A URL flag's value has a query (`?…`) or a fragment (`#…`): the app appends its own
    /// paths and queries to the service's address.
    case queryInURL(flag: String)
    /// A URL flag's value names a user or a password.
    case credentialsInURL(flag: String)
    /// A flag that only means something with another one.
    case needs(flag: String, other: String)
    /// `--storage-account` without a key or a token.
    case missingStorageCredentials
    /// Both `--storage-key` and `--storage-sas`.
    case conflictingCredentials
    /// The account name, key, token or an endpoint is not usable.
    case storage(StorageConfigurationError)

    /// A sentence saying what to give instead.
    var description: String {
        switch self {
        case .missingValue(let flag): return "\(flag) needs a value."
        case .notAURL(let flag): return "\(flag) needs an http(s) URL with a host, e.g. https://example.azure-mobile.net."
        case .queryInURL(let flag):
            return "\(flag) takes the service's address without a query (?…) or fragment (#…), e.g. https://example.azure-mobile.net; "
                + "the app adds its own paths and queries to it."
        case .credentialsInURL(let flag):
            return "\(flag) takes the service's address without a user name or password; give the key with --todo-key or TODO_APPLICATION_KEY."
        case .missingTodoKey: return "--todo-service needs the application key: --todo-key KEY or the TODO_APPLICATION_KEY environment variable."
        case let .needs(flag, other): return "\(flag) is only used with \(other)."
        case .missingStorageCredentials:
            return "--storage-account needs a key (--storage-key or AZURE_STORAGE_KEY) or a SAS token (--storage-sas or AZURE_STORAGE_SAS)."
        case .conflictingCredentials: return "Give --storage-key or --storage-sas, not both."
        case .storage(let error): return error.description
        }
    }
}
