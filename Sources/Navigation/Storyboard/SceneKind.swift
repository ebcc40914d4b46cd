/// What kind of view controller a scene holds; the kinds the seed apps' storyboards use.
public enum SceneKind: String, Hashable, Sendable, CaseIterable {
    /// A `UITabBarController`: its tabs come from `.tab` relationships.
    case tabBarController
    /// A `UINavigationController`: its root comes from a `.root` relationship.
    case navigationController
    /// A `UITableViewController`.
    case tableViewController
    /// A plain `UIViewController`.
    case viewController

    /// Whether the scene only hosts other scenes (tab bar, navigation controller) rather than
    /// showing content of its own.
    public var isContainer: Bool {
        switch self {
        case .tabBarController, .navigationController: true
        case .tableViewController, .viewController: false
        }
    }
}
