import Foundation

/// How requests to a storage account are authorized.
public enum StorageCredentials: Hashable, Sendable {
    /// No authorization: blobs of a public container.
    case anonymous
    /// `Authorization: SharedKey <account>:<signature>`, the full string to sign.
    case sharedKey(StorageAccountKey)
    /// `Authorization: SharedKeyLite <account>:<signature>`, the short string to sign.
    case sharedKeyLite(StorageAccountKey)
    /// A shared access signature appended to every request's query; no key needed.
    case sas(SASToken)
}

/// A storage account's access key: the secret that signs Shared Key requests. It is held
/// decoded, and every description of it, and of anything holding it, prints `<redacted>`.
public struct StorageAccountKey: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key's bytes (the HMAC key); read only to sign.
    let bytes: [UInt8]

    /// Decodes a key given as base64 text, as the portal and connection strings show it.
    /// Surrounding white space is ignored.
    /// - Throws: ``StorageConfigurationError/emptyKey`` or ``StorageConfigurationError/keyNotBase64``;
    ///   neither quotes the text.
    public init(base64 text: String) throws(StorageConfigurationError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyKey }
        guard let data = Data(base64Encoded: trimmed), !data.isEmpty else { throw .keyNotBase64 }
        bytes = Array(data)
    }

    /// `<redacted>`.
    public var description: String { "<redacted>" }
    /// `<redacted>`.
    public var debugDescription: String { "<redacted>" }
    /// A mirror without children, so `dump` shows nothing of the key.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// A shared access signature: the query parameters (`sv`, `ss`, `srt`, `sp`, `se`, `tn`,
/// `sig`, ...) that authorize a request without the account key. They are appended to the
/// request's query; the signature (`sig`) is a secret, redacted from every description.
public struct SASToken: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The parameters, decoded, in the token's order.
    let parameters: [QueryItem]

    /// Reads a token as the portal or `az storage ... generate-sas` prints it, with or
    /// without the leading `?`: percent-encoded `name=value` pairs joined by `&`. A whole
    /// SAS URL (the portal's "Blob SAS URL", `https://…?sv=…&sig=…`) gives its query.
    /// - Throws: ``StorageConfigurationError/malformedToken`` for a pair that is not
    ///   `name=value` or has invalid percent-encoding, ``StorageConfigurationError/tokenWithoutSignature``
    ///   without `sig`. Neither quotes the token.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) throws(StorageConfigurationError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let isURL = trimmed.lowercased().hasPrefix("https://") || trimmed.lowercased().hasPrefix("http://")
        let query = isURL ? String(trimmed.drop { $0 != "?" }) : trimmed
        let body = query.hasPrefix("?") ? String(query.dropFirst()) : query
        var parameters: [QueryItem] = []
        for pair in body.split(separator: "&") {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex,
                let name = String(pair[..<equals]).removingPercentEncoding,
                let value = String(pair[pair.index(after: equals)...]).removingPercentEncoding
            else {
                throw .malformedToken
            }
            parameters.append(QueryItem(name, value))
        }
        guard parameters.contains(where: { $0.name == "sig" && !$0.value.isEmpty }) else { throw .tokenWithoutSignature }
        self.parameters = parameters
    }

    /// The token's parameters with the signature redacted: `sv=2019-02-02&sig=<redacted>`.
    public var description: String { QueryItem.redacted(parameters) }
    /// The same as ``description``.
    public var debugDescription: String { description }
    /// A mirror showing only the redacted form.
    public var customMirror: Mirror { Mirror(self, children: ["token": description], displayStyle: .struct) }
}
