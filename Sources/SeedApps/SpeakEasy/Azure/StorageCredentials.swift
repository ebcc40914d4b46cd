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
