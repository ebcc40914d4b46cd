import Navigation

/// The todo app's requests, as data: what to send and which screens the answer goes to.
public enum TodoEffect: Equatable, Sendable {
    /// Load the todos not yet done into the list `list`.
    case loadTodos(list: ScreenID)
    /// Insert a todo with `text` from the details screen `details`; on success reload `list`.
    case insertTodo(text: String, details: ScreenID, list: ScreenID)
    /// Mark `item` complete from the details screen `details`; on success reload `list`.
    case markComplete(TodoItem, details: ScreenID, list: ScreenID)
}
