/// Supplies a table's sections and rows on demand, like `UITableViewDataSource`, so a table of
/// a million rows is never materialized: the renderer asks only for the rows it shows.
public protocol TableDataSource: Sendable {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of rows in `section`.
    func numberOfRows(inSection section: Int) -> Int
    /// The cell for a row. Asked only for rows that are visible.
    func cell(at indexPath: TableIndexPath) -> TableCell
    /// The section's header title, or nil for none.
    func headerTitle(forSection section: Int) -> String?
    /// The section's footer title, or nil for none.
    func footerTitle(forSection section: Int) -> String?
    /// Where the section's header title comes from (``TextOrigin``).
    func headerTitleOrigin(forSection section: Int) -> TextOrigin
    /// Where the section's footer title comes from (``TextOrigin``).
    func footerTitleOrigin(forSection section: Int) -> TextOrigin
    /// How the section's row heights are decided; `.perRow` makes layout ask ``height(at:)``
    /// for every row of the section (O(rows)), the others cost O(1).
    func rowHeights(inSection section: Int) -> RowHeights
    /// A row's height, asked only for sections whose ``rowHeights(inSection:)`` is `.perRow`
    /// (`tableView:heightForRowAtIndexPath:`).
    func height(at indexPath: TableIndexPath) -> Double
    /// Whether and how the row can be edited (`tableView:canEditRowAtIndexPath:` and
    /// `tableView:editingStyleForRowAtIndexPath:` in one answer); asked for rows that show
    /// while the table is in edit mode, and for a row a user swipes.
    func editingStyle(at indexPath: TableIndexPath) -> CellEditingStyle
    /// Whether the row shows a reorder grip in edit mode (`tableView:canMoveRowAtIndexPath:`).
    func canMoveRow(at indexPath: TableIndexPath) -> Bool
}

/// How the rows of one section get their heights.
public enum RowHeights: Sendable, Equatable {
    /// Every row has the table's `rowHeight` (44 unless set).
    case tableDefault
    /// Every row has this height.
    case uniform(Double)
    /// Each row has its own height, from ``TableDataSource/height(at:)``.
    case perRow
}

extension TableDataSource {
    /// No header title.
    public func headerTitle(forSection section: Int) -> String? { nil }
    /// No footer title.
    public func footerTitle(forSection section: Int) -> String? { nil }
    /// Data: a header title is shown as it is unless the source says otherwise.
    public func headerTitleOrigin(forSection section: Int) -> TextOrigin { .data }
    /// Data: a footer title is shown as it is unless the source says otherwise.
    public func footerTitleOrigin(forSection section: Int) -> TextOrigin { .data }
    /// The table's row height for every row.
    public func rowHeights(inSection section: Int) -> RowHeights { .tableDefault }
    /// UIKit's default row height, 44.
    public func height(at indexPath: TableIndexPath) -> Double { 44 }
    /// No row is editable.
    public func editingStyle(at indexPath: TableIndexPath) -> CellEditingStyle { .none }
    /// No row moves.
    public func canMoveRow(at indexPath: TableIndexPath) -> Bool { false }
}
