import Navigation
import Presentation

/// One scene of an imported storyboard file: the graph's scene with everything Interface
/// Builder's canvas shows of it (navigation item, tab bar item, toolbar items, the view tree)
/// and where it is in the file.
public struct ImportedScene: Sendable {
    /// The scene as the graph holds it: name, kind, title, custom class, storyboard identifier.
    public var scene: StoryboardScene
    /// The line of the view controller's element in the file.
    public var line: Int
    /// The navigation item, if the controller has one.
    public var navigationItem: ImportedNavigationItem?
    /// A navigation controller's bar as the file sets it (large titles, translucency); nil for
    /// other scenes.
    public var navigationBar: ImportedNavigationBar?
    /// The tab bar item it shows when it is a tab.
    public var tabItem: TabItem?
    /// The toolbar items.
    public var toolbarItems: [BarButton]
    /// The root view and its subviews (for a table view controller, the table).
    public var view: Element?
    /// The facts of the scene's tables that their elements do not hold.
    public var tables: [ImportedTable]
    /// The reuse identifiers of the scene's collection view prototype cells.
    public var collectionCellIdentifiers: [String]
    /// For a storyboard reference: the file and scene it stands for, in words.
    public var reference: String?
    /// For a storyboard reference: the storyboard it names (nil: this one) and the storyboard
    /// identifier of the scene (nil: that storyboard's initial scene).
    public var referenced: (storyboard: String?, identifier: String?)?
    /// How many views have no stored frame (placed by Auto Layout alone).
    public var viewsWithoutFrame: Int
    /// The Auto Layout constraints of the scene's views, in file order (placeholders, which
    /// Interface Builder removes at build time, left out).
    public var constraints: [ImportedConstraint] = []
    /// What Auto Layout needs to know of each view of the scene (once each, in no particular
    /// order), by which ``SceneLayout`` lays the scene out.
    public var layoutViews: [ImportedLayoutView] = []
    /// The layout guides the constraints may name (safe areas, scroll view guides, the
    /// controller's top and bottom layout guides).
    public var layoutGuides: [ImportedLayoutGuide] = []

    /// The scene's name.
    public var id: SceneID { scene.id }

    /// Creates an imported scene.
    public init(
        scene: StoryboardScene, line: Int, navigationItem: ImportedNavigationItem? = nil, tabItem: TabItem? = nil,
        toolbarItems: [BarButton] = [], view: Element? = nil, tables: [ImportedTable] = [],
        collectionCellIdentifiers: [String] = [], reference: String? = nil, viewsWithoutFrame: Int = 0
    ) {
        self.scene = scene
        self.line = line
        self.navigationItem = navigationItem
        self.tabItem = tabItem
        self.toolbarItems = toolbarItems
        self.view = view
        self.tables = tables
        self.collectionCellIdentifiers = collectionCellIdentifiers
        self.reference = reference
        self.viewsWithoutFrame = viewsWithoutFrame
    }
}
