import Navigation
import Presentation

/// Reads one `<scene>` element into a ``ParsedScene``: the controller, its navigation and tab
/// bar items, its view tree, its segues and relationships. Views are named after the outlets
/// that point at them, so Interface Builder's generated ids never become names.
struct SceneReader {
    /// An element of the scene.
    typealias Node = XMLTree.Node

    /// The scene's elements (moved in for the read and back out, never copied).
    var tree: XMLTree
    /// The scene read so far.
    var scene: ParsedScene
    /// Outlet names by the id of the object they point at.
    var outlets: [String: String] = [:]
    /// The names of the scene's gesture recognizers by their ids (``gestureName(of:)``).
    var gestureNames: [String: String] = [:]
    /// The object ids of the views whose subviews are being read, innermost last.
    var layoutStack: [String] = []
    /// Where the view being read will sit in the scene's element tree (child indices from the
    /// root view); nil inside a table cell or anything else the tree holds elsewhere.
    var elementPath: [Int]? = []
    /// Layout margins read from a view's children, by the view's id, until its record is made.
    var pendingMargins: [String: EdgeInsets] = [:]
    /// Stack arrangements read from a stack view's attributes, by its id, until its record is made.
    var pendingStacks: [String: StackArrangement] = [:]
    /// What the file's scenes left out so far (the import's one count, moved in and out of each
    /// scene's reader so it is never copied).
    var skipped: SkippedContent

    /// The controller elements and the kind each makes.
    static func controllerKind(_ word: Word) -> SceneKind? {
        switch word {
        case .viewController: .viewController
        case .tableViewController: .tableViewController
        case .navigationController: .navigationController
        case .tabBarController: .tabBarController
        case .collectionViewController: .collectionViewController
        case .splitViewController: .splitViewController
        case .pageViewController: .pageViewController
        case .viewControllerPlaceholder: .storyboardReference
        default: nil
        }
    }

    /// The scene in `node` of `tree`, the `position`-th scene element of the file, or nil (with
    /// the node reported in `skipped`) when it holds no view controller. The tree is moved into
    /// the reader and back, so its storage is never shared while attributes are marked read.
    static func read(_ node: Node, of tree: inout XMLTree, position: Int, skipped: inout SkippedContent) -> ParsedScene? {
        guard let objects = tree.child(.objects, of: node),
            let controller = tree.children(of: objects).first(where: { isController($0, in: tree) })
        else {
            skipped.skip(node, in: "scenes", of: tree)
            return nil
        }
        var reader = Self.reader(for: controller, of: tree, position: position, skipped: skipped)
        skipped = SkippedContent()
        tree = XMLTree()
        defer {
            skipped = reader.skipped
            tree = reader.tree
        }
        if controllerKind(reader.tree[controller].word) == nil {
            reader.skipped.approximate(reader.tree.name(of: controller), "read as a plain view controller", line: reader.tree[controller].line)
        }
        for object in reader.tree.children(of: objects) where reader.tree.name(of: object).hasSuffix("GestureRecognizer") {
            if let id = reader.tree.peek(.id, in: object) { reader.gestureNames[id] = reader.gestureName(of: object) }
        }
        reader.readController(controller)
        for object in reader.tree.children(of: objects) where object != controller {
            reader.readSceneObject(object)
        }
        reader.finish(objects)
        for child in reader.tree.children(of: node) where child != objects {
            if reader.tree[child].word == .point, reader.tree[child].keyWord == .canvasLocation { continue }
            reader.skip(child, in: node)
        }
        _ = reader.tree.take(.sceneID, from: node)
        reader.finish(node)
        return reader.scene
    }

    /// A reader for the scene whose controller element is `controller`, with its outlets
    /// collected, counting what is skipped on from `skipped`.
    private static func reader(for controller: Node, of tree: consuming XMLTree, position: Int, skipped: SkippedContent) -> SceneReader {
        let kind = controllerKind(tree[controller].word) ?? .viewController
        var reader = SceneReader(
            tree: tree,
            scene: ParsedScene(
                position: position, controllerID: tree.peek(.id, in: controller) ?? "", elementName: tree.name(of: controller),
                line: tree[controller].line, kind: kind
            ),
            skipped: skipped
        )
        reader.collectOutlets(of: controller)
        return reader
    }

    private static func isController(_ node: Node, in tree: XMLTree) -> Bool {
        tree.peek(.sceneMemberID, in: node) == "viewController" || controllerKind(tree[node].word) != nil
    }

