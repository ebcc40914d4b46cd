/// Why a storage account, key, SAS token or endpoint cannot be used. No case carries the key,
/// the token or an endpoint's query or user info, so no message can show them.
public enum StorageConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The account key is not base64 text (storage keys are base64, usually 88 characters).
    case keyNotBase64
    /// The account key is empty.
    case emptyKey
    /// The SAS token has no `sig` (signature) parameter.
    case tokenWithoutSignature
    /// A SAS token parameter is not `name=value` with valid percent-encoding.
    case malformedToken
    /// The account name is not 3 to 24 lower-case letters and digits.
    case invalidAccountName(String)
    /// The endpoint is not an `http` or `https` URL with a host and without a query; the
    /// text is the URL without its query or user info (``PrintableURL``).
    case invalidEndpoint(String)
    /// The endpoint names a user or a password; the text is the URL without them.
    case credentialsInEndpoint(String)

    /// A sentence naming what is wrong, and what would be right.
    public var description: String {
        switch self {
        case .keyNotBase64: return "The storage key is not base64 text; copy the account's access key as the portal shows it."
        case .emptyKey: return "The storage key is empty."
        case .tokenWithoutSignature: return "The SAS token has no signature (sig=...)."
        case .malformedToken: return "The SAS token is not a list of name=value parameters joined by &."
        case .invalidAccountName(let name):
            return "\"\(name)\" is not a storage account name (3 to 24 lower-case letters and digits)."
        case .invalidEndpoint(let text):
            return "\"\(text)\" is not a storage endpoint: give an http(s) URL with a host and no query."
        case .credentialsInEndpoint(let text):
            return "The storage endpoint \"\(text)\" carries a user name or password; give the endpoint alone, "
                + "and the key or SAS token with its own setting."
        }
    }
}

/// The rules of a storage account's name.
public enum StorageAccountName {
    /// Checks `name`: 3 to 24 lower-case ASCII letters and digits.
    /// - Throws: ``StorageConfigurationError/invalidAccountName(_:)``.
    public static func validate(_ name: String) throws(StorageConfigurationError) {
        let allowed = name.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard allowed, (3...24).contains(name.utf8.count) else { throw .invalidAccountName(name) }
    }
}
