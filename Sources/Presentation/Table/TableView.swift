/// The properties of a `UITableView`: its style, its data source, and where it is scrolled.
public struct TableView: Sendable {
    /// The table's style.
    public var style: TableStyle
    /// The iOS generation the table is drawn by (iOS 6 unless a storyboard of Xcode 11 or
    /// later, or a layout on today's iPhones, says iOS 13).
    public var metrics = TableMetrics.iOS6
    /// Light or dark: the appearance UIKit's own parts of the table (built-in labels, section
    /// titles, backgrounds) are drawn in (``Screen/inAppearance(_:)`` sets it).
    public var appearance = Appearance.light
    /// The height of rows whose data source does not give one (44 by default, 92 for the seed's
    /// events table).
    public var rowHeight: Double
    /// The content.
    public var dataSource: any TableDataSource
    /// How far the content is scrolled down, in points.
    public var contentOffsetY: Double
    /// The highlighted row, if any.
    public var selectedRow: TableIndexPath?
    /// The batch update the last reload applied (rows deleted, inserted, moved, reloaded), as
    /// UITableView animates it; printed so a reviewer sees what a reload changed.
    public var lastUpdate: TableChangeset?
    /// Edit mode and the Delete button a swipe revealed.
    public var editing = TableEditing()
    /// Whether a drag puts the keyboard down.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// The view above the first section (`tableHeaderView`), as wide as the table and as tall
    /// as its frame says; it scrolls with the rows.
    public var headerView: Element? {
        get { headerAndFooter.header.first }
        set { headerAndFooter.header = newValue.map { [$0] } ?? [] }
    }
    /// The view below the last section (`tableFooterView`).
    public var footerView: Element? {
        get { headerAndFooter.footer.first }
        set { headerAndFooter.footer = newValue.map { [$0] } ?? [] }
    }
    /// The header and footer views, held in arrays: an element holds its table, so a table
    /// cannot hold an element inline.
    private var headerAndFooter: (header: [Element], footer: [Element]) = ([], [])

    /// Creates a table.
    public init(
        style: TableStyle = .plain,
        rowHeight: Double = 44,
        dataSource: any TableDataSource,
        contentOffsetY: Double = 0,
        selectedRow: TableIndexPath? = nil,
        lastUpdate: TableChangeset? = nil,
        headerView: Element? = nil,
        footerView: Element? = nil
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.dataSource = dataSource
        self.contentOffsetY = contentOffsetY
        self.selectedRow = selectedRow
        self.lastUpdate = lastUpdate
        self.headerView = headerView
        self.footerView = footerView
    }

    /// The header view placed in the table's content coordinates by `layout`: on top, as wide
    /// as the table.
    public func placedHeader(in layout: TableLayout) -> Element? {
        guard var header = headerView, let frame = layout.tableHeaderFrame else { return nil }
        header.frame = frame
        return header
    }

    /// The footer view placed under the last section by `layout`, as wide as the table.
    public func placedFooter(in layout: TableLayout) -> Element? {
        guard var footer = footerView, let frame = layout.tableFooterFrame else { return nil }
        footer.frame = frame
        return footer
    }
}

/// A table's style (`UITableViewStyle`).
public enum TableStyle: String, Sendable, Equatable {
    /// Full-width rows, sticky section headers.
    case plain
    /// Rounded groups inset from the edges (iOS 5/6: 10 points, pinstripes behind).
    case grouped
    /// Rounded groups inset by the layout margins (iOS 13+, `UITableView.Style.insetGrouped`):
    /// 16 points on phones narrower than 414, 20 on wider ones; section titles in footnote
    /// text, rows on the grouped background.
    case insetGrouped

    /// Whether rows sit in rounded groups (grouped and inset grouped).
    public var isGrouped: Bool { self != .plain }

    /// How far an inset-grouped table's groups sit from each side of a table `width` wide:
    /// the layout margins, 16 points below 414 and 20 from 414 (approx.; measured from the
    /// cell frames Interface Builder stores, `Docs/UIKIT-FACTS.md`).
    public static func insetGroupedMargin(width: Double) -> Double {
        width >= 414 ? 20 : 16
    }
}
