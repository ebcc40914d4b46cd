import Navigation

/// The app's screens, one case per storyboard scene, each with what it shows.
public enum BooksScreen: StoryboardScreen {
    /// The book list.
    case list(BookListState)
    /// One book's details.
    case details(Book)
    /// The settings table (the settings themselves are app-wide: ``BooksState/settings``).
    case settings

    /// The scene the screen shows.
    public var scene: SceneID {
        switch self {
        case .list: BooksStoryboard.bookList
        case .details: BooksStoryboard.bookDetails
        case .settings: BooksStoryboard.settings
        }
    }

    /// No title of its own: the bar shows the scene's ("Books", "Book", "Settings").
    public var navigationItem: NavigationItem { NavigationItem() }
}

/// The book list: the books of the last load, and whether a load is running.
public struct BookListState: Equatable, Sendable {
    /// The books, in the backend's order.
    public var books: [Book]
    /// Whether a load is running.
    public var isLoading: Bool

    /// Creates a list.
    public init(books: [Book] = [], isLoading: Bool = false) {
        self.books = books
        self.isLoading = isLoading
    }
}
