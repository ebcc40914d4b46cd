import Navigation

/// Everything that happens in the todo app: the user's touches, the list's load, and the
/// effects' results, each carrying the ``ScreenID`` it belongs to (a result for a screen no
/// longer on the stack is dropped).
public enum TodoAction: Equatable, Sendable {
    /// A touch the screen allowed.
    case user(UserAction)
    /// The list appeared (the seed's `viewDidLoad` calling `loadTodos`).
    case listDidLoad(ScreenID)
    /// The list's load returned these todos.
    case todosLoaded(ScreenID, [TodoItem])
    /// The list's load failed with this message.
    case todosFailed(ScreenID, message: String)
    /// A save or mark-complete answered 200/201: the seed's
    /// `todoDetailsViewController:didFinishWithTodo:` (pop the details, reload the list).
    case didFinishWithTodo(details: ScreenID, list: ScreenID, TodoItem)
    /// A save or mark-complete failed with this message (the server's, when it sent one).
    case todoRequestFailed(details: ScreenID, message: String)
}
