import Navigation

/// The todo app's screens, one case per storyboard scene.
public enum TodoScreen: StoryboardScreen {
    /// The root list of todos not yet done.
    case list(TodoListState)
    /// The details screen, adding or viewing.
    case details(TodoDetailsState)

    /// The list's title (the seed's text names none and its storyboard screenshots did not
    /// survive; chosen as the list's plain name).
    static let listTitle = "Todos"
    /// The details screen's title (the seed's storyboard shows none; chosen after the
    /// controller's name so the back button and breadcrumb read well).
    static let detailsTitle = "Todo Details"

    /// The scene: the seed's class names.
    public var scene: SceneID {
        switch self {
        case .list: TodoStoryboard.listScene
        case .details: TodoStoryboard.detailsScene
        }
    }

    /// The list with the Add system item on the right (its tap performs the segue the
    /// storyboard draws from it); the titles are the storyboard scenes' ("Todos", "Todo
    /// Details": ``StoryboardScreen/navigationItem(in:)``).
    public var navigationItem: NavigationItem {
        switch self {
        case .list:
            NavigationItem(rightBarButtons: [.system(.add, id: TodoControls.addButton)])
        case .details:
            NavigationItem()
        }
    }

    /// Changes the list state when this is the list.
    mutating func updateList(_ change: (inout TodoListState) -> Void) {
        guard case .list(var list) = self else { return }
        change(&list)
        self = .list(list)
    }

    /// Changes the details state when this is a details screen.
    mutating func updateDetails(_ change: (inout TodoDetailsState) -> Void) {
        guard case .details(var details) = self else { return }
        change(&details)
        self = .details(details)
    }
}
