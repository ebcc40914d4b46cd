/// The properties of a `UITableView`: its style, its data source, and where it is scrolled.
public struct TableView: Sendable {
    /// The table's style.
    public var style: TableStyle
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

    /// Creates a table.
    public init(
        style: TableStyle = .plain,
        rowHeight: Double = 44,
        dataSource: any TableDataSource,
        contentOffsetY: Double = 0,
        selectedRow: TableIndexPath? = nil,
        lastUpdate: TableChangeset? = nil
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.dataSource = dataSource
        self.contentOffsetY = contentOffsetY
        self.selectedRow = selectedRow
        self.lastUpdate = lastUpdate
    }
}

/// A table's style (`UITableViewStyle`).
public enum TableStyle: String, Sendable, Equatable {
    /// Full-width rows, sticky section headers.
    case plain
    /// Rounded groups inset from the edges.
    case grouped
}
