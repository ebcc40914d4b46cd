import Presentation

/// Something a user does on screen, in the words of the UI: the vocabulary shared by every
/// app, the scenario scripts, the demo host and UI tests ("tap row 2, expect the details").
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
    /// Taps a table row.
    case tapRow(TableIndexPath)
    /// Taps a grid item.
    case tapGridItem(Int)
    /// Taps the detail disclosure button of a table row's cell (UIKit's
    /// `accessoryButtonTappedForRowWithIndexPath:`), which performs the segue drawn from the
    /// cell's accessory.
    case tapAccessory(TableIndexPath)
    /// Taps a navigation bar button, by its id (`add`).
    case tapBarButton(String)
    /// Taps a button in the content, by its element name (`saveButton`).
    case tapButton(String)
    /// Performs a gesture recognizer attached to a view of the content, by its name (`swipe`,
    /// an outlet's name): a swipe or tap the recognizer answers, starting its segue or action.
    case performGesture(String)
    /// Taps the navigation bar's back button.
    case tapBack
    /// Swipes a page sheet down, dismissing it (iOS 13).
    case swipeDown
    /// Taps a tab bar item.
    case tapTab(Int)
    /// Taps a button of the alert that is up.
    case tapAlertButton(Int)
    /// Taps a text field or an editable text view, by its element name (`txtTodoText`): as in
    /// UIKit, the tap gives it the focus (makes it the first responder), the keyboard comes up,
    /// and typing goes into it.
    case tapTextField(String)
    /// Types text into the focused text field (appended to what it holds).
    case typeText(String)
    /// Replaces the focused text field's text (select all, then type).
    case replaceText(String)
    /// Presses the keyboard's return key: in a text view it types a new line; for a text field
    /// the screen's code decides (`textFieldShouldReturn:`: move to the next field, put the
    /// keyboard down, submit), and without code nothing happens, as in UIKit.
    case tapReturn
    /// Taps the screen's background, on no control: what a screen that puts the keyboard down
    /// on such a tap handles (a tap recognizer, `touchesBegan:` calling `endEditing:`); without
    /// code nothing happens, as in UIKit.
    case tapOutside
    /// Scrolls the screen's scrolling content (table, grid or scroll view) to a vertical offset.
    case scroll(toY: Double)
    /// Flips a switch, by its element name, to `isOn` (the other position than it shows): in
    /// the content, or in the cell of `row` of the screen's table (a settings row's
    /// `accessoryView`, a switch in a prototype cell).
    case toggleSwitch(String, isOn: Bool, row: TableIndexPath? = nil)
    /// Taps the segment at `index` of a segmented control, by its element name; `row` when the
    /// control is in a table cell.
    case selectSegment(String, index: Int, row: TableIndexPath? = nil)
    /// Moves a slider's thumb, or taps a stepper's − or + until it reads, to `value`; by the
    /// control's element name, `row` when it is in a table cell.
    case setValue(String, Double, row: TableIndexPath? = nil)
    /// Taps a button inside the cell of `row` of the screen's table, by its element name.
    /// (``tapButton(_:)`` taps a button in the content.)
    case tapCellButton(String, row: TableIndexPath)
    /// Taps a text field or an editable text view inside the cell of `row` of the screen's
    /// table, by its element name (a form's field in a static cell): it takes the focus, so
    /// typing goes into it.
    /// (``tapTextField(_:)`` taps a field in the content.)
    case tapCellTextField(String, row: TableIndexPath)
    /// Swipes across a row of the screen's table (not in edit mode): a row the data source can
    /// delete reveals its Delete button (``tapDelete(_:)``).
    case swipeRow(TableIndexPath)
    /// Taps the Delete button a swipe or the row's minus revealed: the screen's feature
    /// commits the delete (``ScreenFeature/commit(_:forRowAt:in:)``).
    case tapDelete(TableIndexPath)
    /// Taps a row's editing control in edit mode: a minus reveals the row's Delete button, a
    /// plus commits an insert.
    case tapEditingControl(TableIndexPath)
    /// Drags a row by its reorder grip, in edit mode, to `to` (an index path of the table once
    /// the row is taken out of its place, as `tableView:moveRowAtIndexPath:toIndexPath:` gets it).
    case moveRow(TableIndexPath, to: TableIndexPath)

    /// The control the touch names (a button, a cell's button, a switch, a segmented control, a
    /// slider or stepper, a text field, a bar button's id); nil for a row, an item, a tab, back,
    /// an alert's button, typing and scrolling.
    public var controlName: String? {
        switch self {
        case .tapBarButton(let name), .tapButton(let name), .performGesture(let name), .tapTextField(let name), .tapCellButton(let name, _),
            .tapCellTextField(let name, _),
            .toggleSwitch(let name, _, _), .selectSegment(let name, _, _), .setValue(let name, _, _):
            name
        case .tapRow, .tapAccessory, .tapGridItem, .tapBack, .swipeDown, .tapTab, .tapAlertButton, .typeText, .replaceText, .scroll,
            .swipeRow, .tapDelete, .tapEditingControl, .moveRow, .tapReturn, .tapOutside:
            nil
        }
    }

    /// The action as a demo-host command would write it.
    public var description: String {
        switch self {
        case .tapRow(let indexPath): return "tap row \(indexPath)"
        case .tapGridItem(let index): return "tap item \(index)"
        case .tapAccessory(let indexPath): return "tap accessory \(indexPath)"
        case .tapBarButton(let id): return "tap bar button \(id)"
        case .tapButton(let name): return "tap button \(name)"
        case .performGesture(let name): return "gesture \(name)"
        case .tapBack: return "back"
        case .swipeDown: return "swipe down"
        case .tapTab(let index): return "tab \(index)"
        case .tapAlertButton(let index): return "tap alert button \(index)"
        case .tapTextField(let name): return "tap text field \(name)"
        case .typeText(let text): return "type \(TextQuote.quoted(text))"
        case .replaceText(let text): return "replace text with \(TextQuote.quoted(text))"
        case .scroll(let y): return "scroll \(PointFormat.string(y))"
        case let .toggleSwitch(name, isOn, row): return "toggle \(name)\(Self.inRow(row)) \(isOn ? "on" : "off")"
        case let .selectSegment(name, index, row): return "segment \(name)\(Self.inRow(row)) \(index)"
        case let .setValue(name, value, row): return "set \(name)\(Self.inRow(row)) \(ValueFormat.string(value))"
        case let .tapCellButton(name, row): return "tap button \(name)\(Self.inRow(row))"
        case let .tapCellTextField(name, row): return "tap text field \(name)\(Self.inRow(row))"
        case .tapReturn: return "tap return"
        case .tapOutside: return "tap outside"
        case .swipeRow(let row): return "swipe row \(row)"
        case .tapDelete(let row): return "tap delete \(row)"
        case .tapEditingControl(let row): return "tap editing control \(row)"
        case let .moveRow(from, to): return "move row \(from) to \(to)"
        }
    }

    /// ` in 0.1` for a control in a cell, as the demo host's commands name its row.
    private static func inRow(_ row: TableIndexPath?) -> String {
        row.map { " in \($0)" } ?? ""
    }
}
