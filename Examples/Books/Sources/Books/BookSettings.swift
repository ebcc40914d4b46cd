/// How the book list is shown, set on the Settings tab.
public struct BookSettings: Equatable, Sendable {
    /// Whether finished books are left out of the list (the Hide Finished switch).
    public var hidesFinished: Bool
    /// The list's order (the Sort By segmented control).
    public var sortOrder: BookSortOrder

    /// Creates settings; the defaults show every book by title.
    public init(hidesFinished: Bool = false, sortOrder: BookSortOrder = .title) {
        self.hidesFinished = hidesFinished
        self.sortOrder = sortOrder
    }

    /// The books as the list shows them: filtered, then sorted (ties keep the backend's order).
    /// - Complexity: O(*n* log *n*) for *n* books.
    public func arranged(_ books: [Book]) -> [Book] {
        let shown = hidesFinished ? books.filter { !$0.isFinished } : books
        return shown.enumerated().sorted { a, b in
            let (x, y) = (sortOrder.key(a.element), sortOrder.key(b.element))
            return x == y ? a.offset < b.offset : x < y
        }.map(\.element)
    }
}

/// The orders the list can be sorted in, in the segmented control's order.
public enum BookSortOrder: Int, CaseIterable, Sendable {
    /// By title.
    case title
    /// By author.
    case author

    /// The segment's title.
    public var segmentTitle: String {
        switch self {
        case .title: "Title"
        case .author: "Author"
        }
    }

    /// What a book is sorted by.
    func key(_ book: Book) -> String {
        switch self {
        case .title: book.title
        case .author: book.author
        }
    }
}
