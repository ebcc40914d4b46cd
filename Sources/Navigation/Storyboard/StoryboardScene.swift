/// One scene of a storyboard: a view controller with its name, kind and optional title,
/// custom class and storyboard identifier.
///
/// Named `StoryboardScene` rather than `Scene` so a SwiftUI client can import both modules.
public struct StoryboardScene: Hashable, Sendable {
    /// The scene's name on the canvas.
    public var id: SceneID
    /// The kind of view controller.
    public var kind: SceneKind
    /// The view controller's title (shown in its navigation bar), if the storyboard sets one.
    public var title: String?
    /// The view controller's class when it is an app's subclass (`EventsTableViewController`).
    public var customClass: String?
    /// The identifier code instantiates the scene by
    /// (`instantiateViewControllerWithIdentifier:`), if the storyboard sets one.
    public var storyboardIdentifier: String?

    /// Creates a scene.
    public init(_ id: SceneID, kind: SceneKind, title: String? = nil, customClass: String? = nil, storyboardIdentifier: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
    }
}
