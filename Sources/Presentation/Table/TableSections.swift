/// A table's content held as plain values: sections of rows, each row with its cell and
/// height. Static tables and small lists use it; huge lists implement ``TableDataSource``.
public struct TableSections: TableDataSource {
    /// One section of rows.
    public struct Section: Sendable {
        /// The header title, if any.
        public var headerTitle: String?
        /// The footer title, if any.
        public var footerTitle: String?
        /// The rows, top to bottom.
        public var rows: [Row]
        /// Where ``headerTitle`` comes from: data unless the app marks it its own wording.
        public var headerTitleOrigin: TextOrigin
        /// Where ``footerTitle`` comes from: data unless the app marks it its own wording.
        public var footerTitleOrigin: TextOrigin

        /// Creates a section.
        public init(
            headerTitle: String? = nil, footerTitle: String? = nil, rows: [Row],
            headerTitleOrigin: TextOrigin = .data, footerTitleOrigin: TextOrigin = .data
        ) {
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.rows = rows
            self.headerTitleOrigin = headerTitleOrigin
            self.footerTitleOrigin = footerTitleOrigin
        }
    }

    /// One row: its cell and, optionally, its own height.
    public struct Row: Sendable {
        /// The cell.
        public var cell: TableCell
        /// The row's height; nil uses the table's row height.
        public var height: Double?

        /// Creates a row.
        public init(_ cell: TableCell, height: Double? = nil) {
            self.cell = cell
            self.height = height
        }
    }

    /// The sections, top to bottom.
    public var sections: [Section]
    /// The height of rows without their own.
    public var defaultRowHeight: Double

    /// Creates table content.
    public init(_ sections: [Section], defaultRowHeight: Double = 44) {
        self.sections = sections
        self.defaultRowHeight = defaultRowHeight
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of rows in `section`, 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The row's cell; an address outside the content gives an empty cell rather than a crash.
    public func cell(at indexPath: TableIndexPath) -> TableCell {
        row(at: indexPath)?.cell ?? TableCell(reuseIdentifier: "missing")
    }

    /// The section's header title.
    public func headerTitle(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    /// The section's footer title.
    public func footerTitle(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    /// Where the section's header title comes from.
    public func headerTitleOrigin(forSection section: Int) -> TextOrigin {
        sections.indices.contains(section) ? sections[section].headerTitleOrigin : .data
    }

    /// Where the section's footer title comes from.
    public func footerTitleOrigin(forSection section: Int) -> TextOrigin {
        sections.indices.contains(section) ? sections[section].footerTitleOrigin : .data
    }

    /// `.perRow` when any row of the section has its own height.
    public func rowHeights(inSection section: Int) -> RowHeights {
        guard sections.indices.contains(section) else { return .tableDefault }
        return sections[section].rows.contains { $0.height != nil } ? .perRow : .tableDefault
    }

    /// The row's own height, else the default.
    public func height(at indexPath: TableIndexPath) -> Double {
        row(at: indexPath)?.height ?? defaultRowHeight
    }

    private func row(at indexPath: TableIndexPath) -> Row? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }
}
