/// Light or dark mode (`UIUserInterfaceStyle`): which channels a dynamic color shows
/// (``Color/resolved(in:)``).
public enum Appearance: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Light mode, the default (and the only one before iOS 13).
    case light
    /// Dark mode.
    case dark

    /// The name the command line takes.
    public var description: String { rawValue }
}

extension Screen {
    /// The screen in `appearance`: every dynamic color of the content (backgrounds, label and
    /// text view colors, in cells and grid cells too) resolved to that appearance; fixed
    /// colors stay, so the 2012 seed apps, whose colors are all fixed, look the same. The
    /// bars are UIKit's and are drawn as before. ``Appearance/light`` returns the screen
    /// unchanged.
    /// - Complexity: O(elements); rows cost O(1) more each when drawn.
    public func inAppearance(_ appearance: Appearance) -> Screen {
        guard appearance == .dark else { return self }
        var screen = self
        screen.appearance = appearance
        screen.content = content.map { $0.inAppearance(appearance) }
        return screen
    }
}

extension Element {
    /// The element and its children with their colors in `appearance`.
    /// - Complexity: O(elements in the subtree).
    func inAppearance(_ appearance: Appearance) -> Element {
        var element = self
        element.backgroundColor = backgroundColor?.resolved(in: appearance)
        switch kind {
        case .label(var label):
            label.textColor = label.textColor.resolved(in: appearance)
            element.kind = .label(label)
        case .textView(var textView):
            textView.textColor = textView.textColor.resolved(in: appearance)
            element.kind = .textView(textView)
        case .table(var table):
            table.dataSource = AppearanceTableSource(base: table.dataSource, appearance: appearance)
            table.headerView = table.headerView?.inAppearance(appearance)
            table.footerView = table.footerView?.inAppearance(appearance)
            element.kind = .table(table)
        case .grid(var grid):
            grid.cells = grid.cells.map { cell in
                var cell = cell
                cell.elements = cell.elements.map { $0.inAppearance(appearance) }
                return cell
            }
            element.kind = .grid(grid)
        case .view, .image, .button, .textField, .webView, .switchControl, .slider, .stepper, .scrollView, .segmentedControl:
            break
        }
        element.children = children.map { $0.inAppearance(appearance) }
        return element
    }
}

/// A table's data source in an appearance: each cell's elements resolved as the renderer asks
/// for it, so a table of a million rows stays lazy.
struct AppearanceTableSource: TableDataSourceWrapper {
    let base: any TableDataSource
    let appearance: Appearance

    func cell(at indexPath: TableIndexPath) -> TableCell {
        var cell = base.cell(at: indexPath)
        cell.accessoryView = cell.accessoryView?.inAppearance(appearance)
        cell.contentElements = cell.contentElements.map { $0.inAppearance(appearance) }
        cell.cellElements = cell.cellElements.map { $0.inAppearance(appearance) }
        return cell
    }
}
