import Presentation

extension NavigationState where Screen: StoryboardScreen {
    /// The navigation an app starts with, built from its storyboard as UIKit builds it from the
    /// initial view controller: a tab bar controller gives one tab per `.tab` relationship, in
    /// the relationships' order, each showing its scene's ``StoryboardScene/tabBarItem`` (or,
    /// without one, the title of the scene it holds) and a stack whose root is the tab's
    /// content (a navigation controller's root, or the scene itself); a navigation controller
    /// gives a single stack on its root; a split view controller, collapsed as on an iPhone, a
    /// stack of its master's content with its detail's pushed on it; any other scene a single
    /// stack on itself.
    ///
    /// `rootScreen` makes the state of each root scene at launch, as the storyboard
    /// instantiates its view controller. Ids are handed out in tab order, so the first tab's
    /// root is `ScreenID(0)`.
    ///
    /// ```swift
    /// let navigation = NavigationState<Screen, Never>(storyboard: storyboard) { scene in
    ///     scene == "Settings" ? .settings(SettingsState()) : .books(BookListState())
    /// }
    /// ```
    ///
    /// Nothing here throws: a sound storyboard needs no `try`. One that ``Storyboard/validate()``
    /// rejects still gives a state, never a crash (tabs whose content is missing are left out;
    /// with no tab or root left, a single stack on `rootScreen(initialScene)`), and the problem
    /// is reported by `validate()`, which an app's tests call once (`expectValidStoryboard` in
    /// StoryboardTesting).
    ///
    /// - Parameters:
    ///   - selectedTab: the tab selected at launch; an index out of range selects the first.
    ///   - rootScreen: the launch state of a root scene; it should return a screen of that scene.
    /// - Complexity: O(*t* · (*n* + *r*)) for *t* tabs, *n* scenes and *r* relationships.
    public init(storyboard: Storyboard, selectedTab: Int = 0, rootScreen: (SceneID) -> Screen) {
        let initial = storyboard.initialScene
        func fallback() -> NavigationState { NavigationState(root: rootScreen(initial)) }
        guard let scene = storyboard.scene(initial) else {
            self = fallback()
            return
        }
        if scene.kind == .tabBarController {
            let tabs = storyboard.tabs(of: initial).compactMap { tab -> (item: TabItem, root: Screen, showsNavigationBar: Bool)? in
                guard let content = storyboard.contentScene(of: tab), let tabScene = storyboard.scene(tab) else { return nil }
                let title = storyboard.scene(content)?.title ?? tabScene.title ?? content.rawValue
                return (tabScene.tabBarItem ?? TabItem(title: title), rootScreen(content), Self.showsNavigationBar(tabScene.kind))
            }
            guard !tabs.isEmpty else {
                self = fallback()  // no tab has content: validate() reports it
                return
            }
            do {
                self = try NavigationState(tabStacks: tabs, selectedIndex: tabs.indices.contains(selectedTab) ? selectedTab : 0)
            } catch {
                self = fallback()  // not reached: there are tabs and the index is one of theirs
            }
        } else if let content = storyboard.contentScene(of: initial) {
            self = NavigationState(root: rootScreen(content), showsNavigationBar: Self.showsNavigationBar(scene.kind))
            for column in storyboard.collapsedColumns(of: initial) where column != content { push(rootScreen(column)) }
        } else {
            self = fallback()
        }
    }

    /// Whether a root of this kind shows a navigation bar: a navigation controller's stack, and
    /// a split view controller's (collapsed onto its master's navigation controller); a view
    /// controller that is a tab or the initial scene on its own has none, as in UIKit.
    static func showsNavigationBar(_ kind: SceneKind) -> Bool {
        kind == .navigationController || kind == .splitViewController
    }
}
