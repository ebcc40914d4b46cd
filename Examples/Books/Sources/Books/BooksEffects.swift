import Navigation

/// Runs the app's effects on an injected ``BooksBackend`` and answers with the actions the
/// reducer expects; a failure is an action too, so this never throws.
public struct BooksEffects: EffectRunner {
    /// The backend the books come from.
    public let backend: BooksBackend

    /// Creates a runner on `backend`.
    public init(backend: BooksBackend) {
        self.backend = backend
    }

    /// Fetches the books for the list that asked.
    public func run(_ effect: BooksEffect) async -> [BooksAction] {
        switch effect {
        case .loadBooks(let list):
            do {
                return [.booksLoaded(list, try await backend.loadBooks())]
            } catch {
                return [.booksFailed(list, message: error.message)]
            }
        }
    }
}
