import Presentation

/// Answers what a user can touch on a rendered ``Screen``: the table, grid, buttons, text
/// field and scrolling view it shows. What can be tapped is what the screen shows, so a tap
/// can never reach data that is not on screen.
///
/// ``validate(_:)`` is the one place the touch rules live (UIKit's hit testing and modal
/// alerts): ``AppHost`` and the demo host call it before an app sees a touch, so a reducer
/// never checks whether an alert is up.
public struct ScreenInspector: Sendable {
    /// The screen inspected.
    public let screen: Screen

    /// Creates an inspector of `screen`.
    public init(_ screen: Screen) {
        self.screen = screen
    }

    /// The first table in the content, depth first.
    /// - Complexity: O(elements).
    public var table: TableView? {
        firstElement { if case .table(let table) = $0.kind { return table } else { return nil } }
    }

    /// The first grid in the content.
    /// - Complexity: O(elements).
    public var grid: GridView? {
        firstElement { if case .grid(let grid) = $0.kind { return grid } else { return nil } }
    }

    /// The enabled buttons in the content, by element name.
    /// - Complexity: O(elements).
    public var buttonNames: [String] {
        allElements().compactMap { element in
            if case .button(let button) = element.kind, button.isEnabled { return element.name }
            return nil
        }
    }

    /// The enabled text fields in the content, by element name: the ones a tap can focus.
    /// - Complexity: O(elements).
    public var textFieldNames: [String] {
        allElements().compactMap { element in
            if case .textField(let field) = element.kind, field.isEnabled { return element.name }
            return nil
        }
    }

    /// The focused text field's element name and content, if any.
    /// - Complexity: O(elements).
    public var focusedTextField: (name: String, field: TextField)? {
        for element in allElements() {
            if case .textField(let field) = element.kind, field.isFocused, field.isEnabled {
                return (element.name, field)
            }
        }
        return nil
    }

    /// Whether the content holds a table, grid or scroll view.
    public var hasScrollingContent: Bool {
        allElements().contains { element in
            switch element.kind {
            case .table, .grid, .scrollView: return true
            default: return false
            }
        }
    }

    /// The enabled navigation bar buttons' ids.
    public var barButtonIDs: [String] {
        guard let bar = screen.navigationBar else { return [] }
        return (bar.leftItems + bar.rightItems).filter(\.isEnabled).map(\.id)
    }

    /// Checks that `action` can happen on this screen.
    /// - Throws: ``UserActionError`` saying why not.
    /// - Complexity: O(elements).
    public func validate(_ action: UserAction) throws(UserActionError) {
        if let alert = screen.alert {
            guard case .tapAlertButton(let index) = action else { throw .blockedByAlert(title: alert.title) }
            guard alert.buttons.indices.contains(index) else { throw .alertButtonOutOfRange(index, count: alert.buttons.count) }
            return
        }
        switch action {
        case .tapAlertButton:
            throw .noAlert
        case .tapBack:
            guard let bar = screen.navigationBar, bar.leftItems.isEmpty, bar.backButtonTitle != nil else { throw .noBackButton }
        case .tapTab(let index):
            guard let tabBar = screen.tabBar else { throw .noTabBar }
            guard tabBar.items.indices.contains(index) else { throw .tabOutOfRange(index, count: tabBar.items.count) }
        case .tapBarButton(let id):
            guard barButtonIDs.contains(id) else { throw .noBarButton(id, available: barButtonIDs) }
        case .tapRow(let indexPath):
            guard let table else { throw .noTable }
            let source = table.dataSource
            guard indexPath.section >= 0, indexPath.section < source.numberOfSections else {
                throw .rowOutOfRange(indexPath, rowsInSection: nil)
            }
            let rows = source.numberOfRows(inSection: indexPath.section)
            guard indexPath.row >= 0, indexPath.row < rows else { throw .rowOutOfRange(indexPath, rowsInSection: rows) }
        case .tapGridItem(let index):
            guard let grid else { throw .noGrid }
            guard grid.cells.indices.contains(index) else { throw .gridItemOutOfRange(index, count: grid.cells.count) }
        case .tapButton(let name):
            guard buttonNames.contains(name) else { throw .noButton(name, available: buttonNames) }
        case .tapTextField(let name):
            guard textFieldNames.contains(name) else { throw .noTextField(name, available: textFieldNames) }
        case .typeText, .replaceText:
            guard focusedTextField == nil else { return }
            let fields = textFieldNames
            throw fields.isEmpty ? .noFocusedTextField : .textFieldNotFocused(available: fields)
        case .scroll(let y):
            guard y.isFinite else { throw .invalidScrollOffset(y) }
            guard hasScrollingContent else { throw .nothingToScroll }
        }
    }

    private func firstElement<T>(_ match: (Element) -> T?) -> T? {
        for element in allElements() {
            if let found = match(element) { return found }
        }
        return nil
    }

    /// The content's visible elements, depth first (hidden ones and their children skipped).
    /// - Complexity: O(elements).
    public func allElements() -> [Element] {
        var result: [Element] = []
        var stack = Array(screen.content.reversed())
        while let element = stack.popLast() {
            if element.isHidden { continue }
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}
