/// A book on the reading list.
public struct Book: Equatable, Sendable, Identifiable {
    /// The backend's id for the book.
    public var id: Int
    /// The title.
    public var title: String
    /// The author, as the cover names them.
    public var author: String
    /// The year of first publication.
    public var year: Int
    /// Whether the reader has finished it.
    public var isFinished: Bool

    /// Creates a book.
    public init(id: Int, title: String, author: String, year: Int, isFinished: Bool = false) {
        self.id = id
        self.title = title
        self.author = author
        self.year = year
        self.isFinished = isFinished
    }

    /// The reading list the sample backend serves.
    public static let samples = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969, isFinished: true),
        Book(id: 2, title: "Invisible Cities", author: "Italo Calvino", year: 1972),
        Book(id: 3, title: "Beloved", author: "Toni Morrison", year: 1987, isFinished: true),
        Book(id: 4, title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", year: 1968),
    ]
}
