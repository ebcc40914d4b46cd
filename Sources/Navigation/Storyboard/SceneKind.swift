/// What kind of view controller a scene holds, as Interface Builder names them.
public enum SceneKind: String, Hashable, Sendable, CaseIterable {
    /// A `UITabBarController`: its tabs come from `.tab` relationships.
    case tabBarController
    /// A `UINavigationController`: its root comes from a `.root` relationship.
    case navigationController
    /// A `UITableViewController`.
    case tableViewController
    /// A plain `UIViewController`.
    case viewController
    /// A `UICollectionViewController`.
    case collectionViewController
    /// A `UISplitViewController`: its columns come from `.master` and `.detail` relationships.
    case splitViewController
    /// A `UIPageViewController`: its pages are supplied by code.
    case pageViewController
    /// A storyboard reference (`viewControllerPlaceholder`): a scene of another storyboard
    /// file, shown by segues that lead to it.
    case storyboardReference

    /// Whether the scene only hosts other scenes (tab bar, navigation, split and page view
    /// controllers, references to other files) rather than showing content of its own.
    public var isContainer: Bool {
        switch self {
        case .tabBarController, .navigationController, .splitViewController, .pageViewController, .storyboardReference: true
        case .tableViewController, .viewController, .collectionViewController: false
        }
    }
}
