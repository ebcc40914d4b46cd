import Foundation
import Navigation

extension TodoApp {
    /// Applies `action`; returns the requests to send. Touches that do not apply to the
    /// screen on top change nothing (``AppHost`` has already refused those the screen does not
    /// offer, and every touch behind an alert but the alert's buttons).
    /// - Throws: ``WiringError`` when a segue or a navigation command the app asks for fails.
    public func reduce(into state: inout TodoAppState, action: TodoAction) throws(WiringError) -> [TodoEffect] {
        switch action {
        case .user(let userAction):
            return try handle(userAction, in: &state)
        case .listDidLoad(let list):
            return startLoading(list, in: &state)
        case let .todosLoaded(list, fetched):
            guard state.navigation.update(list, { $0.updateList { $0.receive(fetched) } }) else { return [] }
            if let notice = fetched.notice(TodoListState.noun) { state.navigation.presentAlert(TodoAlerts.incomplete(notice)) }
            return []
        case let .todosFailed(list, message, canRetry):
            guard state.navigation.update(list, { $0.updateList { $0.isLoading = false } }) else { return [] }
            state.navigation.presentAlert(TodoAlerts.loadFailed(message, list: list, canRetry: canRetry))
            return []
        case let .didFinishWithTodo(details, list, _):
            if state.navigation.topID == details {
                state.navigation.pop()
            } else {
                state.navigation.update(details) { $0.updateDetails { $0.isSending = false } }
            }
            return startLoading(list, in: &state)
        case let .todoRequestFailed(details, message):
            guard state.navigation.update(details, { $0.updateDetails { $0.isSending = false } }) else { return [] }
            state.navigation.presentAlert(TodoAlerts.requestFailed(message))
            return []
        case let .todoMayHaveBeenSaved(details, message):
            let updated = state.navigation.update(details) { screen in
                screen.updateDetails { $0.isSending = false; $0.saveMayHaveBeenStored = $0.typedText != nil }
            }
            guard updated else { return [] }
            state.navigation.presentAlert(TodoAlerts.requestFailed(message))
            return []
        }
    }

    private func handle(_ userAction: UserAction, in state: inout TodoAppState) throws(WiringError) -> [TodoEffect] {
        switch userAction {
        case .tapBarButton(let id) where id == TodoControls.addButton:
            try segue(TodoStoryboard.addNewTodo, sender: .barButton(id), in: &state)
            return []
        case .tapRow(let indexPath):
            let cell = SegueSender<Never>.cell(section: indexPath.section, row: indexPath.row, prototype: TodoStoryboard.cellIdentifier)
            try segue(TodoStoryboard.viewExistingTodo, sender: cell, in: &state)
            return []
        case .tapButton(let name):
            return tapButton(name, in: &state)
        case .tapTextField(let name):
            focusTextField(name, in: &state)
            return []
        case .typeText(let text):
            editText(in: &state) { $0 += text }
            return []
        case .replaceText(let text):
            editText(in: &state) { $0 = text }
            return []
        case .tapBack:
            _ = try state.navigation.reduce(.tapBack)
            return []
        case .tapAlertButton(let index):
            guard case .alertButtonTapped(_, let action?) = try state.navigation.reduce(.tapAlertButton(index)) else { return [] }
            switch action {
            case .retryLoading(let list): return startLoading(list, in: &state)
            case .saveAgain(let details): return save(on: details, in: &state)
            }
        case .scroll(let y):
            guard case .list = state.navigation.top else { return [] }
            state.navigation.update(state.navigation.topID) { $0.updateList { $0.scroll(to: y) } }
            return []
        case .tapBarButton, .tapTab, .tapGridItem:
            return []
        case .toggleSwitch, .selectSegment, .setValue, .tapCellButton:
            return []  // the app shows no such control, so the screen never offers these touches
        }
    }

    /// Performs a storyboard segue from the control the user touched; a failure is a wiring
    /// error.
    private func segue(_ identifier: String, sender: SegueSender<Never>, in state: inout TodoAppState) throws(WiringError) {
        do {
            _ = try state.navigation.triggerSegue(identifier, sender: sender, in: storyboard, handler: TodoStoryboard.segues)
        } catch {
            throw .segue(error)
        }
    }

