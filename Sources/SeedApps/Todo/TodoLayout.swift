import Navigation
import Presentation

/// The todo app's frames, fonts and element names, in content coordinates (the content area
/// is 0,64 320x416 under the navigation bar; no tab bar).
///
/// The seed shows its storyboard only in screenshots that did not survive, so the frames are
/// chosen to reproduce what it describes: the list's table fills the view; the details view
/// has two halves, the top (adding: a "Todo Text" label, a text field, a Save button) and the
/// bottom (viewing: the todo's text in a label, a Mark Complete button), each a 320x208
/// white view with Interface Builder's standard 20-point margins and control heights
/// (label 21, rounded text field 31, rounded-rect button 37). Fonts are Interface Builder's
/// defaults: labels System 17, text field System 14, buttons Bold 15.
enum TodoLayout {
    /// The list's table view: the whole content area.
    static let tableFrame = Rect(x: 0, y: 0, width: 320, height: 416)
    /// The list's row height: UITableView's default.
    static let rowHeight = 44.0

    /// The adding half (the seed's `viewCreateTodo`).
    static let createViewFrame = Rect(x: 0, y: 0, width: 320, height: 208)
    /// The viewing half (the seed's `viewDetailsTodo`).
    static let detailsViewFrame = Rect(x: 0, y: 208, width: 320, height: 208)

    /// The "Todo Text" label, in the adding half.
    static let promptFrame = Rect(x: 20, y: 20, width: 280, height: 21)
    /// The text field (`txtTodoText`), in the adding half.
    static let textFieldFrame = Rect(x: 20, y: 49, width: 280, height: 31)
    /// The Save button, in the adding half.
    static let saveButtonFrame = Rect(x: 20, y: 88, width: 280, height: 37)

    /// The todo's text (`lblTodoText`), in the viewing half.
    static let todoTextFrame = Rect(x: 20, y: 20, width: 280, height: 21)
    /// The Mark Complete button, in the viewing half.
    static let markCompleteButtonFrame = Rect(x: 20, y: 49, width: 280, height: 37)

    /// The text field's font (Interface Builder's default).
    static let textFieldFont = Font.system(14)

    /// The prompt over the text field.
    static let promptText = "Todo Text"

    /// The element names a script reads (those it touches are ``TodoControls``): the seed's
    /// outlets where it has them.
    static let tableView = "tableView"
    /// The adding half.
    static let createView = "viewCreateTodo"
    /// The viewing half.
    static let detailsView = "viewDetailsTodo"
    /// The prompt label.
    static let promptLabel = "promptLabel"
    /// The todo's text label.
    static let todoTextLabel = "lblTodoText"
}
