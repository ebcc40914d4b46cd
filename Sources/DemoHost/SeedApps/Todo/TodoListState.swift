/// The todo list screen (the seed's `ViewController`): the todos not yet done, as the last
/// load returned them, and whether a load is running.
struct TodoListState: Equatable, Sendable {
    /// The rows shown, in the service's order.
    var items: [TodoItem] = []
    /// Whether a load (the seed's `loadTodos`) is running.
    var isLoading = false
}