    /// Save (adding) or Mark Complete (viewing) on the details screen on top, unless a
    /// request is already in flight.
    private func tapButton(_ name: String, in state: inout TodoAppState) -> [TodoEffect] {
        guard case .details(let details) = state.navigation.top, !details.isSending else {
            return []
        }
        let id = state.navigation.topID
        switch (name, details.mode) {
        case (TodoControls.saveButton, .adding(let text)):
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                state.navigation.presentAlert(TodoAlerts.emptyText)
                return []
            }
            guard !details.saveMayHaveBeenStored else {
                state.navigation.presentAlert(TodoAlerts.saveAgain(id))
                return []
            }
            return save(on: id, in: &state)
        case (TodoControls.markCompleteButton, .viewing(let item)):
            state.navigation.update(id) { $0.updateDetails { $0.isSending = true } }
            return [.markComplete(item, details: id, list: details.listID)]
        default:
            return []
        }
    }

    /// Sends the todo typed on the details screen `id`, when it is on top, adding, and not
    /// already sending.
    private func save(on id: ScreenID, in state: inout TodoAppState) -> [TodoEffect] {
        guard state.navigation.topID == id, case .details(let details) = state.navigation.top, !details.isSending,
              let text = details.typedText else { return [] }
        // Disabling the field while the save is in flight ends its editing.
        state.navigation.update(id) { $0.updateDetails { $0.isSending = true; $0.isEditingText = false; $0.saveMayHaveBeenStored = false } }
        return [.insertTodo(text: text, details: id, list: details.listID)]
    }

    /// A tap on the details screen's text field gives it the focus, when it takes it.
    private func focusTextField(_ name: String, in state: inout TodoAppState) {
        guard name == TodoControls.textField, case .details(let details) = state.navigation.top, details.acceptsFocus else { return }
        state.navigation.update(state.navigation.topID) { $0.updateDetails { $0.isEditingText = true } }
    }

    /// Changes the typed text of the details screen on top, when it accepts typing.
    private func editText(in state: inout TodoAppState, _ change: (inout String) -> Void) {
        guard case .details(let details) = state.navigation.top, details.acceptsTyping, var text = details.typedText else { return }
        change(&text)
        state.navigation.update(state.navigation.topID) { $0.updateDetails { $0.mode = .adding(text: text) } }
    }

    /// Marks the list `list` loading and asks for its todos; nothing when it is gone.
    private func startLoading(_ list: ScreenID, in state: inout TodoAppState) -> [TodoEffect] {
        guard state.navigation.update(list, { $0.updateList { $0.isLoading = true } }) else { return [] }
        return [.loadTodos(list: list)]
    }
}

/// The todo app's alerts.
enum TodoAlerts {
    /// A failed save, mark-complete or load (the seed's UIAlertView title).
    static let failureTitle = "Failure"
    /// The refusal of an empty todo.
    static let emptyTitle = "Empty Todo"
    /// A load that could not show every todo.
    static let incompleteTitle = "Incomplete List"
    /// What the refusal says.
    static let emptyMessage = "Type what needs doing before saving."

    /// A failed save or mark-complete: the server's message and OK.
    static func requestFailed(_ message: String) -> AlertState<TodoAlertAction> {
        AlertState(title: failureTitle, message: message, buttons: [.cancel("OK")], messageOrigin: .data)
    }

    /// A failed load: what went wrong, OK, and Retry when loading again may help.
    static func loadFailed(_ message: String, list: ScreenID, canRetry: Bool = true) -> AlertState<TodoAlertAction> {
        AlertState(title: failureTitle, message: message,
                   buttons: [.cancel("OK")] + (canRetry ? [AlertButton("Retry", action: .retryLoading(list))] : []), messageOrigin: .data)
    }

    /// A load that could not show every todo: what it left out, and OK.
    static func incomplete(_ notice: String) -> AlertState<TodoAlertAction> {
        AlertState(title: incompleteTitle, message: notice, buttons: [.cancel("OK")], messageOrigin: .data)
    }

    /// Save on a todo whose last save may have been stored: asks before saving it again.
    static func saveAgain(_ details: ScreenID) -> AlertState<TodoAlertAction> {
        AlertState(title: saveAgainTitle, message: saveAgainMessage,
                   buttons: [.cancel("Cancel"), AlertButton("Save Again", action: .saveAgain(details))])
    }

    /// The question before a save that could store a todo twice.
    static let saveAgainTitle = "Save Again?"
    /// Why it asks.
    static let saveAgainMessage = "The last save of this todo may have been stored already: its answer was lost or could not be read. "
        + "Saving again could add it twice; go back to the list to check first."

    /// The refusal of an empty or whitespace-only todo.
    static let emptyText = AlertState<TodoAlertAction>(title: emptyTitle, message: emptyMessage, buttons: [.cancel("OK")])
}
