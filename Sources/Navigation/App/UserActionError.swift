import Presentation

/// Why a user action cannot happen on the screen as it is; the state stays unchanged.
public enum UserActionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An alert is up: only its buttons respond.
    case blockedByAlert(title: String)
    /// There is no alert to tap a button of.
    case noAlert
    /// The alert has no button at that index.
    case alertButtonOutOfRange(Int, count: Int)
    /// The screen has no back button (a stack's root, or a custom left item).
    case noBackButton
    /// A swipe down where no page sheet is shown.
    case noPageSheet
    /// The screen has no tab bar.
    case noTabBar
    /// The tab bar has no item at that index.
    case tabOutOfRange(Int, count: Int)
    /// The navigation bar has no enabled button with that id.
    case noBarButton(String, available: [String])
    /// The screen shows no table.
    case noTable
    /// The table has no such row.
    case rowOutOfRange(TableIndexPath, rowsInSection: Int?)
    /// The row's cell shows no detail disclosure button.
    case noAccessoryButton(TableIndexPath)
    /// No view on screen has a gesture recognizer of that name.
    case noGesture(String, available: [String])
    /// The screen shows no grid.
    case noGrid
    /// The grid has no item at that index.
    case gridItemOutOfRange(Int, count: Int)
    /// The screen has no enabled button with that name.
    case noButton(String, available: [String])
    /// No text field is focused, and the screen shows none that could be: nothing here takes
    /// typing.
    case noFocusedTextField
    /// No text field is focused; these ones could be, with a tap (``UserAction/tapTextField(_:)``).
    case textFieldNotFocused(available: [String])
    /// The screen shows no enabled text field with that name.
    case noTextField(String, available: [String])
    /// Nothing on the screen scrolls.
    case nothingToScroll
    /// The offset is not a finite number.
    case invalidScrollOffset(Double)
    /// The screen shows no control of these kinds with that name: in the content (`row` nil)
    /// or in the cell of `row`. `available` names those it shows (`volume`, `enabled in 0.1`).
    case noControl(String, kinds: [ControlKind], row: TableIndexPath?, available: [String])
    /// The control is in a table cell, so the touch must say which row's (`row:`).
    case controlInCell(String, kind: ControlKind, rows: [TableIndexPath])
    /// The row exists but is scrolled out of view: nothing in its cell can be touched.
    case rowNotVisible(TableIndexPath)
    /// The control is disabled.
    case controlDisabled(String, kind: ControlKind)
    /// The switch is already in that position.
    case switchAlreadySet(String, isOn: Bool)
    /// The segmented control has no segment at that index.
    case segmentOutOfRange(String, index: Int, count: Int)
    /// The segment is already selected (tapping it again sends nothing).
    case segmentAlreadySelected(String, index: Int)
    /// The slider or stepper cannot hold the value: it is outside its range, or not a number.
    case valueOutOfRange(String, value: Double, range: ValueRange)
    /// Taps on the stepper's − and + cannot make it read the value: it is not a whole number
    /// of steps from the value it shows.
    case valueNotOnStep(String, value: Double, current: Double, step: Double)
    /// The slider or stepper already reads the value.
    case valueUnchanged(String, value: Double)
    /// The row cannot be edited that way: its data source gives it `style` (`none`: not at
    /// all; a swipe needs `delete`).
    case rowNotEditable(TableIndexPath, style: CellEditingStyle)
    /// The touch needs the table in edit mode (the Edit button), or out of it (a swipe).
    case editMode(required: Bool)
    /// The row shows no Delete button: swipe it, or tap its minus in edit mode, first.
    case noDeleteButton(TableIndexPath)
    /// The row shows no reorder grip (its data source cannot move it).
    case rowNotMovable(TableIndexPath)

    /// A sentence saying what went wrong and what is possible instead.
    public var description: String {
        switch self {
        case .blockedByAlert(let title):
            return "The alert \(TextQuote.quoted(title)) is up: only its buttons respond."
        case .noAlert:
            return "There is no alert on screen."
        case .noPageSheet:
            return "Nothing here is dismissed by a swipe down: only a page sheet is."
        case let .alertButtonOutOfRange(index, count):
            return "The alert has \(count) button\(count == 1 ? "" : "s"); there is no button \(index)."
        case .noBackButton:
            return "This screen has no back button."
        case .noTabBar:
            return "This screen has no tab bar."
        case let .tabOutOfRange(index, count):
            return "The tab bar has \(count) tab\(count == 1 ? "" : "s"); there is no tab \(index)."
        case let .noBarButton(id, available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "The navigation bar has no button \(TextQuote.quoted(id)) (available: \(list))."
        case .noTable:
            return "This screen shows no table."
        case let .rowOutOfRange(indexPath, rows):
            if let rows {
                return "Section \(indexPath.section) has \(rows) row\(rows == 1 ? "" : "s"); there is no row \(indexPath.row)."
            }
            return "The table has no section \(indexPath.section)."
        case .noAccessoryButton(let row):
            return "The cell of row \(row) shows no detail disclosure button to tap."
        case let .noGesture(name, available):
            return "No view on this screen has the gesture \"\(name)\""
                + (available.isEmpty ? " (it has none)." : " (available: \(available.joined(separator: ", "))).")
        case .noGrid:
            return "This screen shows no grid."
        case let .gridItemOutOfRange(index, count):
            return "The grid has \(count) item\(count == 1 ? "" : "s"); there is no item \(index)."
        case let .noButton(name, available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "This screen has no button \(TextQuote.quoted(name)) (available: \(list))."
        case .noFocusedTextField:
            return "This screen has no text field or text view to type into."
        case .textFieldNotFocused(let available):
            let names = available.map(TextQuote.quoted).joined(separator: ", ")
            return "No text field has the focus: tap \(available.count == 1 ? "the text field" : "one of the text fields") \(names) first."
        case let .noTextField(name, available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "This screen has no text field \(TextQuote.quoted(name)) (available: \(list))."
        case .nothingToScroll:
            return "Nothing on this screen scrolls."
        case .invalidScrollOffset(let value):
            return "\(value) is not a scroll offset."
        case let .noControl(name, kinds, row, available):
            let kind = kinds.map(\.description).joined(separator: " or ")
            let place = row.map { "Row \($0)'s cell" } ?? "This screen"
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "\(place) has no \(kind) \(TextQuote.quoted(name)) (available: \(list))."
        case let .controlInCell(name, kind, rows):
            let list = rows.map(\.description).joined(separator: ", ")
            return "The \(kind) \(TextQuote.quoted(name)) is in a table cell (row\(rows.count == 1 ? "" : "s") \(list)): say which row's."
        case .rowNotVisible(let indexPath):
            return "Row \(indexPath) is scrolled out of view: scroll to it before touching its cell."
        case let .controlDisabled(name, kind):
            return "The \(kind) \(TextQuote.quoted(name)) is disabled."
        case let .switchAlreadySet(name, isOn):
            return "The switch \(TextQuote.quoted(name)) is already \(isOn ? "on" : "off")."
        case let .segmentOutOfRange(name, index, count):
            return "The segmented control \(TextQuote.quoted(name)) has \(count) segment\(count == 1 ? "" : "s"); there is no segment \(index)."
        case let .segmentAlreadySelected(name, index):
            return "Segment \(index) of \(TextQuote.quoted(name)) is already selected."
        case let .valueOutOfRange(name, value, range):
            return "\(TextQuote.quoted(name)) cannot be set to \(ValueFormat.string(value)): its range is \(range)."
        case let .valueNotOnStep(name, value, current, step):
            return
                "The stepper \(TextQuote.quoted(name)) reads \(ValueFormat.string(current)) and moves in steps of \(ValueFormat.string(step)): it cannot read \(ValueFormat.string(value))."
        case let .rowNotEditable(row, style):
            return style == .none
                ? "Row \(row) cannot be edited: its data source gives it no editing style."
                : "Row \(row) has the editing style \(style.rawValue): a swipe reveals Delete only on a row that can be deleted."
        case .editMode(let required):
            return required
                ? "The table is not in edit mode: tap its Edit button first." : "The table is in edit mode: a swipe does nothing there (tap Done first)."
        case .noDeleteButton(let row):
            return "Row \(row) shows no Delete button: swipe the row (or tap its minus in edit mode) first."
        case .rowNotMovable(let row):
            return "Row \(row) shows no reorder grip: its data source cannot move it."
        case let .valueUnchanged(name, value):
            return "\(TextQuote.quoted(name)) already reads \(ValueFormat.string(value))."
        }
    }
}
