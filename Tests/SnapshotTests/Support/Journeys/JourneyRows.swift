import Navigation
@testable import Presentation

/// Checks that what a screen's table or grid shows maps to the app's data, and that scrolled
/// content rests within its bounds.
enum JourneyRows {
    /// Compares the first table or grid on `screen` with `expected`, the labels the app's
    /// state says it lists: as many rows (items) as data, and every visible row labelled with
    /// its datum. Nil `expected` (a screen without a data list) checks nothing.
    /// - Complexity: O(rows) for a grid, O(visible rows) for a table.
    static func check(_ screen: Screen, expected: [String]?) -> String? {
        guard let expected else { return nil }
        for element in ScreenInspector(screen).allElements() {
            switch element.kind {
            case .table(let table): return checkTable(table, frame: element.frame, expected: expected)
            case .grid(let grid): return checkGrid(grid, expected: expected)
            default: continue
            }
        }
        return "the state lists \(expected.count) rows but the screen shows no table or grid"
    }

    private static func checkTable(_ table: TableView, frame: Rect, expected: [String]) -> String? {
        let source = table.dataSource
        let counts = (0..<source.numberOfSections).map { source.numberOfRows(inSection: $0) }
        let total = counts.reduce(0, +)
        if total != expected.count { return "the table has \(total) rows, the state \(expected.count)" }
        let layout = TableLayout(table: table, width: frame.width)
        let visible = layout.rows(from: table.contentOffsetY, to: table.contentOffsetY + frame.height)
        for path in visible {
            guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.row) else {
                return "visible row \(path) is outside the data source"
            }
            let flat = counts[..<path.section].reduce(0, +) + path.row
            let shown = label(of: source.cell(at: path))
            if shown != expected[flat] {
                return "row \(path) shows \(shown.map(TextQuote.quoted) ?? "nothing") for \(TextQuote.quoted(expected[flat]))"
            }
        }
        return nil
    }

    private static func checkGrid(_ grid: GridView, expected: [String]) -> String? {
        if grid.cells.count != expected.count { return "the grid has \(grid.cells.count) items, the state \(expected.count)" }
        for (index, cell) in grid.cells.enumerated() {
            let shown = firstLabel(in: cell.elements)
            if shown != expected[index] {
                return "item \(index) shows \(shown.map(TextQuote.quoted) ?? "nothing") for \(TextQuote.quoted(expected[index]))"
            }
        }
        return nil
    }

    /// A cell's text, else the text of its first label.
    static func label(of cell: TableCell) -> String? {
        cell.text ?? firstLabel(in: cell.contentElements + cell.cellElements)
    }

    private static func firstLabel(in elements: [Element]) -> String? {
        var stack = Array(elements.reversed())
        while let element = stack.popLast() {
            if case .label(let label) = element.kind, let text = label.text { return text }
            stack.append(contentsOf: element.children.reversed())
        }
        return nil
    }

    /// Every table, grid and scroll view rests at a finite offset between 0 and its content's
    /// end (0 when the content fits).
    /// - Complexity: O(elements + sections).
    static func checkOffsets(_ screen: Screen) -> String? {
        for element in ScreenInspector(screen).allElements() {
            let offset: Double, maximum: Double
            switch element.kind {
            case .table(let table):
                offset = table.contentOffsetY
                maximum = TableLayout(table: table, width: element.frame.width).contentHeight - element.frame.height
            case .grid(let grid):
                offset = grid.contentOffsetY
                maximum = grid.layout(in: element.frame.size).contentHeight - element.frame.height
            case .scrollView(let scroll):
                offset = scroll.contentOffset.y
                maximum = scroll.maximumOffsetY(in: element.frame.size)
            default:
                continue
            }
            guard offset.isFinite, offset >= 0, offset <= max(0, maximum) + 0.001 else {
                return "\(element.name) rests at \(offset), outside 0...\(PointFormat.string(max(0, maximum)))"
            }
        }
        return nil
    }
}
