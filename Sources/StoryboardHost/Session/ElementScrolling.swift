import Navigation
import Presentation

/// How far the user scrolled the text views and web views of the screens a session shows, in
/// the content and inside table cells: view state, kept by the host as UIKit keeps it in the
/// view (an app's state never holds it), per app, screen path, and row for a cell's, and laid
/// over the screen the app renders (a cell's through ``ScrolledCells``).
struct ElementScrolling {
    /// Where a scrolled view is: which app and screen, which table row (none for the content),
    /// and the view's name.
    private struct Key: Hashable {
        var app: String
        var screen: [String]
        var table: String?
        var row: TableIndexPath?
        var name: String
    }

    private var offsets: [Key: Double] = [:]

    /// A text view or web view that scrolls: its name, how far it can, and for one in a table
    /// cell, its row and the cell's reuse identifier (`DescriptionCell`, which `scroll
    /// description 60` names).
    struct Scrollable: Equatable {
        var name: String
        var maximumOffset: Double
        var table: String? = nil
        var row: TableIndexPath? = nil
        var cellIdentifier: String? = nil

        /// How a user names it: `speakerBio`, or `textView in 0.3` in a cell.
        var label: String { row.map { "\(name) in \($0.section).\($0.row)" } ?? name }

        /// The names it answers to, lowercased: its own and its cell's.
        var names: [String] { ([name] + (cellIdentifier.map { [$0] } ?? [])).map { $0.lowercased() } }
    }

    /// The text views and web views of `screen` whose content is taller than they are: those
    /// in the content (depth first), then those in the cells of the rows that show.
    /// - Complexity: O(*n*) in the elements, the visible rows' elements and their text.
    static func scrollables(on screen: Screen) -> [Scrollable] {
        let content = ScreenInspector(screen).allElements().compactMap { scrollable($0) }
        let cells = screen.visibleRows.flatMap { row in
            row.elements.compactMap { element in
                scrollable(element).map {
                    Scrollable(
                        name: $0.name, maximumOffset: $0.maximumOffset, table: row.tableName, row: row.indexPath,
                        cellIdentifier: row.cell.reuseIdentifier)
                }
            }
        }
        return content + cells
    }

    private static func scrollable(_ element: Element) -> Scrollable? {
        let height: Double
        switch element.kind {
        case .textView(let view): height = view.contentHeight(width: element.frame.width)
        case .webView(let view): height = view.contentHeight(width: element.frame.width)
        default: return nil
        }
        let maximum = height - element.frame.height
        return maximum > 0 ? Scrollable(name: element.name, maximumOffset: maximum) : nil
    }

    /// Sets the offset of `scrollable` on `screen` of `app` to `y`, held between the top and
    /// the bottom of its content; returns the offset set.
    mutating func scroll(_ scrollable: Scrollable, toY y: Double, app: String, screen: Screen) -> Double {
        let offset = min(max(0, y), scrollable.maximumOffset)
        offsets[Key(app: app, screen: screen.breadcrumb, table: scrollable.table, row: scrollable.row, name: scrollable.name)] = offset
        return offset
    }

    /// The offset `scrollable` on `screen` of `app` is scrolled to (0 until it is).
    func offset(of scrollable: Scrollable, app: String, screen: Screen) -> Double {
        offsets[Key(app: app, screen: screen.breadcrumb, table: scrollable.table, row: scrollable.row, name: scrollable.name)] ?? 0
    }

    /// Forgets every offset of `app` (it restarted).
    mutating func forget(app: String) {
        offsets = offsets.filter { $0.key.app != app }
    }

    /// Forgets the offsets of `app`'s screens that left their navigation stack: those of the
    /// tab (the first title of `path`) that `path`, the screen showing now, does not pass
    /// through. UIKit releases a popped screen with its views, so the next one pushed (another
    /// event's details) starts at the top; a screen in another tab's stack keeps its offsets.
    mutating func forgetScreens(of app: String, leftBy path: [String]) {
        offsets = offsets.filter { key, _ in
            key.app != app || key.screen.first != path.first || path.starts(with: key.screen)
        }
    }

    /// `screen` with the offsets the user scrolled its text views and web views to, those in
    /// table cells included.
    /// - Complexity: O(*n*) in the elements and the offsets.
    func applied(to screen: Screen, app: String) -> Screen {
        let here = offsets.filter { $0.key.app == app && $0.key.screen == screen.breadcrumb }
        guard !here.isEmpty else { return screen }
        var content: [String: Double] = [:]
        var cells: [String: [TableIndexPath: [String: Double]]] = [:]
        for (key, offset) in here {
            if let table = key.table, let row = key.row {
                cells[table, default: [:]][row, default: [:]][key.name] = offset
            } else {
                content[key.name] = offset
            }
        }
        var screen = screen
        screen.content = screen.content.map { Self.apply($0, content: content, cells: cells) }
        return screen
    }

    /// `element` and its subviews with the text views and web views named in `offsets`
    /// scrolled to them.
    static func scrolling(_ element: Element, by offsets: [String: Double]) -> Element {
        apply(element, content: offsets, cells: [:])
    }

    private static func apply(_ element: Element, content: [String: Double], cells: [String: [TableIndexPath: [String: Double]]]) -> Element {
        var element = element
        switch element.kind {
        case .textView(var view):
            if let offset = content[element.name] {
                view.contentOffsetY = offset
                element.kind = .textView(view)
            }
        case .webView(var view):
            if let offset = content[element.name] {
                view.contentOffsetY = offset
                element.kind = .webView(view)
            }
        case .table(var table):
            if let rows = cells[element.name] {
                table.dataSource = ScrolledCells(base: table.dataSource, offsets: rows)
                element.kind = .table(table)
            }
        default: break
        }
        element.children = element.children.map { apply($0, content: content, cells: cells) }
        return element
    }
}
