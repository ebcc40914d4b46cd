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
    /// position the file gives it, a root scroll view inset below the bars as UIKit insets it
    /// (``placingRootViews(in:)``). A scene drawn on a canvas wider than 320 points is shown
    /// on the smallest of today's iPhones that holds it; other sizes (iPad, freeform panels)
    /// are cut at the 3.5-inch screen's edges, as the renderers cut anything outside the
    /// screen.
    /// - Complexity: O(*n* + *r* + *s*) for *n* scenes, *r* relationships and *s* segues.
    public static func screen(for scene: ImportedScene, in imported: ImportedStoryboard) -> Screen {
        let graph = imported.storyboard
        let stacks = navigationStacks(graph)
        let controller = stacks.sorted { $0.key.rawValue < $1.key.rawValue }.first { $0.value.contains(scene.id) }.map { imported.scene($0.key) }
        let item = scene.navigationItem
        var bar =
            controller == nil
            ? nil
            : NavigationBar(title: item?.title ?? scene.scene.title, leftItems: item?.leftItems ?? [], rightItems: item?.rightItems ?? [])
        // The controller's bar settings; the canvas shows a scene alone, so `automatic` is large.
        if let settings = controller??.navigationBar {
            bar?.prefersLargeTitles = settings.prefersLargeTitles && item?.largeTitleDisplayMode != .never
            bar?.isTranslucent = settings.isTranslucent
        }
        var screen = Screen(appName: "Storyboard", breadcrumb: [scene.id.rawValue], navigationBar: bar, content: [])
        screen.tabBar = tabBar(containing: scene.id, in: imported, stacks: stacks)
        if let device = device(drawnOn: scene) { screen = screen.laidOut(on: device) }
        if let view = scene.view {
            screen.content = [view]
            screen = placingRootViews(in: screen)
        }
        return screen
    }

    /// `screen` with its root views moved from the file's screen coordinates into the content
    /// area: a root view's frame is where Interface Builder put it for the scene's bars (below
    /// opaque bars, from the top under translucent ones), and the content area starts below
    /// the bars. A root table, collection or scroll view laid out under the bars is inset below
    /// them, as UIKit does (`automaticallyAdjustsScrollViewInsets`, iOS 11's safe area): its
    /// first row shows in the content area, it ends where the content area ends (a file drawn
    /// for a taller screen), and it is no wider than the screen (a file drawn on Xcode 6's
    /// 600-point canvas). A root view grows with the screen it is laid out on (a flexible
    /// size, as UIKit sizes a controller's view to its container).
    /// - Complexity: O(root views).
    public static func placingRootViews(in screen: Screen) -> Screen {
        var screen = screen
        let content = screen.contentFrame
        screen.content = screen.content.map { element in
            var element = element
            element.frame = element.frame.offsetBy(dx: 0, dy: -content.minY)
            if element.autoresizingMask.isEmpty { element.autoresizingMask = .flexibleSize }
            switch element.kind {
            case .table, .scrollView, .grid:
                let top = max(element.frame.minY, 0)
                let bottom = min(element.frame.maxY, content.height)
                let fillsWidth = element.frame.width > content.width
                element.frame = Rect(
                    x: fillsWidth ? 0 : element.frame.minX, y: top, width: fillsWidth ? content.width : element.frame.width,
                    height: max(bottom - top, 0))
            default:
                break
            }
            return element
        }
        return screen
    }

    /// The device whose screen is the size of the scene's root view (the canvas Interface
    /// Builder drew it on: the iPhone SE's 375x667, the iPhone 15's 393x852 ...); for a
    /// phone-sized root wider than 320 points that no device matches (Xcode's 375x812, 414x896,
    /// 390x844 canvases), the smallest of today's iPhones that holds it, so no view is cut off;
    /// nil for a root 320 points wide or a freeform panel shorter than a screen (the 3.5-inch
    /// screen shows them), or one wider than every iPhone (an iPad's).
    public static func device(drawnOn scene: ImportedScene) -> Device? {
        guard let size = scene.layoutViews.first(where: { $0.superview == nil })?.storedFrame?.size else { return nil }
        if let exact = Device.allCases.first(where: { $0.size == size && $0 != .iPhone35Inch }) { return exact }
        guard size.width > 320, size.height >= 480 else { return nil }
        return Device.allCases.filter { $0.hasModernChrome && $0.size.width >= size.width && $0.size.height >= size.height }
            .min { $0.size.width * $0.size.height < $1.size.width * $1.size.height }
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