    /// Names from the controller's outlets (`eventNameLabel`, `tableView`...).
    private mutating func collectOutlets(of controller: Node) {
        for connections in tree.children(of: controller) where tree[connections].word == .connections {
            for outlet in tree.children(of: connections) where tree[outlet].word == .outlet {
                if let property = tree.peek(.property, in: outlet), let destination = tree.peek(.destination, in: outlet),
                    property != "view" || outlets[destination] == nil
                {
                    outlets[destination] = property
                }
            }
        }
    }

    private mutating func readController(_ controller: Node) {
        scene.customClass = tree.take(.customClass, from: controller)
        scene.storyboardIdentifier = tree.take(.storyboardIdentifier, from: controller)
        scene.userLabel = tree.take(.userLabel, from: controller)
        scene.controllerTitle = tree.take(.title, from: controller)
        if scene.kind == .storyboardReference {
            let name = tree.take(.storyboardName, from: controller)
            let identifier = tree.take(.referencedIdentifier, from: controller)
            let storyboard = name ?? "this storyboard"
            scene.reference = identifier.map { "\(storyboard) scene \"\($0)\"" } ?? "\(storyboard) initial scene"
            scene.referenced = (name, identifier)
        }
        for child in tree.children(of: controller) {
            switch (tree[child].word, tree[child].keyWord) {
            case (.view, .view), (.tableView, .view), (.collectionView, .view), (.scrollView, .view), (.imageView, .view),
                (.webView, .view), (.mapView, .view):
                elementPath = []
                scene.view = readView(child)
            case (.layoutGuides, _):
                readControllerLayoutGuides(child)
            case (.navigationItem, _):
                scene.navigationItem = readNavigationItem(child)
            case (.navigationBar, .navigationBar):
                // The bar's settings this package models; its colors and appearance are left out.
                scene.navigationBar = ImportedNavigationBar(
                    prefersLargeTitles: tree.take(.prefersLargeTitles, from: child) == "YES",
                    isTranslucent: tree.take(.translucent, from: child).map { $0 != "NO" })
                skip(child, in: controller)
            case (.tabBarItem, _):
                scene.tabItem = readTabBarItem(child)
            case (.connections, _):
                _ = readConnections(child, trigger: .manual)
            case (.toolbarItems, _):
                for item in tree.children(of: child) {
                    if tree[item].word == .barButtonItem {
                        scene.toolbarItems.append(readBarButton(item))
                    } else {
                        skip(item, in: child)
                    }
                }
                finish(child)
            default:
                skip(child, in: controller)
            }
        }
        finish(controller)
    }

    /// A placeholder, an exit, or a gesture recognizer of the scene.
    private mutating func readSceneObject(_ object: Node) {
        if tree[object].word == .placeholder, tree.peek(.sceneMemberID, in: object) == "firstResponder" { return }
        let name = tree.name(of: object)
        if tree[object].word == .exit {
            if let id = tree.peek(.id, in: object) { scene.exitIDs.append(id) }
            _ = tree.take(.userLabel, from: object)
            for child in tree.children(of: object) { skip(child, in: object) }
            finish(object)
        } else if name.hasSuffix("GestureRecognizer") {
            let gesture = gestureName(of: object)
            _ = tree.take(.userLabel, from: object)
            for child in tree.children(of: object) {
                if tree[child].word == .connections {
                    _ = readConnections(child, trigger: .gesture(gesture))
                } else {
                    skip(child, in: object)
                }
            }
            finish(object)
        } else {
            skipped.skip(object, in: "objects", of: tree)
        }
    }

    /// A gesture recognizer's name: its outlet's, else its outline label, else its kind
    /// (`swipe` for a `swipeGestureRecognizer`, `longPress` for the element Interface Builder
    /// writes `pongPressGestureRecognizer`).
    func gestureName(of object: Node) -> String {
        let kind = String(tree.name(of: object).dropLast("GestureRecognizer".count))
        return outlets[tree.peek(.id, in: object) ?? ""] ?? tree.peek(.userLabel, in: object) ?? (kind == "pongPress" ? "longPress" : kind)
    }

    /// Records the attributes of `node` nobody read as skipped.
    mutating func finish(_ node: Node) {
        skipped.skipAttributes(of: node, in: tree)
    }

    /// Records `node` and everything inside it as skipped, under `parent`.
    mutating func skip(_ node: Node, in parent: Node) {
        skipped.skip(node, in: parent, of: tree)
    }
}
