import Navigation
import Presentation

/// A book's details: a grouped table of static cells (value1 style: the label on the left,
/// the value on the right), which a tap does nothing on.
public struct BookDetails: ScreenFeature {
    /// The details' scene ("Book").
    public static let scene = BooksStoryboard.bookDetails

    /// The book shown.
    public var book: Book

    /// The details of `book`.
    public init(book: Book) {
        self.book = book
    }

    /// A tap on a static row does nothing.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>]? {
        guard case .tapRow = touch else { return nil }
        return []
    }

    /// The static table.
    public func render(in context: ScreenContext) -> ScreenContent {
        let table = TableView(style: .grouped, dataSource: TableSections([
            .init(headerTitle: "Book", rows: [
                .init(Self.row("TitleCell", "Title", book.title)),
                .init(Self.row("AuthorCell", "Author", book.author)),
                .init(Self.row("YearCell", "Published", String(book.year))),
            ]),
            .init(headerTitle: "Reading", rows: [
                .init(Self.row("FinishedCell", "Finished", book.isFinished ? "Yes" : "No")),
            ]),
        ]))
        return ScreenContent([Element("detailsTable", frame: BookList.frame, kind: .table(table))])
    }

    private static func row(_ identifier: String, _ label: String, _ value: String) -> TableCell {
        TableCell(reuseIdentifier: identifier, style: .value1, text: label, detailText: value, selectionStyle: .none)
    }
}
