extension Element {
    /// The element and everything it shows, each element changed by `change`: its children,
    /// a table's header, footer and cells (as the renderer asks for them, so a table of a
    /// million rows stays lazy) and a grid's cells. What a text size (``Screen/atTextSize(_:)``)
    /// and an appearance (``Screen/inAppearance(_:)``) do to a screen.
    /// - Complexity: O(elements in the subtree); rows cost O(1) more each when drawn.
    func restyled(_ change: @escaping @Sendable (inout Element) -> Void) -> Element {
        var element = self
        change(&element)
        switch element.kind {
        case .table(var table):
            table.dataSource = RestyledTableSource(base: table.dataSource, change: change)
            table.headerView = table.headerView?.restyled(change)
            table.footerView = table.footerView?.restyled(change)
            element.kind = .table(table)
        case .grid(var grid):
            grid.cells = grid.cells.map { cell in
                var cell = cell
                cell.elements = cell.elements.map { $0.restyled(change) }
                return cell
            }
            element.kind = .grid(grid)
        default:
            break
        }
        element.children = element.children.map { $0.restyled(change) }
        return element
    }
}

/// A table's data source whose cells' elements are changed as the renderer asks for them.
struct RestyledTableSource: TableDataSourceWrapper {
    let base: any TableDataSource
    let change: @Sendable (inout Element) -> Void

    func cell(at indexPath: TableIndexPath) -> TableCell {
        var cell = base.cell(at: indexPath)
        cell.accessoryView = cell.accessoryView?.restyled(change)
        cell.contentElements = cell.contentElements.map { $0.restyled(change) }
        cell.cellElements = cell.cellElements.map { $0.restyled(change) }
        return cell
    }
}
