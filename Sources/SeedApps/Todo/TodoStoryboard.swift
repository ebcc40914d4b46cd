import Navigation

/// The seed's `MainStoryboard`: a navigation controller whose root is the todo list
/// (`ViewController`), and two push segues to `TodoDetailsViewController`: `viewExistingTodo`
/// from the "Cell" prototype and `AddNewTodo` from the Add bar button. The list's `prepare`
/// (``TodoList/prepare(for:sender:in:)``) fills in the details. The details' Save and Mark
/// Complete buttons are wired to the seed's actions, `tapSaveTodo:` and `tapMarkTodoComplete:`
/// (``TodoDetails/perform(_:sender:in:)``).
enum TodoStoryboard {
    /// The navigation controller scene.
    static let navigationScene: SceneID = "NavigationController"
    /// The list scene (the seed's `ViewController`).
    static let listScene: SceneID = "ViewController"
    /// The details scene.
    static let detailsScene: SceneID = "TodoDetailsViewController"
    /// The segue from a tapped row.
    static let viewExistingTodo = "viewExistingTodo"
    /// The segue from the Add button.
    static let addNewTodo = "AddNewTodo"
    /// The list's prototype cell identifier.
    static let cellIdentifier = "Cell"
    /// The list's title (the seed's text names none and its storyboard screenshots did not
    /// survive; chosen as the list's plain name).
    static let listTitle = "Todos"
    /// The Save button's action (`- (IBAction)tapSaveTodo:(id)sender`).
    static let tapSaveTodo = "tapSaveTodo:"
    /// The Mark Complete button's action.
    static let tapMarkTodoComplete = "tapMarkTodoComplete:"
    /// The details screen's title (the seed's storyboard shows none; chosen after the
    /// controller's name so the back button and breadcrumb read well).
    static let detailsTitle = "Todo Details"

    /// The graph.
    static let storyboard = Storyboard(
        initialScene: navigationScene,
        scenes: [
            StoryboardScene(navigationScene, kind: .navigationController),
            StoryboardScene(listScene, kind: .viewController, title: listTitle),
            StoryboardScene(
                detailsScene, kind: .viewController, title: detailsTitle,
                actions: [
                    ControlAction(tapSaveTodo, from: TodoControls.saveButton),
                    ControlAction(tapMarkTodoComplete, from: TodoControls.markCompleteButton),
                ]),
        ],
        relationships: [.root(of: navigationScene, listScene)],
        segues: [
            Segue(viewExistingTodo, .push, from: listScene, trigger: .cell(prototype: cellIdentifier), to: detailsScene),
            Segue(addNewTodo, .push, from: listScene, trigger: .barButton(TodoControls.addButton), to: detailsScene),
        ]
    )
}
