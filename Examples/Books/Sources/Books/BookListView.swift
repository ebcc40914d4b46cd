import Presentation

/// The book list's content: a plain table of `BookCell` prototype cells filling the content
/// area between the navigation bar and the tab bar.
enum BookListView {
    /// The content area under a navigation bar, above a tab bar: 320x367.
    static let frame = Rect(origin: .zero, size: Screen.contentSize(navigationBar: true, tabBar: true))
    /// The prototype cell's height.
    static let rowHeight = 58.0

    /// The table of `books`, in the order given; a tap on a row performs the segue the
    /// storyboard draws from the prototype (`ShowBook`), which the snapshot names.
    static func table(_ books: [Book]) -> Element {
        let rows = books.map { TableSections.Row(cell($0)) }
        let table = TableView(rowHeight: rowHeight, dataSource: TableSections([TableSections.Section(rows: rows)]))
        return Element("bookTable", frame: frame, kind: .table(table))
    }

    /// The `BookCell` prototype: the title in bold, the author and year under it in gray.
    static func cell(_ book: Book) -> TableCell {
        TableCell(reuseIdentifier: BooksStoryboard.bookCell, style: .custom, accessory: .disclosureIndicator, contentElements: [
            .label("titleLabel", frame: Rect(x: 10, y: 8, width: 270, height: 22), Label(book.title, font: .boldSystem(17))),
            .label("authorLabel", frame: Rect(x: 10, y: 32, width: 220, height: 18), Label(book.author, font: .system(14), textColor: .gray)),
            .label("yearLabel", frame: Rect(x: 230, y: 32, width: 50, height: 18),
                   Label(String(book.year), font: .system(14), textColor: .gray, alignment: .right)),
        ])
    }
}
