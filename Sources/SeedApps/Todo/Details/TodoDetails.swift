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
    /// Whether the text field has the focus (is the first responder). The seed never calls
    /// `becomeFirstResponder`: the field gets the focus when the user taps it, and loses it
    /// when it is disabled while a save is in flight (UIKit ends editing in a disabled field);
    /// it stays unfocused afterwards until tapped again.
    public internal(set) var isEditingText = false
    /// The list to reload when a request succeeds: the seed's `delegate`.
    public internal(set) var listID: ScreenID
    /// Whether the last save of the typed todo may have been stored though it did not
    /// succeed (its answer was lost or unreadable): Save then asks before sending it again.
    public internal(set) var saveMayHaveBeenStored = false

    /// A details screen in `mode`, reporting to the list `listID`; the text field has no
    /// focus until tapped.
    init(mode: Mode, isSending: Bool = false, isEditingText: Bool = false, listID: ScreenID) {
        self.mode = mode
        self.isSending = isSending
        self.isEditingText = isEditingText
        self.listID = listID
    }

    /// The text typed in adding mode, `nil` in viewing mode.
    public var typedText: String? {
        guard case .adding(let text) = mode else { return nil }
        return text
    }

    /// Whether the text field can take the focus now: adding, and no request in flight.
    public var acceptsFocus: Bool {
        typedText != nil && !isSending
    }

    /// Whether text can be typed now: the text field has the focus and takes it.
    public var acceptsTyping: Bool {
        acceptsFocus && isEditingText
    }
}

/// The details screen's content: the adding half and the viewing half of the seed's view.
enum TodoDetailsRendering {
    /// Both halves; the one the mode does not use is hidden (and so not printed). The text
    /// field shows the focus once tapped (``TodoDetailsState/isEditingText``); it is disabled
    /// while the save is in flight.
    static func content(_ details: TodoDetailsState) -> [Element] {
        let enabled = !details.isSending
        let adding = Element(
            TodoLayout.createView, frame: TodoLayout.createViewFrame, kind: .view, backgroundColor: .white,
            isHidden: details.typedText == nil,
            children: [
                .label(TodoLayout.promptLabel, frame: TodoLayout.promptFrame, Label.app(TodoLayout.promptText)),
                Element(TodoControls.textField, frame: TodoLayout.textFieldFrame, kind: .textField(TextField(
                    details.typedText ?? "", font: TodoLayout.textFieldFont, isFocused: details.acceptsTyping, isEnabled: enabled))),
                Element(TodoControls.saveButton, frame: TodoLayout.saveButtonFrame, kind: .button(Button(
                    "Save", isEnabled: enabled, action: "save the todo", titleOrigin: .app))),
            ])
        var viewedText: String?
        if case .viewing(let item) = details.mode { viewedText = item.text }
        let viewing = Element(
            TodoLayout.detailsView, frame: TodoLayout.detailsViewFrame, kind: .view, backgroundColor: .white,
            isHidden: viewedText == nil,
            children: [
                .label(TodoLayout.todoTextLabel, frame: TodoLayout.todoTextFrame, Label(viewedText)),
                Element(TodoControls.markCompleteButton, frame: TodoLayout.markCompleteButtonFrame, kind: .button(Button(
                    "Mark Complete", isEnabled: enabled, action: "mark the todo complete", titleOrigin: .app))),
            ])
        return [adding, viewing]
    }
}
