/// A data source that shows another's table with some answers changed (its cells translated,
/// annotated, scrolled, made editable): whatever it does not answer itself is asked of
/// ``base`` unchanged, so a requirement added to ``TableDataSource`` reaches every wrapper
/// without being forwarded by hand in each.
public protocol TableDataSourceWrapper: TableDataSource {
    /// The data source it wraps.
    var base: any TableDataSource { get }
}

extension TableDataSourceWrapper {
    /// The wrapped source's.
    public var numberOfSections: Int { base.numberOfSections }
    /// The wrapped source's.
    public func numberOfRows(inSection section: Int) -> Int { base.numberOfRows(inSection: section) }
    /// The wrapped source's.
    public func cell(at indexPath: TableIndexPath) -> TableCell { base.cell(at: indexPath) }
    /// The wrapped source's.
    public func headerTitle(forSection section: Int) -> String? { base.headerTitle(forSection: section) }
    /// The wrapped source's.
    public func footerTitle(forSection section: Int) -> String? { base.footerTitle(forSection: section) }
    /// The wrapped source's.
    public func headerTitleOrigin(forSection section: Int) -> TextOrigin { base.headerTitleOrigin(forSection: section) }
    /// The wrapped source's.
    public func footerTitleOrigin(forSection section: Int) -> TextOrigin { base.footerTitleOrigin(forSection: section) }
    /// The wrapped source's.
    public func rowHeights(inSection section: Int) -> RowHeights { base.rowHeights(inSection: section) }
    /// The wrapped source's.
    public func height(at indexPath: TableIndexPath) -> Double { base.height(at: indexPath) }
    /// The wrapped source's.
    public func editingStyle(at indexPath: TableIndexPath) -> CellEditingStyle { base.editingStyle(at: indexPath) }
    /// The wrapped source's.
    public func canMoveRow(at indexPath: TableIndexPath) -> Bool { base.canMoveRow(at: indexPath) }
}
