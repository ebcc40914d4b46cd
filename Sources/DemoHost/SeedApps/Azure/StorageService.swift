/// The storage services this package talks to.
enum StorageService: String, Hashable, Sendable {
    /// Table storage (entities).
    case table
    /// Blob storage (files).
    case blob
}
