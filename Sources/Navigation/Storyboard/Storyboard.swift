/// A storyboard as a value: its scenes, the initial scene, the containment relationships
/// (tabs, navigation roots) and the segues between scenes.
///
/// Build one by listing what Interface Builder shows, then call `validate()` once (a test is a
/// good place) to get every problem at the same time. Lookups never crash on bad input: a
/// missing segue is a `StoryboardError`.
///
/// ```swift
/// let storyboard = Storyboard(
///     initialScene: "Nav",
///     scenes: [
///         StoryboardScene("Nav", kind: .navigationController),
///         StoryboardScene("List", kind: .tableViewController, title: "Items"),
///         StoryboardScene("Detail", kind: .viewController),
///     ],
///     relationships: [.root(of: "Nav", "List")],
///     segues: [Segue("ShowDetail", .push, from: "List", trigger: .cell(prototype: "Cell"), to: "Detail")]
/// )
/// ```
public struct Storyboard: Hashable, Sendable {
    /// The scene the app starts with (the storyboard's initial view controller).
    public var initialScene: SceneID
    /// All scenes, in the order the canvas text prints them.
    public var scenes: [StoryboardScene]
    /// Tabs and navigation roots; a tab bar's tabs are in the order listed here.
    public var relationships: [Relationship]
    /// All segues, in the order the canvas text prints them under their source scene.
    public var segues: [Segue]

    /// Creates a storyboard. Nothing is checked here; see `validate()`.
    public init(
        initialScene: SceneID,
        scenes: [StoryboardScene],
        relationships: [Relationship] = [],
        segues: [Segue] = []
    ) {
        self.initialScene = initialScene
        self.scenes = scenes
        self.relationships = relationships
        self.segues = segues
    }

    /// The first scene named `id`, if any.
    ///
    /// - Complexity: O(*n*), where *n* is the number of scenes.
    public func scene(_ id: SceneID) -> StoryboardScene? {
        scenes.first { $0.id == id }
    }

    /// The segues that start from `source`, in declaration order.
    ///
    /// - Complexity: O(*s*), where *s* is the number of segues.
    public func segues(from source: SceneID) -> [Segue] {
        segues.filter { $0.source == source }
    }

    /// The segue named `identifier` that starts from `source`, as
    /// `performSegueWithIdentifier:` finds it on a view controller.
    ///
    /// - Throws: `StoryboardError.segueNotOffered` naming the identifier and the scene when the
    ///   scene offers no such segue (including when the scene does not exist), and
    ///   `.ambiguousSegue` when several of its segues have that name (never the first of them).
    /// - Complexity: O(*s*), where *s* is the number of segues.
    public func segue(identifier: String, from source: SceneID) throws(StoryboardError) -> Segue {
        try segue(identifier: identifier, from: source) { _ in true }
    }

    /// The one segue from `source` named `identifier` whose trigger `matches` accepts: how a
    /// touch finds the segue drawn from its control, even among unnamed segues.
    ///
    /// - Throws: `.segueNotOffered` when none matches, `.ambiguousSegue` when several do.
    /// - Complexity: O(*s*), where *s* is the number of segues.
    public func segue(identifier: String, from source: SceneID, where matches: (Segue) -> Bool) throws(StoryboardError) -> Segue {
        let found = segues.filter { $0.source == source && $0.identifier == identifier && matches($0) }
        guard let segue = found.first else { throw .segueNotOffered(identifier: identifier, scene: source) }
        guard found.count == 1 else { throw .ambiguousSegue(identifier: identifier, scene: source, count: found.count) }
        return segue
    }

    /// The scenes of the tab bar controller `tabBar`, in tab order.
    ///
    /// - Complexity: O(*r*), where *r* is the number of relationships.
    public func tabs(of tabBar: SceneID) -> [SceneID] {
        relationships.filter { $0.source == tabBar && $0.kind == .tab }.map(\.destination)
    }

    /// The root scene of the navigation controller `navigationController`, if it has one.
    ///
    /// - Complexity: O(*r*), where *r* is the number of relationships.
    public func root(of navigationController: SceneID) -> SceneID? {
        relationships.first { $0.source == navigationController && $0.kind == .root }?.destination
    }

    /// The scene whose content a segue to `destination` actually shows: the root of a
    /// navigation controller; a split view controller's master content (on an iPhone it is
    /// collapsed onto its master), or its detail's when it has no master; else the scene itself. `nil` when the scene does not exist
    /// or the container has nothing to show.
    ///
    /// - Complexity: O(*n* + *r*).
    public func contentScene(of destination: SceneID) -> SceneID? {
        guard let scene = scene(destination) else { return nil }
        switch scene.kind {
        case .navigationController: return root(of: destination)
        case .splitViewController:
            if let master = relationships.first(where: { $0.source == destination && $0.kind == .master })?.destination, master != destination {
                return contentScene(of: master)
            }
            // Without a master (an iPad file that connects only the detail), the detail is all there is to show.
            guard let detail = relationships.first(where: { $0.source == destination && $0.kind == .detail })?.destination,
                detail != destination
            else { return nil }
            return contentScene(of: detail)
        default: return scene.id
        }
    }

    /// The contents of a split view controller's supplementary and detail columns, which an
    /// iPhone shows collapsed on its master's stack, in that order (UIKit's default, without a
    /// delegate saying otherwise); empty for other scenes.
    ///
    /// - Complexity: O(*n* + *r*).
    public func collapsedColumns(of splitView: SceneID) -> [SceneID] {
        guard scene(splitView)?.kind == .splitViewController else { return [] }
        return [Relationship.Kind.supplementary, .detail].compactMap { kind in
            guard let column = relationships.first(where: { $0.source == splitView && $0.kind == kind })?.destination,
                column != splitView
            else { return nil }
            return contentScene(of: column)
        }
    }
}
