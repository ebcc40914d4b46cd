import Presentation

/// Reads one `<scene>` element into a ``ParsedScene``: the controller, its navigation and tab
/// bar items, its view tree, its segues and relationships. Views are named after the outlets
/// that point at them, so Interface Builder's generated ids never become names.
struct SceneReader {
    /// The scene read so far.
    var scene: ParsedScene
    /// Outlet names by the id of the object they point at.
    var outlets: [String: String] = [:]
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

    /// The scene in `node`, the `position`-th scene element of the file, or nil (with the node
    /// reported in `skipped`) when it holds no view controller.
    ///
    /// The node is read in place and left emptied: the readers take `inout` paths into the
    /// tree and never keep a copy of an element across a read of it, so no array of children
    /// is ever shared when it is written, and nothing is copied on write.
    static func read(_ node: inout XMLNode, position: Int, skipped: inout SkippedContent) -> ParsedScene? {
        guard let objectsIndex = node.childIndex(.objects),
              let controllerIndex = node.children[objectsIndex].children.firstIndex(where: isController) else {
            skipped.skip(node, in: "scenes")
            return nil
        }
        var reader = Self.reader(for: node.children[objectsIndex].children[controllerIndex], position: position, skipped: skipped)
        skipped = SkippedContent()
        defer { skipped = reader.skipped }
        if controllerKind(node.children[objectsIndex].children[controllerIndex].word) == nil {
            let controller = node.children[objectsIndex].children[controllerIndex]
            reader.skipped.approximate(controller.name, "read as a plain view controller", line: controller.line)
        }
        reader.readController(&node.children[objectsIndex].children[controllerIndex])
        for index in node.children[objectsIndex].children.indices where index != controllerIndex {
            reader.readSceneObject(&node.children[objectsIndex].children[index])
        }
        node.children[objectsIndex].children = []
        reader.skipped.skipAttributes(of: node.children[objectsIndex])
        for (index, child) in node.children.enumerated() where index != objectsIndex {
            if child.word == .point, child.keyWord == .canvasLocation { continue }
            reader.skipped.skip(child, in: node)
        }
        _ = node.take(.sceneID)
        reader.skipped.skipAttributes(of: node)
        node.children = []
        return reader.scene
    }

    /// A reader for the scene whose controller element is `controller`, with its outlets
    /// collected, counting what is skipped on from `skipped`.
    private static func reader(for controller: XMLNode, position: Int, skipped: SkippedContent) -> SceneReader {
        let kind = controllerKind(controller.word) ?? .viewController
        var reader = SceneReader(
            scene: ParsedScene(
                position: position, controllerID: controller.peek(.id) ?? "", elementName: controller.name,
                line: controller.line, kind: kind
            ),
            skipped: skipped
        )
        reader.collectOutlets(of: controller)
        return reader
    }

    private static func isController(_ node: XMLNode) -> Bool {
        node.peek(.sceneMemberID) == "viewController" || controllerKind(node.word) != nil
    }

    /// Names from the controller's outlets (`eventNameLabel`, `tableView`...).
    private mutating func collectOutlets(of controller: XMLNode) {
        for connections in controller.children where connections.word == .connections {
            for outlet in connections.children where outlet.word == .outlet {
                if let property = outlet.peek(.property), let destination = outlet.peek(.destination),
                   property != "view" || outlets[destination] == nil {
                    outlets[destination] = property
                }
            }
        }
    }

    private mutating func readController(_ controller: inout XMLNode) {
        scene.customClass = controller.take(.customClass)
        scene.storyboardIdentifier = controller.take(.storyboardIdentifier)
        scene.userLabel = controller.take(.userLabel)
        scene.controllerTitle = controller.take(.title)
        if scene.kind == .storyboardReference {
            let storyboard = controller.take(.storyboardName) ?? "this storyboard"
            let identifier = controller.take(.referencedIdentifier)
            scene.reference = identifier.map { "\(storyboard) scene \"\($0)\"" } ?? "\(storyboard) initial scene"
        }
        for index in controller.children.indices {
            switch (controller.children[index].word, controller.children[index].keyWord) {
            case (.view, .view), (.tableView, .view), (.collectionView, .view), (.scrollView, .view), (.imageView, .view),
                 (.webView, .view), (.mapView, .view):
                scene.view = readView(&controller.children[index])
            case (.navigationItem, _):
                scene.navigationItem = readNavigationItem(&controller.children[index])
            case (.tabBarItem, _):
                scene.tabItem = readTabBarItem(&controller.children[index])
            case (.connections, _):
                _ = readConnections(&controller.children[index], trigger: .manual)
            case (.toolbarItems, _):
                for itemIndex in controller.children[index].children.indices {
                    if controller.children[index].children[itemIndex].word == .barButtonItem {
                        scene.toolbarItems.append(readBarButton(&controller.children[index].children[itemIndex]))
                    } else {
                        skipped.skip(controller.children[index].children[itemIndex], in: controller.children[index])
                    }
                }
                skipped.skipAttributes(of: controller.children[index])
            default:
                skipped.skip(controller.children[index], in: controller)
            }
        }
        controller.children = []
        finish(&controller)
    }

    /// A placeholder, an exit, or a gesture recognizer of the scene.
    private mutating func readSceneObject(_ object: inout XMLNode) {
        if object.word == .placeholder, object.peek(.sceneMemberID) == "firstResponder" { return }
        if object.word == .exit {
            if let id = object.peek(.id) { scene.exitIDs.append(id) }
            _ = object.take(.userLabel)
            for child in object.children { skipped.skip(child, in: object) }
            object.children = []
            finish(&object)
        } else if object.name.hasSuffix("GestureRecognizer") {
            let gesture = outlets[object.peek(.id) ?? ""] ?? object.take(.userLabel) ?? String(object.name.dropLast("GestureRecognizer".count))
            for index in object.children.indices {
                if object.children[index].word == .connections {
                    _ = readConnections(&object.children[index], trigger: .gesture(gesture))
                } else {
                    skipped.skip(object.children[index], in: object)
                }
            }
            object.children = []
            finish(&object)
        } else {
            skipped.skip(object, in: "objects")
        }
    }

    /// Records the attributes of `node` nobody read as skipped.
    mutating func finish(_ node: inout XMLNode) {
        skipped.skipAttributes(of: node)
    }
}
