import Foundation

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
