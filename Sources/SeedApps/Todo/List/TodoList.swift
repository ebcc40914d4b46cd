import Navigation
import Presentation

/// The todo list screen (the seed's `ViewController`): the todos not yet done, as the last
/// load returned them, and whether a load is running. It loads when it appears and whenever a
/// details screen reports a save (the seed's delegate); a row or the Add button shows the
/// details through the storyboard's segues, which ``prepare(for:sender:in:)`` fills in.
public struct TodoList: ScreenFeature {
    /// The list's scene (the seed's `ViewController`).
    public static let scene: SceneID = TodoStoryboard.listScene

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

    /// An empty list, before its first load.
    public init() {}

    /// A list in a given state (tests and previews).
    init(items: [TodoItem], footnote: String? = nil, isLoading: Bool = false, contentOffsetY: Double = 0, lastUpdate: TableChangeset? = nil) {
        self.items = items
        self.footnote = footnote
        self.isLoading = isLoading
        self.contentOffsetY = contentOffsetY
        self.lastUpdate = lastUpdate
    }

    /// The Add system item on the right (its tap performs the segue the storyboard draws from
    /// it); the title is the scene's ("Todos").
    public var navigationItem: NavigationItem {
        NavigationItem(rightBarButtons: [.system(.add, id: TodoControls.addButton)])
    }

    /// The seed's `viewDidLoad`: load the todos.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>] {
        startLoading()
    }

    /// Scrolling; rows and the Add button are the storyboard's segues.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>]? {
        guard case .scroll(let y) = touch else { return nil }
        scroll(to: y)
        return []
    }

    /// A load's answer (rows, or a failure alert with Retry when loading again may help), the
    /// Retry itself, and a details screen's save: it pops the details when still on top and
    /// reloads, as the seed's delegate method does.
    public mutating func receive(_ message: TodoMessage, in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>] {
        switch message {
        case .todosLoaded(let fetched):
            receive(fetched)
            return fetched.notice(Self.noun).map { [.alert(Self.incompleteAlert($0))] } ?? []
        case let .todosFailed(message, canRetry):
            isLoading = false
            return [.alert(Self.loadFailedAlert(message, canRetry: canRetry))]
        case .retryLoading:
            return startLoading()
        case .didFinishWithTodo(let details, _):
            return [.pop(details)] + startLoading()
        case .requestFailed, .saveAgain:
            return []
        }
    }

    /// The details for the tapped row's todo (the item itself, so two todos with the same
    /// text stay apart), or in adding mode with an empty text; either way reporting to this
    /// list (the seed's `delegate`).
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<TodoEffect, TodoMessage>
    {
        switch segue.identifier {
        case TodoStoryboard.viewExistingTodo:
            guard case .cell(0, let row, _) = sender, items.indices.contains(row) else { throw .invalidSender(sender.description) }
            return TodoDetails(mode: .viewing(items[row]), listID: context.id)
        case TodoStoryboard.addNewTodo:
            return TodoDetails(mode: .adding(text: ""), listID: context.id)
        default:
            throw .unhandledSegue(segue.identifier)
        }
    }

    /// The seed's plain table of basic "Cell" rows, each with a disclosure indicator.
    public func render(in context: ScreenContext) -> ScreenContent {
        let rows = items.map { item in
            TableSections.Row(TableCell(reuseIdentifier: TodoStoryboard.cellIdentifier, text: item.text, accessory: .disclosureIndicator))
        }
        let table = TableView(
            rowHeight: TodoLayout.rowHeight, dataSource: TableSections([TableSections.Section(footerTitle: footnote, rows: rows, footerTitleOrigin: .app)]),
            contentOffsetY: contentOffsetY, lastUpdate: lastUpdate)
        // The storyboard's table view: widthSizable heightSizable.
        let element = Element(TodoLayout.tableView, frame: TodoLayout.tableFrame, kind: .table(table)).autoresizing(.flexibleSize)
        return ScreenContent([element], activity: isLoading ? "loading todos" : nil)
    }

    /// Marks the list loading and asks for its todos.
    private mutating func startLoading() -> [ScreenCommand<TodoEffect, TodoMessage>] {
        isLoading = true
        return [.run(.loadTodos)]
    }

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

    /// A failed load's alert: what went wrong (the seed's UIAlertView title), OK, and Retry when
    /// loading again may help.
    static func loadFailedAlert(_ message: String, canRetry: Bool) -> AlertState<TodoMessage> {
        AlertState(
            title: TodoDetails.failureTitle, message: message,
            buttons: [.cancel("OK")] + (canRetry ? [AlertButton("Retry", action: .retryLoading)] : []), messageOrigin: .data)
    }

    /// A load that could not show every todo: what it left out, and OK.
    static func incompleteAlert(_ notice: String) -> AlertState<TodoMessage> {
        AlertState(title: "Incomplete List", message: notice, buttons: [.cancel("OK")], messageOrigin: .data)
    }
}
