import Navigation

/// The todo app's alerts.
enum TodoAlerts {
    /// A failed save, mark-complete or load (the seed's UIAlertView title).
    static let failureTitle = "Failure"
    /// The refusal of an empty todo.
    static let emptyTitle = "Empty Todo"
    /// What the refusal says.
    static let emptyMessage = "Type what needs doing before saving."

    /// A failed save or mark-complete: the server's message and OK.
    static func requestFailed(_ message: String) -> AlertState<TodoAlertAction> {
        AlertState(title: failureTitle, message: message, buttons: [.cancel("OK")])
    }

    /// A failed load: the server's message, OK and Retry.
    static func loadFailed(_ message: String, list: ScreenID) -> AlertState<TodoAlertAction> {
        AlertState(title: failureTitle, message: message, buttons: [.cancel("OK"), AlertButton("Retry", action: .retryLoading(list))])
    }

    /// The refusal of an empty or whitespace-only todo.
    static let emptyText = AlertState<TodoAlertAction>(title: emptyTitle, message: emptyMessage, buttons: [.cancel("OK")])
}
