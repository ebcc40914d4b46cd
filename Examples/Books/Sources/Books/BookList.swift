import Navigation
import Presentation

/// The Books tab's root: the books of the last load, shown as the settings arrange them, in a
/// plain table of `BookCell` prototype cells. It loads when it first appears; a tap on a row
/// is the storyboard's `ShowBook` segue, which ``prepare(for:sender:in:)`` fills in.
public struct BookList: ScreenFeature {
    /// The list's scene ("Books").
    public static let scene = BooksStoryboard.bookList

    /// The books, in the backend's order.
    public var books: [Book] = []
    /// Whether a load is running.
    public var isLoading = false
    /// How the list is shown, as the Settings tab last said.
    public var settings = BookSettings()

    /// An empty list, before its first load.
    public init() {}

    /// The list appears for the first time: load the books.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>] {
        isLoading = true
        return [.run(.loadBooks)]
    }

    /// The load's answer (a failure keeps the books and offers Retry), Retry itself, and the
    /// Settings tab's changes.
    public mutating func receive(_ message: BooksMessage, in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>] {
        switch message {
        case .booksLoaded(let books):
            self.books = books
            isLoading = false
            return []
        case .booksFailed(let message):
            isLoading = false
            return [.alert(Self.loadFailedAlert(message))]
        case .retryLoading:
            return didLoad(in: context)
        case .settingsChanged(let settings):
            self.settings = settings
            return []
        case .resetSettings:
            return []
        }
    }

    /// `prepareForSegue:sender:`: for `ShowBook`, the details of the book in the tapped row,
    /// as the list shows it (filtered and sorted). A segue it does not know fails, naming it.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<BooksEffect, BooksMessage> {
        guard segue.identifier == BooksStoryboard.showBook else { throw .unhandledSegue(segue.identifier) }
        let shown = settings.arranged(books)
        guard case .cell(0, let row, _) = sender, shown.indices.contains(row) else { throw .invalidSender(sender.description) }
        return BookDetails(book: shown[row])
    }

    /// The table filling the content area between the navigation bar and the tab bar, and a
    /// note while the books load.
    public func render(in context: ScreenContext) -> ScreenContent {
        let rows = settings.arranged(books).map { TableSections.Row(Self.cell($0)) }
        let table = TableView(rowHeight: Self.rowHeight, dataSource: TableSections([TableSections.Section(rows: rows)]))
        return ScreenContent([Element("bookTable", frame: Self.frame, kind: .table(table))], activity: isLoading ? "loading books" : nil)
    }

    /// The content area under a navigation bar, above a tab bar: 320x367.
    static let frame = Rect(origin: .zero, size: Screen.contentSize(navigationBar: true, tabBar: true))
    /// The prototype cell's height.
    static let rowHeight = 58.0

    /// The `BookCell` prototype: the title in bold, the author and year under it in gray.
    static func cell(_ book: Book) -> TableCell {
        TableCell(reuseIdentifier: BooksStoryboard.bookCell, style: .custom, accessory: .disclosureIndicator, contentElements: [
            .label("titleLabel", frame: Rect(x: 10, y: 8, width: 270, height: 22), Label(book.title, font: .boldSystem(17))),
            .label("authorLabel", frame: Rect(x: 10, y: 32, width: 220, height: 18), Label(book.author, font: .system(14), textColor: .gray)),
            .label("yearLabel", frame: Rect(x: 230, y: 32, width: 50, height: 18),
                   Label(String(book.year), font: .system(14), textColor: .gray, alignment: .right)),
        ])
    }

    /// A failed load: what went wrong, OK, and Retry.
    public static func loadFailedAlert(_ message: String) -> AlertState<BooksMessage> {
        AlertState(title: "Could Not Load Books", message: message, buttons: [.cancel("OK"), AlertButton("Retry", action: .retryLoading)])
    }
}
