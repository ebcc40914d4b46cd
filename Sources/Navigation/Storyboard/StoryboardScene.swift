import Presentation

/// One scene of a storyboard: a view controller with its name, kind and optional title, custom
/// class and storyboard identifier, and the tab bar item it shows when it is a tab.
///
/// Named `StoryboardScene` rather than `Scene` so a SwiftUI client can import both modules.
public struct StoryboardScene: Hashable, Sendable {
    /// The scene's name on the canvas.
    public var id: SceneID
    /// The kind of view controller.
    public var kind: SceneKind
    /// The view controller's title, if the storyboard sets one: the navigation bar's title
    /// while the scene is on top, unless its screen states another (``NavigationItem/title``).
    public var title: String?
    /// The view controller's class when it is an app's subclass (`EventsTableViewController`).
    public var customClass: String?
    /// The identifier code instantiates the scene by
    /// (`instantiateViewControllerWithIdentifier:`), if the storyboard sets one.
    public var storyboardIdentifier: String?
    /// The item the tab bar shows for this scene when it is one of a tab bar controller's tabs
    /// (`tabBarItem`); without one, the tab shows the title of the scene it holds.
    public var tabBarItem: TabItem?
    /// The action connections of the scene's controls (``ControlAction``), in the file's order.
    public var actions: [ControlAction]

    /// Creates a scene.
    public init(
        _ id: SceneID, kind: SceneKind, title: String? = nil, customClass: String? = nil,
        storyboardIdentifier: String? = nil, tabBarItem: TabItem? = nil, actions: [ControlAction] = []
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.tabBarItem = tabBarItem
        self.actions = actions
    }
}
