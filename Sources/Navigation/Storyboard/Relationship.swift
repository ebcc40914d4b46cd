/// A containment edge on the storyboard: a tab bar's tab, a navigation controller's root, or a
/// split view controller's master or detail.
///
/// A tab bar's tabs are its `.tab` relationships in the order they appear in
/// `Storyboard.relationships`.
public struct Relationship: Hashable, Sendable {
    /// Which containment a relationship expresses.
    public enum Kind: String, Hashable, Sendable {
        /// One of a tab bar controller's view controllers (`viewControllers`).
        case tab
        /// A navigation controller's root view controller (`rootViewController`).
        case root
        /// A split view controller's master (primary) column (`masterViewController`).
        case master
        /// A split view controller's detail (secondary) column (`detailViewController`).
        case detail
        /// A triple-column split view controller's middle column (`supplementaryViewController`,
        /// iOS 14).
        case supplementary

        /// The kind of scene a relationship of this kind must start from.
        public var containerKind: SceneKind {
            switch self {
            case .tab: .tabBarController
            case .root: .navigationController
            case .master, .detail, .supplementary: .splitViewController
            }
        }
    }

    /// The container scene.
    public var source: SceneID
    /// Tab, root, master or detail.
    public var kind: Kind
    /// The contained scene.
    public var destination: SceneID

    /// Creates a relationship from `source` to `destination`.
    public init(_ kind: Kind, from source: SceneID, to destination: SceneID) {
        self.source = source
        self.kind = kind
        self.destination = destination
    }

    /// A tab of the tab bar controller `source`.
    public static func tab(of source: SceneID, _ destination: SceneID) -> Relationship {
        Relationship(.tab, from: source, to: destination)
    }

    /// The root of the navigation controller `source`.
    public static func root(of source: SceneID, _ destination: SceneID) -> Relationship {
        Relationship(.root, from: source, to: destination)
    }
}
