import Navigation
import Presentation

/// The todo details screen (the seed's `TodoDetailsViewController`): one screen with two
/// modes, as in the seed's storyboard, where the top half (adding) or the bottom half
/// (viewing) is hidden. Save and Mark Complete run on behalf of the list, which hears how they
/// went (the seed's `delegate`) and pops this screen after a success; a failure comes back here
/// as an alert, the typed text kept.
public struct TodoDetails: ScreenFeature {
    /// Adding or viewing.
    public enum Mode: Equatable, Sendable {
        /// Adding a new todo: the text typed so far.
        case adding(text: String)
        /// Viewing an existing todo, to mark it complete.
        case viewing(TodoItem)
    }

    /// The details scene.
    public static let scene: SceneID = TodoStoryboard.detailsScene

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

    /// The text field: a tap focuses it, typing edits it. (Save and Mark Complete are the
    /// storyboard's actions: ``perform(_:sender:in:)``.)
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>]? {
        switch touch {
        case .tapTextField(TodoControls.textField):
            if acceptsFocus { isEditingText = true }
            return []
        case .typeText(let text):
            editText { $0 += text }
            return []
        case .replaceText(let text):
            editText { $0 = text }
            return []
        default:
            return nil
        }
    }

    /// The seed's actions, as its storyboard wires them: `tapSaveTodo:` (Save) and
    /// `tapMarkTodoComplete:` (Mark Complete). Nothing while a request is in flight.
    public mutating func perform(_ selector: String, sender: UserAction, in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>]? {
        switch selector {
        case TodoStoryboard.tapSaveTodo:
            guard !isSending, let text = typedText else { return [] }
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [.alert(Self.emptyTextAlert)] }
            guard !saveMayHaveBeenStored else { return [.alert(Self.saveAgainAlert)] }
            return save(text, in: context)
        case TodoStoryboard.tapMarkTodoComplete:
            guard !isSending, case .viewing(let item) = mode else { return [] }
            isSending = true
            return [.runReporting(.markComplete(item, details: context.id), to: listID)]
        default:
            return nil
        }
    }

    /// A failed request (an alert naming why; one that may have been stored makes Save ask
    /// first) and the "Save Again?" alert's Save Again.
    public mutating func receive(_ message: TodoMessage, in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>] {
        switch message {
        case let .requestFailed(message, mayHaveBeenSaved):
            isSending = false
            if mayHaveBeenSaved, typedText != nil { saveMayHaveBeenStored = true }
            return [.alert(Self.requestFailedAlert(message))]
        case .saveAgain:
            guard !isSending, let text = typedText else { return [] }
            return save(text, in: context)
        case .todosLoaded, .todosFailed, .retryLoading, .didFinishWithTodo:
            return []
        }
    }

    /// Both halves; the one the mode does not use is hidden (and so not printed). The text
    /// field shows the focus once tapped; it is disabled while the save is in flight.
    public func render(in context: ScreenContext) -> ScreenContent {
        let enabled = !isSending
        let adding = Element(
            TodoLayout.createView, frame: TodoLayout.createViewFrame, kind: .view, backgroundColor: .white,
            isHidden: typedText == nil,
            children: [
                .label(TodoLayout.promptLabel, frame: TodoLayout.promptFrame, Label.app(TodoLayout.promptText)),
                Element(
                    TodoControls.textField, frame: TodoLayout.textFieldFrame,
                    kind: .textField(
                        TextField(
                            typedText ?? "", font: TodoLayout.textFieldFont, isFocused: acceptsTyping, isEnabled: enabled))),
                Element(
                    TodoControls.saveButton, frame: TodoLayout.saveButtonFrame,
                    kind: .button(
                        Button(
                            "Save", isEnabled: enabled, action: "save the todo", titleOrigin: .app))),
            ])
        var viewedText: String?
        if case .viewing(let item) = mode { viewedText = item.text }
        let viewing = Element(
            TodoLayout.detailsView, frame: TodoLayout.detailsViewFrame, kind: .view, backgroundColor: .white,
            isHidden: viewedText == nil,
            children: [
                .label(TodoLayout.todoTextLabel, frame: TodoLayout.todoTextFrame, Label(viewedText)),
                Element(
                    TodoControls.markCompleteButton, frame: TodoLayout.markCompleteButtonFrame,
                    kind: .button(
                        Button(
                            "Mark Complete", isEnabled: enabled, action: "mark the todo complete", titleOrigin: .app))),
            ])
        let activity: String? =
            switch (isSending, mode) {
            case (false, _): nil
            case (true, .adding): "saving the todo"
            case (true, .viewing): "marking the todo complete"
            }
        return ScreenContent([adding, viewing], activity: activity)
    }

    /// Sends the typed todo on behalf of the list; disabling the field while the save is in
    /// flight ends its editing.
    private mutating func save(_ text: String, in context: ScreenContext) -> [ScreenCommand<TodoEffect, TodoMessage>] {
        isSending = true
        isEditingText = false
        saveMayHaveBeenStored = false
        return [.runReporting(.insertTodo(text: text, details: context.id), to: listID)]
    }

    /// Changes the typed text, when the field has the focus and takes typing.
    private mutating func editText(_ change: (inout String) -> Void) {
        guard acceptsTyping, var text = typedText else { return }
        change(&text)
        mode = .adding(text: text)
    }

    // MARK: Alerts

    /// A failed save, mark-complete or load (the seed's UIAlertView title).
    static let failureTitle = "Failure"

    /// A failed save or mark-complete: the server's message and OK.
    static func requestFailedAlert(_ message: String) -> AlertState<TodoMessage> {
        AlertState(title: failureTitle, message: message, buttons: [.cancel("OK")], messageOrigin: .data)
    }

    /// The refusal of an empty or whitespace-only todo.
    static let emptyTextAlert = AlertState<TodoMessage>(
        title: "Empty Todo", message: "Type what needs doing before saving.", buttons: [.cancel("OK")])

    /// Save on a todo whose last save may have been stored: asks before saving it again.
    static let saveAgainAlert = AlertState<TodoMessage>(
        title: "Save Again?",
        message: "The last save of this todo may have been stored already: its answer was lost or could not be read. "
            + "Saving again could add it twice; go back to the list to check first.",
        buttons: [.cancel("Cancel"), AlertButton("Save Again", action: .saveAgain)])
}
