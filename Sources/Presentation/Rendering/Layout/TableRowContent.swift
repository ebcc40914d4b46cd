/// One visible row of a table: its frame, its cell (asked of the data source), the cell's
/// layout, and the elements it shows with the context each is drawn in.
struct TableRowContent {
    /// One element of the row and where it is drawn.
    struct Placed {
        /// The element.
        var element: Element
        /// The context of its parent: the content view for built-in and prototype elements,
        /// the cell for views added to the cell itself.
        var context: ElementContext
        /// Whether it is one of the cell style's built-in image view and labels.
        var isBuiltIn: Bool
    }

    /// The row's address.
    let indexPath: TableIndexPath
    /// The row's frame in the table's content coordinates.
    let frame: Rect
    /// The cell the data source gave.
    let cell: TableCell
    /// Where the content view, accessory and built-in elements sit.
    let cellLayout: CellLayout
    /// The cell's coordinates on screen, clipped to the row.
    let cellContext: ElementContext

    /// The row at `indexPath` of a table laid out as `layout`, whose content coordinates are
    /// `tableContext`; nil when there is no such row. Asks the data source for this one cell.
    init?(indexPath: TableIndexPath, table: TableView, layout: TableLayout, tableContext: ElementContext) {
        guard let frame = layout.rowFrame(at: indexPath) else { return nil }
        self.indexPath = indexPath
        self.frame = frame
        cell = table.dataSource.cell(at: indexPath)
        cellLayout = CellLayout(
            cell: cell, style: table.style, rowHeight: frame.height, width: frame.width,
            editing: RowEditing(table: table, indexPath: indexPath), metrics: table.metrics,
            appearance: table.appearance)
        cellContext = tableContext.entering(frame, clips: true)
    }

    /// The elements back to front: built-in elements and prototype elements in the content
    /// view, then views added to the cell, then the accessory view where the cell places it,
    /// then the editing controls that show (``CellLayout/editingElements(rowLabel:)``).
    var elements: [Placed] {
        let contentContext = cellContext.entering(cellLayout.contentViewFrame, clips: true)
        var accessory: [Placed] = []
        if var view = cell.accessoryView, let frame = cellLayout.accessoryViewFrame {
            view.frame = frame
            accessory = [Placed(element: view, context: cellContext, isBuiltIn: false)]
        }
        return cellLayout.builtInElements.map { Placed(element: $0, context: contentContext, isBuiltIn: true) }
            + cell.contentElements.map { Placed(element: $0, context: contentContext, isBuiltIn: false) }
            + cell.cellElements.map { Placed(element: $0, context: cellContext, isBuiltIn: false) }
            + accessory
            + cellLayout.editingElements(rowLabel: rowLabel).map { Placed(element: $0, context: cellContext, isBuiltIn: false) }
    }

    /// The words VoiceOver reads for the row: its text label's, or its first label's.
    private var rowLabel: String? {
        if let text = cell.text, !text.isEmpty { return text }
        for element in cell.contentElements {
            if case .label(let label) = element.kind, let text = label.text, !text.isEmpty { return text }
        }
        return nil
    }
}
