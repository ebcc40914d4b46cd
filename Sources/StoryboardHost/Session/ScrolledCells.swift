import Presentation

/// A table's data source with the text views and web views of some cells scrolled: the cells
/// come from the app's data source, and the host lays the offsets the user scrolled to over
/// them, as UIKit keeps a text view's offset in the view inside the cell (the app's state
/// never holds it). Everything else is asked of the app's data source as it is.
struct ScrolledCells: TableDataSourceWrapper {
    /// The app's data source.
    let base: any TableDataSource
    /// The offsets by row, then by the scrolled element's name.
    let offsets: [TableIndexPath: [String: Double]]

    /// The app's cell, its text views and web views scrolled where the user left them.
    /// - Complexity: O(elements of the cell).
    func cell(at indexPath: TableIndexPath) -> TableCell {
        var cell = base.cell(at: indexPath)
        guard let scrolled = offsets[indexPath] else { return cell }
        cell.contentElements = cell.contentElements.map { ElementScrolling.scrolling($0, by: scrolled) }
        cell.cellElements = cell.cellElements.map { ElementScrolling.scrolling($0, by: scrolled) }
        cell.accessoryView = cell.accessoryView.map { ElementScrolling.scrolling($0, by: scrolled) }
        return cell
    }
}
