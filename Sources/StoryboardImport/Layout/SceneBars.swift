import Navigation
import Presentation

/// The bars around a scene, as Interface Builder simulates them on its canvas: a navigation
/// bar when a navigation controller holds the scene, a tab bar when a tab does, a toolbar when
/// the scene has toolbar items. They set the safe area.
struct SceneBars: Hashable {
    var navigationBar: Bool
    var tabBar: Bool
    var toolbar: Bool

    /// The bar heights of iOS 26 as Xcode 26 simulates them (measured from real files'
    /// stored frames: a navigation bar 48 tall, and 34 points more above the home indicator).
    var isIOS26: Bool

    /// The bars of `scene` in `storyboard`. Xcode 26 also simulates a navigation bar over a
    /// scene that has a navigation item and no navigation controller in the file.
    /// - Complexity: O(n + r + s) for n scenes, r relationships and s segues.
    init(_ scene: ImportedScene, in storyboard: ImportedStoryboard) {
        let graph = storyboard.storyboard
        let stacks = StoryboardCanvas.navigationStacks(graph)
        let onStack = stacks.values.contains { $0.contains(scene.id) }
        isIOS26 = storyboard.format.controlGeneration == .iOS26
        navigationBar = onStack || (isIOS26 && scene.navigationItem != nil)
        tabBar = graph.scenes.contains { tabBar in
            tabBar.kind == .tabBarController && graph.tabs(of: tabBar.id).contains { $0 == scene.id || stacks[$0]?.contains(scene.id) == true }
        }
        toolbar = !scene.toolbarItems.isEmpty && onStack
    }

    /// The safe area's insets on `canvas`: the status bar (or sensor housing) and the
    /// navigation bar above; the home indicator, the tab bar and the toolbar below.
    func safeAreaInsets(on canvas: LayoutCanvas) -> EdgeInsets {
        let barHeight = canvas.size.width > canvas.size.height ? 32.0 : isIOS26 ? 48 : 44
        var top = canvas.statusBarNeedsTopBar && !navigationBar ? 0 : canvas.statusBarHeight
        if navigationBar { top += barHeight }
        var bottom = canvas.homeIndicatorHeight * (isIOS26 ? 2 : 1)
        if tabBar { bottom += 49 } else if toolbar { bottom += barHeight }
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }
}
