import Navigation

/// The seed's `MainStoryboard`: a navigation controller whose root is the todo list
/// (`ViewController`), and two push segues to `TodoDetailsViewController`: `viewExistingTodo`
/// from the "Cell" prototype and `AddNewTodo` from the Add bar button.
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

    /// The graph.
    static let storyboard = Storyboard(
        initialScene: navigationScene,
        scenes: [
            StoryboardScene(navigationScene, kind: .navigationController),
            StoryboardScene(listScene, kind: .viewController, title: TodoScreen.listTitle),
            StoryboardScene(detailsScene, kind: .viewController, title: TodoScreen.detailsTitle),
        ],
        relationships: [.root(of: navigationScene, listScene)],
        segues: [
            Segue(viewExistingTodo, .push, from: listScene, trigger: .cell(prototype: cellIdentifier), to: detailsScene),
            Segue(addNewTodo, .push, from: listScene, trigger: .barButton(TodoControls.addButton), to: detailsScene),
        ]
    )

    /// The seed's `prepareForSegue:sender:`: the details screen in viewing mode for the tapped
    /// row's todo (the item itself, so two todos with the same text stay apart), or in adding
    /// mode with an empty text; either way reporting to the list (the seed's `delegate`).
    static let segues = SegueHandler<TodoScreen, Never>(prepare: { context throws(SeguePreparationError) in
        guard case .list(let list) = context.source else {
            throw .invalidSender(context.sender.description)
        }
        switch context.segue.identifier {
        case viewExistingTodo:
            guard case .cell(0, let row, _) = context.sender, list.items.indices.contains(row) else {
                throw .invalidSender(context.sender.description)
            }
            return .details(TodoDetailsState(mode: .viewing(list.items[row]), listID: context.sourceID))
        case addNewTodo:
            return .details(TodoDetailsState(mode: .adding(text: ""), listID: context.sourceID))
        default:
            throw .unhandledSegue(context.segue.identifier)
        }
    })
}
