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
    /// The screen shows no grid.
    case noGrid
    /// The grid has no item at that index.
    case gridItemOutOfRange(Int, count: Int)
    /// The screen has no enabled button with that name.
    case noButton(String, available: [String])
    /// No text field is focused, and the screen shows none that could be.
    case noFocusedTextField
    /// No text field is focused; these ones could be, with a tap (``UserAction/tapTextField(_:)``).
    case textFieldNotFocused(available: [String])
    /// The screen shows no enabled text field with that name.
    case noTextField(String, available: [String])
    /// Nothing on the screen scrolls.
    case nothingToScroll
    /// The offset is not a finite number.
    case invalidScrollOffset(Double)

    /// A sentence saying what went wrong and what is possible instead.
    public var description: String {
        switch self {
        case .blockedByAlert(let title):
            return "The alert \(TextQuote.quoted(title)) is up: only its buttons respond."
        case .noAlert:
            return "There is no alert on screen."
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
        case .noGrid:
            return "This screen shows no grid."
        case let .gridItemOutOfRange(index, count):
            return "The grid has \(count) item\(count == 1 ? "" : "s"); there is no item \(index)."
        case let .noButton(name, available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "This screen has no button \(TextQuote.quoted(name)) (available: \(list))."
        case .noFocusedTextField:
            return "No text field has the focus."
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
        }
    }
}
