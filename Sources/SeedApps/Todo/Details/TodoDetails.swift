import Navigation
import Presentation

/// The todo details screen (the seed's `TodoDetailsViewController`): one screen with two
/// modes, as in the seed's storyboard, where the top half (adding) or the bottom half
/// (viewing) is hidden.
public struct TodoDetailsState: Equatable, Sendable {
    /// Which half of the screen is shown.
    public enum Mode: Equatable, Sendable {
        /// Adding a new todo: the text typed so far.
        case adding(text: String)
        /// Viewing an existing todo, to mark it complete.
        case viewing(TodoItem)
    }

    /// Adding or viewing.
    public internal(set) var mode: Mode
    /// Whether a save or a mark-complete request is in flight (the button is disabled and a
    /// second tap does nothing).
    public internal(set) var isSending = false
    /// The list to reload when a request succeeds: the seed's `delegate`.
    public internal(set) var listID: ScreenID

    /// A details screen in `mode`, reporting to the list `listID`.
    init(mode: Mode, isSending: Bool = false, listID: ScreenID) {
        self.mode = mode
        self.isSending = isSending
        self.listID = listID
    }

    /// The text typed in adding mode, `nil` in viewing mode.
    public var typedText: String? {
        guard case .adding(let text) = mode else { return nil }
        return text
    }

    /// Whether text can be typed now: adding, and no request in flight.
    public var acceptsTyping: Bool {
        typedText != nil && !isSending
    }
}

/// The details screen's content: the adding half and the viewing half of the seed's view.
enum TodoDetailsRendering {
    /// Both halves; the one the mode does not use is hidden (and so not printed). The text
    /// field has the focus while adding, except while the save is in flight, when it is
    /// disabled (UIKit ends editing in a disabled field); the focus comes back with it.
    static func content(_ details: TodoDetailsState) -> [Element] {
        let enabled = !details.isSending
        let adding = Element(
            TodoLayout.createView, frame: TodoLayout.createViewFrame, kind: .view, backgroundColor: .white,
            isHidden: details.typedText == nil,
            children: [
                .label(TodoLayout.promptLabel, frame: TodoLayout.promptFrame, Label(TodoLayout.promptText)),
                Element(TodoControls.textField, frame: TodoLayout.textFieldFrame, kind: .textField(TextField(
                    details.typedText ?? "", font: TodoLayout.textFieldFont, isFocused: enabled, isEnabled: enabled))),
                Element(TodoControls.saveButton, frame: TodoLayout.saveButtonFrame, kind: .button(Button(
                    "Save", isEnabled: enabled, action: "save the todo"))),
            ])
        var viewedText: String?
        if case .viewing(let item) = details.mode { viewedText = item.text }
        let viewing = Element(
            TodoLayout.detailsView, frame: TodoLayout.detailsViewFrame, kind: .view, backgroundColor: .white,
            isHidden: viewedText == nil,
            children: [
                .label(TodoLayout.todoTextLabel, frame: TodoLayout.todoTextFrame, Label(viewedText)),
                Element(TodoControls.markCompleteButton, frame: TodoLayout.markCompleteButtonFrame, kind: .button(Button(
                    "Mark Complete", isEnabled: enabled, action: "mark the todo complete"))),
            ])
        return [adding, viewing]
    }
}
