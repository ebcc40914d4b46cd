import Navigation

/// What the todo app's alert buttons send.
public enum TodoAlertAction: Hashable, Sendable {
    /// Load the list with this id again (the load-failure alert's Retry).
    case retryLoading(ScreenID)
}

/// The whole todo app's state: its navigation, which holds every screen's state.
public struct TodoAppState: Equatable, Sendable {
    /// The navigation controller's stack and the alert.
    public internal(set) var navigation: NavigationState<TodoScreen, TodoAlertAction>

    /// The app at launch: the empty list at the root, with id 0.
    init() {
        navigation = NavigationState(root: .list(TodoListState()))
    }

    /// The id the root list gets at launch.
    static let listID = ScreenID(0)
}
