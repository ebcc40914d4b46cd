import Presentation

/// Something a user does on screen, in the words of the UI: the vocabulary shared by every
/// app, the scenario scripts, the demo host and UI tests ("tap row 2, expect the details").
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
    /// Taps a table row.
    case tapRow(TableIndexPath)
    /// Taps a grid item.
    case tapGridItem(Int)
    /// Taps a navigation bar button, by its id (`add`).
    case tapBarButton(String)
    /// Taps a button in the content, by its element name (`saveButton`).
    case tapButton(String)
    /// Taps the navigation bar's back button.
    case tapBack
    /// Taps a tab bar item.
    case tapTab(Int)
    /// Taps a button of the alert that is up.
    case tapAlertButton(Int)
    /// Taps a text field, by its element name (`txtTodoText`): as in UIKit, the tap gives it
    /// the focus (makes it the first responder) so that typing goes into it.
    case tapTextField(String)
    /// Types text into the focused text field (appended to what it holds).
    case typeText(String)
    /// Replaces the focused text field's text (select all, then type).
    case replaceText(String)
    /// Scrolls the screen's scrolling content (table, grid or scroll view) to a vertical offset.
    case scroll(toY: Double)

    /// The action as a demo-host command would write it.
    public var description: String {
        switch self {
        case .tapRow(let indexPath): return "tap row \(indexPath)"
        case .tapGridItem(let index): return "tap item \(index)"
        case .tapBarButton(let id): return "tap bar button \(id)"
        case .tapButton(let name): return "tap button \(name)"
        case .tapBack: return "back"
        case .tapTab(let index): return "tab \(index)"
        case .tapAlertButton(let index): return "tap alert button \(index)"
        case .tapTextField(let name): return "tap text field \(name)"
        case .typeText(let text): return "type \(TextQuote.quoted(text))"
        case .replaceText(let text): return "replace text with \(TextQuote.quoted(text))"
        case .scroll(let y): return "scroll \(PointFormat.string(y))"
        }
    }
}
