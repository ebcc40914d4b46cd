import Navigation

/// The app's `MainStoryboard_iPhone`: a navigation controller whose root is the grid, and the
/// `detail` push segue the tutorial draws from the grid's controller to the detail controller.
///
/// AQGridView has no storyboard support, so the segue is dragged from the controller itself
/// (manual) and performed from code in `gridView:didSelectItemAtIndex:`.
enum BusinessStoryboard {
    /// The navigation controller, the initial scene.
    static let navigation: SceneID = "NavigationController"
    /// The grid of services (`GridViewController`).
    static let grid: SceneID = "GridViewController"
    /// The detail page (`DetailViewController`).
    static let detail: SceneID = "DetailViewController"
    /// The segue's identifier, as the tutorial names it.
    static let detailSegue = "detail"
    /// The grid's title (our choice).
    static let gridTitle = "Services"

    /// The storyboard graph.
    static let storyboard = Storyboard(
        initialScene: navigation,
        scenes: [
            StoryboardScene(navigation, kind: .navigationController),
            StoryboardScene(grid, kind: .viewController, title: gridTitle),
            StoryboardScene(detail, kind: .viewController),
        ],
        relationships: [.root(of: navigation, grid)],
        segues: [Segue(detailSegue, .push, from: grid, trigger: .manual, to: detail)]
    )
}
