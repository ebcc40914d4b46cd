import Presentation

/// The todo list screen (the seed's `ViewController`): the todos not yet done, as the last
/// load returned them, and whether a load is running.
public struct TodoListState: Equatable, Sendable {
    /// The rows shown, in the service's order.
    public internal(set) var items: [TodoItem] = []
    /// What the last load could not show (rows that are not todos, rows past the limit), as
    /// one line under the list; nil when it showed everything.
    public internal(set) var footnote: String?
    /// Whether a load (the seed's `loadTodos`) is running.
    public internal(set) var isLoading = false
    /// How far the table is scrolled down, in points.
    public internal(set) var contentOffsetY: Double = 0
    /// What the last reload changed: rows inserted, deleted, moved, reloaded (by todo id). The
    /// seed calls `reloadData`, which does not animate; the changeset is printed so a reviewer
    /// sees what a reload changed, and a UIKit client can animate it with its `batches`. Nil
    /// when nothing changed or the table was empty before.
    public internal(set) var lastUpdate: TableChangeset?

    /// Scrolls the table to `y`, clamped to its rows as UIKit rests it: 0 up to the rows'
    /// height minus the table's (0 while they fit).
    mutating func scroll(to y: Double) {
        let footer = TableLayout.footerHeight(style: .plain, titled: footnote != nil)
        contentOffsetY = ScrollView.restingOffset(
            y, contentLength: Double(items.count) * TodoLayout.rowHeight + footer, visibleLength: TodoLayout.tableFrame.height)
    }

    /// Takes a load's answer: the new rows, what changed since the previous load, and what
    /// the load could not show. The scroll offset stays where it was unless the shorter list
    /// no longer reaches it.
    /// - Complexity: O(n) in the rows (Heckel's diff by id).
    mutating func receive(_ fetched: FetchedList<TodoItem>) {
        let changes = ListChangeset(old: items, new: fetched.elements, id: \.id)
        lastUpdate = items.isEmpty || changes.isEmpty ? nil : TableChangeset(rowsOf: changes)
        items = fetched.elements
        footnote = fetched.footnote(Self.noun)
        isLoading = false
        scroll(to: contentOffsetY)
    }

    /// What the list holds: todos.
    static let noun = RecordNoun("todo")
}

/// The list's content: the seed's plain table of basic "Cell" rows.
enum TodoListRendering {
    /// The plain table of basic "Cell" rows, each with a disclosure indicator; a tap performs
    /// the segue the storyboard draws from the prototype (`viewExistingTodo`).
    static func content(_ list: TodoListState) -> Element {
        let rows = list.items.map { item in
            TableSections.Row(TableCell(reuseIdentifier: TodoStoryboard.cellIdentifier, text: item.text, accessory: .disclosureIndicator))
        }
        let table = TableView(
            rowHeight: TodoLayout.rowHeight, dataSource: TableSections([TableSections.Section(footerTitle: list.footnote, rows: rows, footerTitleOrigin: .app)]),
            contentOffsetY: list.contentOffsetY, lastUpdate: list.lastUpdate)
        // The storyboard's table view: widthSizable heightSizable.
        return Element(TodoLayout.tableView, frame: TodoLayout.tableFrame, kind: .table(table)).autoresizing(.flexibleSize)
    }
}
