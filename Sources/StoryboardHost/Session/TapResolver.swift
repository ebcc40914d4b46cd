import Foundation
import Navigation
import Presentation

/// Turns what a user typed after `tap` into the touch it means on the current screen.
///
/// A number taps an alert button when an alert is up, else a grid item when the screen shows a
/// grid, else a row of the table's first section. A title is looked up, in this order, among the
/// alert's buttons, the navigation bar's buttons, the tabs, the content's buttons, the buttons
/// in the cells of the rows that show, the text fields (by name or placeholder), the grid's
/// captions and the table's rows (their texts), ignoring case; then, when nothing is called
/// that, the one title on screen that starts with it (`tap Azure`). `<title> in 0.1` looks only
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
        case .accessory(let indexPath):
            return .tapAccessory(indexPath)
        case .outside:
            return .tapOutside
        case .deleteButton(let indexPath):
            return .tapDelete(indexPath)
        case .editingControl(let indexPath):
            return .tapEditingControl(indexPath)
        case .index(let index):
            if screen.alert != nil { return .tapAlertButton(index) }
            if inspector.grid != nil { return .tapGridItem(index) }
            return .tapRow(TableIndexPath(row: index, section: 0))
        case .title(let title):
            if let disabled = disabledControl(called: title, inspector: inspector) { throw disabled }
            if let action = match(title, inspector: inspector) { return action }
            if let action = try matchByStart(title, inspector: inspector) { return action }
            throw .noMatch(title, candidates: tappableTitles, rowNumbers: screen.alert == nil && (inspector.table != nil || inspector.grid != nil))
        case let .titleInRow(title, row):
            guard inspector.visibleRows.contains(where: { $0.indexPath == row }) else { throw .rowNotVisible(row) }
            let buttons = cellButtons(inspector).filter { $0.row == row }
            if let button = buttons.first(where: { Self.isCalled($0, title) }) {
                guard button.isEnabled else { throw .disabled(DisabledControl(Self.buttonTitle(button), on: screen)) }
                return .tapCellButton(button.name, row: row)
            }
            // A text field of the cell, by its name or placeholder (a form's field).
            let wanted = title.lowercased()
            let fields =
                inspector.visibleRows.first { $0.indexPath == row }?.elements.compactMap { element -> (name: String, placeholder: String?)? in
                    if case .textField(let field) = element.kind, field.isEnabled { return (element.name, field.placeholder) }
                    return nil
                } ?? []
            if let field = fields.first(where: { $0.name.lowercased() == wanted || $0.placeholder?.lowercased() == wanted }) {
                return .tapCellTextField(field.name, row: row)
            }
            throw .noMatch(title + " in \(row)", candidates: buttons.map(Self.buttonTitle) + fields.map(\.name), rowNumbers: false)
        }
    }

    private func match(_ title: String, inspector: ScreenInspector) -> UserAction? {
        let wanted = title.lowercased()
        // A title cut with "…" (as a row or the wireframe shows it) names the text it starts.
        let cutPrefix: String? = wanted.hasSuffix("…") ? String(wanted.dropLast()) : wanted.hasSuffix("...") ? String(wanted.dropLast(3)) : nil
        func same(_ text: String?) -> Bool {
            guard let text = text?.lowercased() else { return false }
            if text == wanted { return true }
            if let cutPrefix, !cutPrefix.isEmpty { return text.hasPrefix(cutPrefix) }
            return false
        }
        if let alert = screen.alert {
            return alert.buttons.firstIndex { same($0.title) }.map(UserAction.tapAlertButton)
        }
        if let bar = screen.navigationBar {
            if same(bar.backButtonTitle), bar.leftItems.isEmpty { return .tapBack }
            if let button = (bar.leftItems + bar.rightItems).first(where: { $0.isEnabled && Self.names(of: $0).contains { same($0) } }) {
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
            let index = grid.cells.firstIndex(where: { cell in cell.elements.contains { same(Self.text(of: $0)) } })
        {
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

    /// The one thing on screen whose title starts with `start` (ignoring case), as Tab would
    /// complete it: `tap Azure` taps "Azure for iOS Apps". Nil when nothing starts so; an
    /// error listing them when several do.
    /// - Complexity: O(*n*) in the elements and rows that show.
    private func matchByStart(_ start: String, inspector: ScreenInspector) throws(TapResolutionError) -> UserAction? {
        let wanted = start.lowercased()
        guard !wanted.isEmpty else { return nil }
        let titles = tappableTitles(namingRows: false).filter { $0.lowercased().hasPrefix(wanted) }
        guard let only = titles.first else { return nil }
        guard titles.count == 1 else { throw .ambiguous(start, matches: titles) }
        return match(only, inspector: inspector)
    }

    /// Everything a `tap <title>` reaches now, each once, in the order a user reads the screen:
    /// the alert's buttons alone when one is up; else the back button, the bar buttons that are
    /// enabled, the tabs, the buttons, the buttons in cells (`Reset in 3.0`), the text fields,
    /// the grid's captions and the titles of the rows that show.
    /// - Complexity: O(*n*) in the elements and rows that show.
    var tappableTitles: [String] { tappableTitles(namingRows: true) }

    /// ``tappableTitles``; a button in a cell followed by its row (`Reset in 3.0`) when
    /// `namingRows`, else by its title alone.
    private func tappableTitles(namingRows: Bool) -> [String] {
        if let alert = screen.alert { return Self.unique(alert.buttons.map(\.title)) }
        let inspector = ScreenInspector(screen)
        var names: [String] = []
        if let bar = screen.navigationBar {
            if bar.leftItems.isEmpty, let back = bar.backButtonTitle { names.append(back) }
            names += (bar.leftItems + bar.rightItems).filter(\.isEnabled).map { $0.title ?? ($0.id.isEmpty ? "+" : $0.id) }
        }
        names += screen.tabBar?.items.map(\.title) ?? []
        names += inspector.allElements().compactMap { element in
            if case .button(let button) = element.kind, button.isEnabled { return button.title }
            return nil
        }
        names += cellButtons(inspector).map { Self.buttonTitle($0) + (namingRows ? $0.row.map { " in \($0)" } ?? "" : "") }
        names += inspector.textFieldNames
        if let grid = inspector.grid {
            names += grid.cells.compactMap { cell in cell.elements.lazy.compactMap(Self.text(of:)).first }
        }
        names += inspector.visibleRows.compactMap { Self.texts(of: $0.cell).first }
        return Self.unique(names.filter { !$0.isEmpty })
    }

    /// The control `title` names when it is there but disabled: an error saying so (and why,
    /// when the screen shows work in progress); nil otherwise.
    private func disabledControl(called title: String, inspector: ScreenInspector) -> TapResolutionError? {
        guard screen.alert == nil else { return nil }
        let wanted = title.lowercased()
        func disabled(_ title: String) -> TapResolutionError { .disabled(DisabledControl(title, on: screen)) }
        if let bar = screen.navigationBar,
            let button = (bar.leftItems + bar.rightItems).first(where: { button in Self.names(of: button).contains { $0.lowercased() == wanted } }),
            !button.isEnabled
        {
            return disabled(button.title ?? button.id)
        }
        for element in inspector.allElements() {
            if case .button(let button) = element.kind, !button.isEnabled,
                button.title.lowercased() == wanted || element.name.lowercased() == wanted
            {
                return disabled(button.title)
            }
        }
        let cellMatches = cellButtons(inspector).filter { Self.isCalled($0, title) }
        if !cellMatches.isEmpty, cellMatches.allSatisfy({ !$0.isEnabled }), let first = cellMatches.first {
            return disabled(Self.buttonTitle(first))
        }
        return nil
    }

    /// The names that tap a bar button: its id, its title, its system item, and "+" for an
    /// icon drawn as `[+]`.
    private static func names(of button: BarButton) -> [String] {
        button.tapNames + (button.title == nil ? ["+"] : [])
    }

    /// `names` without repeats (ignoring case), in their order.
    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0.lowercased()).inserted }
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
    /// Nothing on screen is called that; `candidates` is what can be tapped, and
    /// `rowNumbers` whether a row or item number can be too.
    case noMatch(String, candidates: [String], rowNumbers: Bool)
    /// The control is there but disabled.
    case disabled(DisabledControl)
    /// Several titles on screen start with what was typed.
    case ambiguous(String, matches: [String])
    /// `... in <row>` named a row that is not on screen.
    case rowNotVisible(TableIndexPath)

    var description: String {
        switch self {
        case let .noMatch(title, candidates, rowNumbers):
            let quoted = candidates.map { "\"\(TerminalText.echo($0))\"" }
            let list =
                quoted.isEmpty
                ? (rowNumbers ? " Tap a row by its number." : " Nothing here can be tapped.")
                : " Try one of: " + quoted.joined(separator: ", ") + (rowNumbers ? ", or a row number." : ".")
            return "Nothing on screen is called \"\(TerminalText.echo(title))\".\(list)"
        case let .ambiguous(start, matches):
            let quoted = matches.map { "\"\(TerminalText.echo($0))\"" }
            return "Several things start with \"\(TerminalText.echo(start))\": " + quoted.joined(separator: ", ") + ". Type more of one."
        case .rowNotVisible(let row):
            return "Row \(row) is not on screen: scroll to it first (`scroll <y>`)."
        case .disabled(let control):
            return control.message(use: "tapped")
        }
    }
}
