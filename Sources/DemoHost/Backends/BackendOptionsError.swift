import SeedApps

/// Why the backend flags cannot be used. No case carries a key or a token.
enum BackendOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A flag came without its value.
    case missingValue(flag: String)
    /// A URL flag's value is not an http(s) URL with a host.
    case notAURL(flag: String)
    /// `--todo-service` without a key.
    case missingTodoKey
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
        case .missingTodoKey: return "--todo-service needs the application key: --todo-key KEY or the TODO_APPLICATION_KEY environment variable."
        case let .needs(flag, other): return "\(flag) is only used with \(other)."
        case .missingStorageCredentials:
            return "--storage-account needs a key (--storage-key or AZURE_STORAGE_KEY) or a SAS token (--storage-sas or AZURE_STORAGE_SAS)."
        case .conflictingCredentials: return "Give --storage-key or --storage-sas, not both."
        case .storage(let error): return error.description
        }
    }
}
