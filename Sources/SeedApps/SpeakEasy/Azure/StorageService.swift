/// The storage services this package talks to.
public enum StorageService: String, Hashable, Sendable {
    /// Table storage (entities).
    case table
    /// Blob storage (files).
    case blob
}
