import Foundation
import Navigation

extension TodoApp {
    /// Applies `action`; returns the requests to send. Touches that do not apply to the
    /// screen on top (or arrive while an alert is up) change nothing.
    public func reduce(into state: inout TodoAppState, action: TodoAction) -> [TodoEffect] {
        switch action {
        case .user(let userAction):
            return handle(userAction, in: &state)
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
        }
    }

    private func handle(_ userAction: UserAction, in state: inout TodoAppState) -> [TodoEffect] {
        switch userAction {
        case .tapBarButton(let id) where id == TodoStoryboard.addButtonID:
            _ = try? state.navigation.triggerSegue(
                TodoStoryboard.addNewTodo, sender: .barButton(id), in: storyboard, handler: TodoStoryboard.segues)
            return []
        case .tapRow(let indexPath):
            _ = try? state.navigation.triggerSegue(
                TodoStoryboard.viewExistingTodo, sender: .cell(section: indexPath.section, row: indexPath.row),
                in: storyboard, handler: TodoStoryboard.segues)
            return []
        case .tapButton(let name):
            return tapButton(name, in: &state)
        case .typeText(let text):
            editText(in: &state) { $0 += text }
            return []
        case .replaceText(let text):
            editText(in: &state) { $0 = text }
            return []
        case .tapBack:
            _ = try? state.navigation.apply(.tapBack)
            return []
        case .tapAlertButton(let index):
            guard case .alertButtonTapped(_, .retryLoading(let list)?)? = try? state.navigation.apply(.tapAlertButton(index)) else {
                return []
            }
            return startLoading(list, in: &state)
        case .scroll(let y):
            guard state.navigation.alert == nil, case .list = state.navigation.top else { return [] }
            state.navigation.update(state.navigation.topID) { $0.updateList { $0.scroll(to: y) } }
            return []
        case .tapBarButton, .tapTab, .tapGridItem:
            return []
        }
    }

    /// Save (adding) or Mark Complete (viewing) on the details screen on top, unless an alert
    /// is up or a request is already in flight.
    private func tapButton(_ name: String, in state: inout TodoAppState) -> [TodoEffect] {
        guard state.navigation.alert == nil, case .details(let details) = state.navigation.top, !details.isSending else {
            return []
        }
        let id = state.navigation.topID
        switch (name, details.mode) {
        case (TodoLayout.saveButton, .adding(let text)):
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                state.navigation.presentAlert(TodoAlerts.emptyText)
                return []
            }
            state.navigation.update(id) { $0.updateDetails { $0.isSending = true } }
            return [.insertTodo(text: text, details: id, list: details.listID)]
        case (TodoLayout.markCompleteButton, .viewing(let item)):
            state.navigation.update(id) { $0.updateDetails { $0.isSending = true } }
            return [.markComplete(item, details: id, list: details.listID)]
        default:
            return []
        }
    }

    /// Changes the typed text of the details screen on top, when it accepts typing.
    private func editText(in state: inout TodoAppState, _ change: (inout String) -> Void) {
        guard state.navigation.alert == nil, case .details(let details) = state.navigation.top,
              details.acceptsTyping, var text = details.typedText else { return }
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
        AlertState(title: failureTitle, message: message, buttons: [.cancel("OK")])
    }

    /// A failed load: what went wrong, OK, and Retry when loading again may help.
    static func loadFailed(_ message: String, list: ScreenID, canRetry: Bool = true) -> AlertState<TodoAlertAction> {
        AlertState(title: failureTitle, message: message,
                   buttons: [.cancel("OK")] + (canRetry ? [AlertButton("Retry", action: .retryLoading(list))] : []))
    }

    /// A load that could not show every todo: what it left out, and OK.
    static func incomplete(_ notice: String) -> AlertState<TodoAlertAction> {
        AlertState(title: incompleteTitle, message: notice, buttons: [.cancel("OK")])
    }

    /// The refusal of an empty or whitespace-only todo.
    static let emptyText = AlertState<TodoAlertAction>(title: emptyTitle, message: emptyMessage, buttons: [.cancel("OK")])
}
