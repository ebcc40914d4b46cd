/// A table row that shows on screen, with the elements of its cell that show: what a user can
/// reach inside a cell (a switch as its `accessoryView`, a button in a prototype cell), for a
/// client that hit-tests touches or a test that checks one.
///
/// ```swift
/// for row in screen.visibleRows where row.tableName == "settingsTable" {
///     for element in row.elements { ... }   // e.g. the switch of row 0.1
/// }
/// ```
public struct VisibleRow: Sendable {
    /// The element name of the table the row belongs to.
    public var tableName: String
    /// The row's address.
    public var indexPath: TableIndexPath
    /// The cell the data source gave for the row.
    public var cell: TableCell
    /// The cell's elements that show, depth first, back to front: the style's built-in image
    /// view and labels, the prototype's elements in the content view, the views added to the
    /// cell, then the accessory view; each with its frame as the snapshot prints it (in the
    /// content view's or the cell's coordinates; the accessory view where the cell places it).
    /// Hidden elements, their subviews and elements clipped out of view are left out.
    public var elements: [Element]
}

extension Screen {
    /// The rows of the content's tables that show at the tables' scroll offsets (also tables
    /// inside scroll views), table by table, top to bottom; the rule the renderers follow, so
    /// a row counts when any part of it is printed.
    /// - Complexity: O(elements + sections + visible rows); a table's data source is asked only
    ///   for the rows that show.
    public var visibleRows: [VisibleRow] {
        var rows: [VisibleRow] = []
        let context = ElementContext(origin: contentFrame.origin, visible: contentFrame)
        for element in content {
            Screen.collectRows(in: element, context: context, into: &rows)
        }
        return rows
    }

    private static func collectRows(in element: Element, context: ElementContext, into rows: inout [VisibleRow]) {
        guard !element.isHidden, context.isVisible(element.frame) else { return }
        switch element.kind {
        case .table(let table):
            let viewport = TableViewport(table: table, frame: element.frame, context: context)
            for case .row(let indexPath) in viewport.items {
                guard let row = TableRowContent(indexPath: indexPath, table: table, layout: viewport.layout, tableContext: viewport.context) else { continue }
                var elements: [Element] = []
                for placed in row.elements {
                    collectElements(placed.element, context: placed.context, into: &elements)
                }
                rows.append(VisibleRow(tableName: element.name, indexPath: indexPath, cell: row.cell, elements: elements))
            }
        case .scrollView(let scroll):
            let inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
            for child in element.children { collectRows(in: child, context: inner, into: &rows) }
        default:
            let inner = context.entering(element.frame, clips: false)
            for child in element.children { collectRows(in: child, context: inner, into: &rows) }
        }
    }

    private static func collectElements(_ element: Element, context: ElementContext, into elements: inout [Element]) {
        guard !element.isHidden, context.isVisible(element.frame) else { return }
        elements.append(element)
        let inner: ElementContext
        if case .scrollView(let scroll) = element.kind {
            inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
        } else {
            inner = context.entering(element.frame, clips: false)
        }
        for child in element.children { collectElements(child, context: inner, into: &elements) }
    }
}
