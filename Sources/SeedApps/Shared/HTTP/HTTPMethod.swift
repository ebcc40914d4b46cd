/// The HTTP methods the Mobile Services table routes use.
public enum HTTPMethod: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Query a table or read one item.
    case get = "GET"
    /// Insert an item.
    case post = "POST"
    /// Update an item.
    case patch = "PATCH"
    /// Delete an item.
    case delete = "DELETE"

    /// The method as it appears on the request line (`GET`).
    public var description: String { rawValue }
}
