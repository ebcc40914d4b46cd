import Presentation

/// A book's details: a grouped table of static cells (value1 style: the label on the left,
/// the value on the right), which a tap does nothing on.
enum BookDetailsView {
    /// The content area under a navigation bar, above a tab bar.
    static let frame = BookListView.frame

    /// The static table for `book`.
    static func table(_ book: Book) -> Element {
        let table = TableView(style: .grouped, dataSource: TableSections([
            .init(headerTitle: "Book", rows: [
                .init(row("TitleCell", "Title", book.title)),
                .init(row("AuthorCell", "Author", book.author)),
                .init(row("YearCell", "Published", String(book.year))),
            ]),
            .init(headerTitle: "Reading", rows: [
                .init(row("FinishedCell", "Finished", book.isFinished ? "Yes" : "No")),
            ]),
        ]))
        return Element("detailsTable", frame: frame, kind: .table(table))
    }

    private static func row(_ identifier: String, _ label: String, _ value: String) -> TableCell {
        TableCell(reuseIdentifier: identifier, style: .value1, text: label, detailText: value, selectionStyle: .none)
    }
}
