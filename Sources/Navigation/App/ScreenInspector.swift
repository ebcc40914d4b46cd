import Presentation

/// Answers what a user can touch on a rendered `Screen`: the table, grid, buttons, text
/// field and scrolling view it shows, and the controls (switches, segmented controls, sliders,
/// steppers, buttons) in the content and in the cells of the table rows that show. What can be
/// touched is what the screen shows, so a touch can never reach data that is not on screen: a
/// control in a row scrolled out of view is out of reach until the table scrolls to it.
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

    /// The gesture recognizers of the views on screen, by name, each once.
    /// - Complexity: O(elements).
    public var gestureNames: [String] {
        var names: [String] = []
        for element in allElements() {
            for gesture in element.gestures where !names.contains(gesture) { names.append(gesture) }
        }
        return names
    }

    /// The enabled text fields in the content, by element name: the ones a tap can focus.
    /// - Complexity: O(elements).
    public var textFieldNames: [String] {
        allElements().compactMap { element in
            if case .textField(let field) = element.kind, field.isEnabled { return element.name }
            return nil
        }
    }

    /// The element names of the editable text views in the content: a tap focuses one as it
    /// does a text field (``UserAction/tapTextField(_:)``).
    /// - Complexity: O(elements).
    public var textViewNames: [String] {
        allElements().compactMap { element in
            if case .textView(let view) = element.kind, view.isEditable { return element.name }
            return nil
        }
    }

    /// The focused text field's element name and content, if any.
    /// - Complexity: O(elements).
    public var focusedTextField: (name: String, field: TextField)? {
        for element in allElements() + visibleRows.flatMap(\.elements) {
            if case .textField(let field) = element.kind, field.isFocused, field.isEnabled {
                return (element.name, field)
            }
        }
        return nil
    }

    /// The rows of the screen's table (the first, as ``table``) that show, with their cells'
    /// elements.
    /// - Complexity: O(elements + sections + visible rows).
    public var visibleRows: [VisibleRow] {
        guard
            let name = firstElement({ element -> String? in
                if case .table = element.kind { return element.name } else { return nil }
            })
        else { return [] }
        return screen.visibleRows.filter { $0.tableName == name }
    }

    /// The controls a user can reach: those in the content (depth first), then those in the
    /// cells of the table's visible rows, top to bottom.
    /// - Complexity: O(elements + sections + visible rows).
    public var controls: [ScreenControl] {
        allElements().compactMap { ScreenControl($0, row: nil) }
            + visibleRows.flatMap { row in row.elements.compactMap { ScreenControl($0, row: row.indexPath) } }
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
        case .swipeDown:
            guard screen.isPageSheet else { throw .noPageSheet }
        case .tapTab(let index):
            guard let tabBar = screen.tabBar else { throw .noTabBar }
            guard tabBar.items.indices.contains(index) else { throw .tabOutOfRange(index, count: tabBar.items.count) }
        case .tapBarButton(let id):
            guard barButtonIDs.contains(id) else { throw .noBarButton(id, available: barButtonIDs) }
        case .tapRow(let indexPath):
            try checkRowExists(indexPath)
        case .tapAccessory(let indexPath):
            try checkRowExists(indexPath)
            guard table?.dataSource.cell(at: indexPath).accessory == .detailDisclosureButton else { throw .noAccessoryButton(indexPath) }
        case .tapGridItem(let index):
            guard let grid else { throw .noGrid }
            guard grid.cells.indices.contains(index) else { throw .gridItemOutOfRange(index, count: grid.cells.count) }
        case .tapButton(let name):
            guard buttonNames.contains(name) else { throw .noButton(name, available: buttonNames) }
        case .performGesture(let name):
            let gestures = gestureNames
            guard gestures.contains(name) else { throw .noGesture(name, available: gestures) }
        case .tapTextField(let name):
            let inputs = textFieldNames + textViewNames
            guard inputs.contains(name) else { throw .noTextField(name, available: inputs) }
        case .typeText, .replaceText, .tapReturn:
            guard screen.focusedInput == nil else { return }
            let fields = textFieldNames + textViewNames
            throw fields.isEmpty ? .noFocusedTextField : .textFieldNotFocused(available: fields)
        case .scroll(let y):
            guard y.isFinite else { throw .invalidScrollOffset(y) }
            guard hasScrollingContent else { throw .nothingToScroll }
        case let .toggleSwitch(name, isOn, row):
            let found = try enabledControl(name, row: row, kinds: [.switchControl])
            guard case .switchControl(let control) = found.element.kind, control.isOn != isOn else { throw .switchAlreadySet(name, isOn: isOn) }
        case let .selectSegment(name, index, row):
            let found = try enabledControl(name, row: row, kinds: [.segmentedControl])
            guard case .segmentedControl(let control) = found.element.kind else { return }
            guard control.segments.indices.contains(index) else { throw .segmentOutOfRange(name, index: index, count: control.segments.count) }
            guard control.selectedSegment != index else { throw .segmentAlreadySelected(name, index: index) }
        case let .setValue(name, value, row):
            let found = try enabledControl(name, row: row, kinds: [.slider, .stepper])
            try checkValue(value, of: found)
        case let .tapCellButton(name, row):
            _ = try enabledControl(name, row: row, kinds: [.button])
        case let .tapCellTextField(name, row):
            try checkRowExists(row)
            guard let visible = visibleRows.first(where: { $0.indexPath == row }) else { throw .rowNotVisible(row) }
            let fields = visible.elements.compactMap { element -> String? in
                switch element.kind {
                case .textField(let field) where field.isEnabled: return element.name
                case .textView(let view) where view.isEditable: return element.name
                default: return nil
                }
            }
            guard fields.contains(name) else { throw .noTextField(name, available: fields) }
        case .tapOutside:
            break
        case .swipeRow(let row):
            try checkVisibleRow(row)
            guard table?.editing.isEditing == false else { throw .editMode(required: false) }
            let style = table?.dataSource.editingStyle(at: row) ?? .none
            guard style == .delete else { throw .rowNotEditable(row, style: style) }
        case .tapDelete(let row):
            try checkVisibleRow(row)
            guard table?.editing.deleteConfirmation == row else { throw .noDeleteButton(row) }
        case .tapEditingControl(let row):
            try checkVisibleRow(row)
            guard table?.editing.isEditing == true else { throw .editMode(required: true) }
            let style = table?.dataSource.editingStyle(at: row) ?? .none
            guard style != .none else { throw .rowNotEditable(row, style: style) }
        case let .moveRow(from, to):
            try checkVisibleRow(from)
            guard let table, table.editing.isEditing else { throw .editMode(required: true) }
            guard table.dataSource.canMoveRow(at: from) else { throw .rowNotMovable(from) }
            // The destination counts rows with the moved one taken out of its section.
            guard to.section >= 0, to.section < table.dataSource.numberOfSections else { throw .rowOutOfRange(to, rowsInSection: nil) }
            let rows = table.dataSource.numberOfRows(inSection: to.section) - (to.section == from.section ? 1 : 0)
            guard to.row >= 0, to.row <= rows else { throw .rowOutOfRange(to, rowsInSection: rows + 1) }
        }
    }

    /// Checks that `indexPath` is a row of the screen's table that shows.
    private func checkVisibleRow(_ indexPath: TableIndexPath) throws(UserActionError) {
        try checkRowExists(indexPath)
        guard visibleRows.contains(where: { $0.indexPath == indexPath }) else { throw .rowNotVisible(indexPath) }
    }

    /// Checks that `indexPath` is a row of the screen's table.
    private func checkRowExists(_ indexPath: TableIndexPath) throws(UserActionError) {
        guard let table else { throw .noTable }
        let source = table.dataSource
        guard indexPath.section >= 0, indexPath.section < source.numberOfSections else {
            throw .rowOutOfRange(indexPath, rowsInSection: nil)
        }
        let rows = source.numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else { throw .rowOutOfRange(indexPath, rowsInSection: rows) }
    }

    /// The enabled control of one of `kinds` called `name`: in the content when `row` is nil,
    /// else in the cell of `row`, which must show.
    private func enabledControl(_ name: String, row: TableIndexPath?, kinds: [ControlKind]) throws(UserActionError) -> ScreenControl {
        let found = try control(name, row: row, kinds: kinds)
        guard found.isEnabled else { throw .controlDisabled(name, kind: found.kind) }
        return found
    }

    private func control(_ name: String, row: TableIndexPath?, kinds: [ControlKind]) throws(UserActionError) -> ScreenControl {
        if let row {
            try checkRowExists(row)
            guard let visible = visibleRows.first(where: { $0.indexPath == row }) else { throw .rowNotVisible(row) }
            let candidates = visible.elements.compactMap { ScreenControl($0, row: row) }.filter { kinds.contains($0.kind) }
            guard let found = candidates.first(where: { $0.name == name }) else {
                throw .noControl(name, kinds: kinds, row: row, available: candidates.map(\.description))
            }
            return found
        }
        let candidates = controls.filter { kinds.contains($0.kind) }
        if let found = candidates.first(where: { $0.row == nil && $0.name == name }) { return found }
        let inCells = candidates.filter { $0.name == name }
        if let first = inCells.first { throw .controlInCell(name, kind: first.kind, rows: inCells.compactMap(\.row)) }
        throw .noControl(name, kinds: kinds, row: nil, available: candidates.map(\.description))
    }

    /// Checks that the slider or stepper `control` can be set to `value` and does not read it.
    private func checkValue(_ value: Double, of control: ScreenControl) throws(UserActionError) {
        switch control.element.kind {
        case .slider(let slider):
            guard value.isFinite, slider.range.contains(value) else { throw .valueOutOfRange(control.name, value: value, range: slider.range) }
            guard value != slider.value else { throw .valueUnchanged(control.name, value: value) }
        case .stepper(let stepper):
            guard value.isFinite, stepper.range.contains(value) else { throw .valueOutOfRange(control.name, value: value, range: stepper.range) }
            guard value != stepper.value else { throw .valueUnchanged(control.name, value: value) }
            guard stepper.canReach(value) else {
                throw .valueNotOnStep(control.name, value: value, current: stepper.value, step: stepper.stepValue)
            }
        default:
            break
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
            if case .table(let table) = element.kind {
                // The table's header and footer views hold controls too (a form's field above its rows).
                stack.append(contentsOf: [table.footerView, table.headerView].compactMap { $0 })
            }
        }
        return result
    }
}
