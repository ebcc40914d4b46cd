import Navigation
import Presentation

/// A scene as read from its `<scene>` element, before names are given and references resolved:
/// objects are still known by their Interface Builder ids.
struct ParsedScene {
    /// The position of its `<scene>` element among the file's scenes.
    var position: Int
    /// The controller's object id.
    var controllerID: String
    /// The controller's element name (`tableViewController`...).
    var elementName: String
    /// The line of the controller's element.
    var line: Int
    /// The kind of controller.
    var kind: SceneKind
    /// `customClass`.
    var customClass: String?
    /// `storyboardIdentifier`.
    var storyboardIdentifier: String?
    /// `userLabel`: the name given in the document outline.
    var userLabel: String?
    /// The controller's `title` attribute.
    var controllerTitle: String?
    /// The navigation item, if the controller has one.
    var navigationItem: ImportedNavigationItem?
    /// A navigation controller's bar settings.
    var navigationBar: ImportedNavigationBar?
    /// The tab bar item, if the controller has one.
    var tabItem: TabItem?
    /// The root view (a table view for a table view controller).
    var view: Element?
    /// The facts of its tables that the element model does not hold.
    var tables: [ImportedTable] = []
    /// Toolbar items.
    var toolbarItems: [BarButton] = []
    /// The reuse identifiers of the scene's collection view prototype cells.
    var collectionCellIdentifiers: [String] = []
    /// The segues that start in this scene, destinations by id.
    var segues: [ParsedSegue] = []
    /// Containment relationships, destinations by id.
    var relationships: [ParsedRelationship] = []
    /// The scene's outlet and action connections, for the check that they stay in the scene.
    var connections: [ParsedConnection] = []
    /// The action connections of its controls, for the runtime (``ControlAction``).
    var actions: [ControlAction] = []
    /// The ids of the scene's exit placeholders (unwind segues lead to them).
    var exitIDs: [String] = []
    /// For a storyboard reference: the storyboard and scene it stands for.
    var reference: String?
    /// For a storyboard reference: the storyboard it names and the scene's identifier.
    var referenced: (storyboard: String?, identifier: String?)?
    /// How many views have no stored frame (laid out by Auto Layout alone).
    var viewsWithoutFrame = 0
    /// The Auto Layout constraints of the scene's views, in file order.
    var constraints: [ImportedConstraint] = []
    /// Each view's layout facts, children before their superview.
    var layoutViews: [ImportedLayoutView] = []
    /// The layout guides its constraints may name.
    var layoutGuides: [ImportedLayoutGuide] = []
    /// The names of the images its image views and cells show (to give them their sizes).
    var imageNames: Set<String> = []
}

/// A segue as written in the file.
struct ParsedSegue {
    /// The identifier, empty when unnamed.
    var identifier: String
    /// The kind.
    var kind: SegueKind
    /// The control it starts from.
    var trigger: SegueTrigger
    /// The destination's object id.
    var destinationID: String
    /// The line of the `<segue>` element.
    var line: Int
    /// An unwind segue's action.
    var unwindAction: String?
    /// A custom segue's class.
    var customClass: String?
    /// How a presenting segue shows its destination.
    var presentationStyle: Segue.PresentationStyle = .fullScreen
}

/// A relationship segue as written in the file.
struct ParsedRelationship {
    /// Tab, root, master or detail.
    var kind: Relationship.Kind
    /// The destination's object id.
    var destinationID: String
    /// The line of the `<segue>` element.
    var line: Int
}

/// An outlet or action connection as written in the file.
struct ParsedConnection {
    /// `outlet` or `action`.
    var kind: String
    /// The outlet's property or the action's selector.
    var name: String
    /// The id of the object it connects to.
    var destinationID: String
    /// The line of the connection.
    var line: Int
}
