import Navigation

/// Runs the app's effects on an injected ``BooksBackend`` and answers the screen that asked;
/// a failure is a message too, so this never throws.
public struct BooksEffects: EffectRunner {
    /// The backend the books come from.
    public let backend: BooksBackend

    /// Creates a runner on `backend`.
    public init(backend: BooksBackend) {
        self.backend = backend
    }

    /// Fetches the books for the list that asked.
    public func run(_ routed: RoutedEffect<BooksEffect>) async -> [FeatureAppAction<BooksMessage>] {
        switch routed.effect {
        case .loadBooks:
            do {
                return [.message(.booksLoaded(try await backend.loadBooks()), to: routed.screen)]
            } catch {
                return [.message(.booksFailed(message: error.message), to: routed.screen)]
            }
        }
    }
}
