import Navigation
import Presentation

extension StoryboardCanvas {
    /// The scene as a picture of an iPhone screen for the wireframe and SVG renderers (the
    /// device the file was drawn on when the package has it, else the 320x480 iPhone):
    /// a navigation bar when a navigation controller contains the scene (its title and bar
    /// buttons), the tab bar when the scene is in a tab (every tab's item, this one selected),
    /// and the root view placed where the file puts it below the status bar.
    ///
    /// Storyboards of Xcode 5 and later lay the root view out under the bars (at y 0), older
    /// ones below them (at y 64 under a navigation bar); either way the root view keeps the
    /// position the file gives it. Scenes of another size (iPad, the iPhones the package has no
    /// device for) are cut at the 3.5-inch screen's edges, as the renderers cut anything
    /// outside the screen.
    /// - Complexity: O(*n* + *r* + *s*) for *n* scenes, *r* relationships and *s* segues.
    public static func screen(for scene: ImportedScene, in imported: ImportedStoryboard) -> Screen {
        let graph = imported.storyboard
        let stacks = navigationStacks(graph)
        let inNavigation = stacks.values.contains { $0.contains(scene.id) }
        let item = scene.navigationItem
        let bar = inNavigation
            ? NavigationBar(title: item?.title ?? scene.scene.title, leftItems: item?.leftItems ?? [], rightItems: item?.rightItems ?? [])
            : nil
        var screen = Screen(appName: "Storyboard", breadcrumb: [scene.id.rawValue], navigationBar: bar, content: [])
        screen.tabBar = tabBar(containing: scene.id, in: imported, stacks: stacks)
        if let device = device(drawnOn: scene) { screen = screen.laidOut(on: device) }
        if var view = scene.view {
            view.frame = view.frame.offsetBy(dx: 0, dy: -screen.contentFrame.minY)
            screen.content = [view]
        }
        return screen
    }

    /// The device whose screen is the size of the scene's root view (the canvas Interface
    /// Builder drew it on: the iPhone SE's 375x667, the iPhone 15's 393x852 ...); nil for
    /// another size, which the 3.5-inch screen shows, cut at its edges.
    public static func device(drawnOn scene: ImportedScene) -> Device? {
        guard let size = scene.layoutViews.first(where: { $0.superview == nil })?.storedFrame?.size else { return nil }
        return Device.allCases.first { $0.size == size && $0 != .iPhone35Inch }
    }

    /// For each navigation controller, the scenes on its stack: its root, the scenes pushed
    /// from them, and the scenes embedded in those.
    static func navigationStacks(_ graph: Storyboard) -> [SceneID: Set<SceneID>] {
        var stacks: [SceneID: Set<SceneID>] = [:]
        for relationship in graph.relationships where relationship.kind == .root {
            var members: Set<SceneID> = [relationship.destination]
            var frontier = [relationship.destination]
            while let next = frontier.popLast() {
                for segue in graph.segues(from: next) where segue.kind.pushes || segue.kind == .embed {
                    if members.insert(segue.destination).inserted { frontier.append(segue.destination) }
                }
            }
            stacks[relationship.source, default: []].formUnion(members)
        }
        return stacks
    }

    /// The tab bar of the tab bar controller one of whose tabs is `scene` or holds it on its
    /// navigation stack, with that tab selected; nil when no tab holds the scene.
    private static func tabBar(containing scene: SceneID, in imported: ImportedStoryboard, stacks: [SceneID: Set<SceneID>]) -> TabBar? {
        let graph = imported.storyboard
        for tabBar in graph.scenes where tabBar.kind == .tabBarController {
            let tabs = graph.tabs(of: tabBar.id)
            guard let index = tabs.firstIndex(where: { $0 == scene || stacks[$0]?.contains(scene) == true }) else { continue }
            let items = tabs.map { tab in imported.scene(tab)?.tabItem ?? TabItem(title: tab.rawValue) }
            return TabBar(items: items, selectedIndex: index)
        }
        return nil
    }
}
