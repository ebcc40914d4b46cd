import Foundation
import Navigation
import Presentation

/// Turns what a user typed after `tap` into the touch it means on the current screen.
///
/// A number taps an alert button when an alert is up, else a grid item when the screen shows a
/// grid, else a row of the table's first section. A title is looked up, in this order, among the
/// alert's buttons, the navigation bar's buttons, the tabs, the content's buttons, the buttons
/// in the cells of the rows that show, the text fields (by name or placeholder), the grid's
/// captions and the table's rows (their texts), ignoring case; `<title> in 0.1` looks only
/// among the buttons of that row's cell.
struct TapResolver {
    let screen: Screen

    /// The most rows searched for a title, so a huge table cannot stall the session.
    static let rowSearchLimit = 10_000

    func resolve(_ target: HostCommand.TapTarget) throws(TapResolutionError) -> UserAction {
        let inspector = ScreenInspector(screen)
        switch target {
        case .indexPath(let indexPath):
            return .tapRow(indexPath)
        case .index(let index):
            if screen.alert != nil { return .tapAlertButton(index) }
            if inspector.grid != nil { return .tapGridItem(index) }
            return .tapRow(TableIndexPath(row: index, section: 0))
        case .title(let title):
            if let action = match(title, inspector: inspector) { return action }
            throw .noMatch(title, candidates: candidates(inspector: inspector))
        case let .titleInRow(title, row):
            let buttons = cellButtons(inspector).filter { $0.row == row }
            if let button = buttons.first(where: { Self.isCalled($0, title) }) { return .tapCellButton(button.name, row: row) }
            throw .noMatch(title + " in \(row)", candidates: buttons.map(Self.buttonTitle))
        }
    }

    private func match(_ title: String, inspector: ScreenInspector) -> UserAction? {
        let wanted = title.lowercased()
        func same(_ text: String?) -> Bool { text?.lowercased() == wanted }
        if let alert = screen.alert {
            return alert.buttons.firstIndex { same($0.title) }.map(UserAction.tapAlertButton)
        }
        if let bar = screen.navigationBar {
            if same(bar.backButtonTitle), bar.leftItems.isEmpty { return .tapBack }
            if let button = (bar.leftItems + bar.rightItems).first(where: { $0.tapNames.contains { same($0) } }) {
                return .tapBarButton(button.id)
            }
        }
        if let index = screen.tabBar?.items.firstIndex(where: { same($0.title) }) { return .tapTab(index) }
        for element in inspector.allElements() {
            if case .button(let button) = element.kind, same(button.title) || same(element.name) { return .tapButton(element.name) }
        }
        if let button = cellButtons(inspector).first(where: { Self.isCalled($0, title) }), let row = button.row {
            return .tapCellButton(button.name, row: row)
        }
        for element in inspector.allElements() {
            if case .textField(let field) = element.kind, same(element.name) || same(field.placeholder) {
                return .tapTextField(element.name)
            }
        }
        if let grid = inspector.grid,
           let index = grid.cells.firstIndex(where: { cell in cell.elements.contains { same(Self.text(of: $0)) } }) {
            return .tapGridItem(index)
        }
        if let table = inspector.table {
            var searched = 0
            for section in 0..<max(0, table.dataSource.numberOfSections) {
                for row in 0..<max(0, table.dataSource.numberOfRows(inSection: section)) {
                    searched += 1
                    if searched > Self.rowSearchLimit { return nil }
                    let indexPath = TableIndexPath(row: row, section: section)
                    if Self.texts(of: table.dataSource.cell(at: indexPath)).contains(where: same) { return .tapRow(indexPath) }
                }
            }
        }
        return nil
    }

    private func candidates(inspector: ScreenInspector) -> [String] {
        if let alert = screen.alert { return alert.buttons.map(\.title) }
        var names: [String] = []
        if let bar = screen.navigationBar {
            if bar.leftItems.isEmpty, let back = bar.backButtonTitle { names.append(back) }
            names += (bar.leftItems + bar.rightItems).map { $0.title ?? $0.id }
        }
        names += screen.tabBar?.items.map(\.title) ?? []
        names += inspector.allElements().compactMap { element in
            if case .button(let button) = element.kind { return button.title }
            return nil
        }
        names += cellButtons(inspector).map { Self.buttonTitle($0) + ($0.row.map { " in \($0)" } ?? "") }
        names += inspector.textFieldNames
        return names
    }

    /// The buttons in the cells of the rows that show.
    private func cellButtons(_ inspector: ScreenInspector) -> [ScreenControl] {
        inspector.controls.filter { $0.kind == .button && $0.row != nil }
    }

    /// Whether `button`'s title or name is `title`, ignoring case.
    private static func isCalled(_ button: ScreenControl, _ title: String) -> Bool {
        buttonTitle(button).lowercased() == title.lowercased() || button.name.lowercased() == title.lowercased()
    }

    private static func buttonTitle(_ button: ScreenControl) -> String {
        if case .button(let model) = button.element.kind { return model.title }
        return button.name
    }

    private static func text(of element: Element) -> String? {
        if case .label(let label) = element.kind { return label.text }
        return nil
    }

    private static func texts(of cell: TableCell) -> [String] {
        var texts = [cell.text, cell.detailText].compactMap { $0 }
        texts += (cell.contentElements + cell.cellElements).compactMap(text(of:))
        return texts
    }
}

/// A tap target the screen does not show.
enum TapResolutionError: Error, Equatable, CustomStringConvertible {
    case noMatch(String, candidates: [String])

    var description: String {
        switch self {
        case let .noMatch(title, candidates):
            let list = candidates.isEmpty ? "" : " Try one of: " + candidates.map { "\"\(TerminalText.echo($0))\"" }.joined(separator: ", ") + ", or a row number."
            return "Nothing on screen is called \"\(TerminalText.echo(title))\".\(list)"
        }
    }
}
