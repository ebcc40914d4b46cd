/// Where the books come from, injected into ``BooksEffects``: the sample list, a failing
/// service for tests and scenarios, or a client of your own server.
///
/// ```swift
/// let host = AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
/// ```
public struct BooksBackend: Sendable {
    /// Fetches the reading list.
    public var loadBooks: @Sendable () async throws(BooksBackendError) -> [Book]

    /// Creates a backend from its fetch.
    public init(loadBooks: @escaping @Sendable () async throws(BooksBackendError) -> [Book]) {
        self.loadBooks = loadBooks
    }

    /// Serves ``Book/samples``.
    public static let sample = BooksBackend { Book.samples }

    /// Serves `books`.
    public static func serving(_ books: [Book]) -> BooksBackend {
        BooksBackend { books }
    }

    /// Fails every fetch with `message`, as an unreachable server does.
    public static func failing(_ message: String) -> BooksBackend {
        BooksBackend { () throws(BooksBackendError) in throw BooksBackendError(message: message) }
    }
}

/// Why the books could not be fetched, in words the load-failure alert shows.
public struct BooksBackendError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for a person to read.
    public var message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
