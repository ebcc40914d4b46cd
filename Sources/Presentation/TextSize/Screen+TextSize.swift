extension Screen {
    /// The screen at the text size `category`: every font of a text style (``Font/textStyle``)
    /// takes the style's size there, in the content's labels, buttons, text fields and text
    /// views, table cells and headers, grid cells; fixed fonts keep their sizes and frames do
    /// not move, so text that no longer fits shows as it would on a device (the audit reports
    /// it). The bars are UIKit's and keep their sizes. ``ContentSizeCategory/large`` returns the
    /// screen unchanged.
    /// - Complexity: O(elements); rows cost O(1) more each when drawn.
    public func atTextSize(_ category: ContentSizeCategory) -> Screen {
        guard category != .large else { return self }
        var screen = self
        screen.content = content.map { $0.atTextSize(category) }
        return screen
    }
}

extension Element {
    /// The element and its children at the text size `category`.
    /// - Complexity: O(elements in the subtree).
    func atTextSize(_ category: ContentSizeCategory) -> Element {
        var element = self
        switch kind {
        case .label(var label):
            label.font = label.font.at(category)
            element.kind = .label(label)
        case .button(var button):
            button.font = button.font.at(category)
            element.kind = .button(button)
        case .textField(var field):
            field.font = field.font.at(category)
            element.kind = .textField(field)
        case .textView(var textView):
            textView.font = textView.font.at(category)
            element.kind = .textView(textView)
        case .table(var table):
            table.dataSource = TextSizeTableSource(base: table.dataSource, category: category)
            table.headerView = table.headerView?.atTextSize(category)
            table.footerView = table.footerView?.atTextSize(category)
            element.kind = .table(table)
        case .grid(var grid):
            grid.cells = grid.cells.map { cell in
                var cell = cell
                cell.elements = cell.elements.map { $0.atTextSize(category) }
                return cell
            }
            element.kind = .grid(grid)
        case .view, .image, .webView, .switchControl, .slider, .stepper, .scrollView, .segmentedControl:
            break
        }
        element.children = children.map { $0.atTextSize(category) }
        return element
    }
}

/// A table's data source at a text size: each cell's elements scaled as the renderer asks for
/// it, so a table of a million rows stays lazy.
struct TextSizeTableSource: TableDataSourceWrapper {
    let base: any TableDataSource
    let category: ContentSizeCategory

    func cell(at indexPath: TableIndexPath) -> TableCell {
        var cell = base.cell(at: indexPath)
        cell.accessoryView = cell.accessoryView?.atTextSize(category)
        cell.contentElements = cell.contentElements.map { $0.atTextSize(category) }
        cell.cellElements = cell.cellElements.map { $0.atTextSize(category) }
        return cell
    }
}
