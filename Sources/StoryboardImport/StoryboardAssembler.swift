import Navigation
import Presentation

/// Turns what the reader collected into an ``ImportedStoryboard``: gives every scene a name a
/// reviewer understands (never a generated id), resolves the ids segues, relationships and the
/// initial view controller refer to, fills in image sizes the file lists, and refuses
/// duplicate ids and references to objects that are not there.
struct StoryboardAssembler {
    /// The document element with its attributes and top-level children (the scenes already
    /// taken out).
    var tree: XMLTree
    /// The document element in ``tree``.
    let document: XMLTree.Node
    /// The scenes, in file order.
    var scenes: [ParsedScene]
    /// What was left out so far.
    var skipped: SkippedContent
    /// Where every object is.
    var objects: ObjectRegistry

    /// The imported storyboard.
    /// - Throws: ``StoryboardImportError/duplicateObjectIDs(_:)`` or
    ///   ``StoryboardImportError/danglingReferences(_:)``.
    /// - Complexity: O(*n* + *s* + *e*) expected for *n* scenes, *s* segues and relationships
    ///   and *e* elements.
    mutating func assemble(duplicates: [String: [Int]]) throws(StoryboardImportError) -> ImportedStoryboard {
        if !duplicates.isEmpty {
            let list = duplicates.map { StoryboardImportError.DuplicateObjectID(id: $0.key, lines: $0.value) }
                .sorted { ($0.lines.first ?? 0, $0.id) < ($1.lines.first ?? 0, $1.id) }
            throw .duplicateObjectIDs(list)
        }
        let format = readDocument()
        let names = Self.names(for: scenes)
        var owners: [String: Int] = [:]
        // Read in place, by index: a `for` over the scenes would copy each one.
        for index in scenes.indices {
            owners[scenes[index].controllerID] = index
            for exit in scenes[index].exitIDs { owners[exit] = index }
        }
        let initialID = tree.take(.initialViewController, from: document)
        var dangling: [StoryboardImportError.DanglingReference] = []
        var initial = SceneID("")
        if let initialID {
            if let index = owners[initialID] {
                initial = names[index]
            } else {
                dangling.append(.init(what: "initialViewController", scene: nil, missingID: initialID, line: tree[document].line))
            }
        }
        var relationships: [Relationship] = [], relationshipLines: [Int] = []
        var segues: [Segue] = [], segueLines: [Int] = []
        for index in scenes.indices {
            let source = names[index]
            for relationship in scenes[index].relationships {
                guard let target = owners[relationship.destinationID] else {
                    dangling.append(
                        .init(what: "relationship \(relationship.kind.rawValue)", scene: source, missingID: relationship.destinationID, line: relationship.line)
                    )
                    continue
                }
                relationships.append(Relationship(relationship.kind, from: source, to: names[target]))
                relationshipLines.append(relationship.line)
            }
            for segue in scenes[index].segues {
                guard let target = owners[segue.destinationID] else {
                    let name = segue.identifier.isEmpty ? "(unnamed)" : segue.identifier
                    dangling.append(.init(what: "segue \(name)", scene: source, missingID: segue.destinationID, line: segue.line))
                    continue
                }
                let destination = scenes[target].exitIDs.contains(segue.destinationID) ? source : names[target]
                var built = Segue(
                    segue.identifier, segue.kind, from: source, trigger: segue.trigger, to: destination,
                    unwindAction: segue.unwindAction, customClass: segue.customClass
                )
                built.presentationStyle = segue.presentationStyle
                segues.append(built)
                segueLines.append(segue.line)
            }
        }
        if !dangling.isEmpty { throw .danglingReferences(dangling) }
        let problems = connectionProblems(names: names)
        let sizes = imageSizes()
        let imported = scenes.indices.map { index in
            Self.imported(scenes[index], name: names[index], sizes: sizes)
        }
        return ImportedStoryboard(
            storyboard: Storyboard(initialScene: initial, scenes: imported.map(\.scene), relationships: relationships, segues: segues),
            scenes: imported, format: format, segueLines: segueLines, relationshipLines: relationshipLines, skipped: skipped,
            documentLine: tree[document].line, connectionProblems: problems
        )
    }

    /// Outlets and actions whose object is in another scene or nowhere in the file.
    private func connectionProblems(names: [SceneID]) -> [ConnectionProblem] {
        var nameAtPosition: [Int: SceneID] = [:]
        for index in scenes.indices { nameAtPosition[scenes[index].position] = names[index] }
        var problems: [ConnectionProblem] = []
        for index in scenes.indices {
            let position = scenes[index].position
            for connection in scenes[index].connections {
                guard let place = objects.place(of: connection.destinationID) else {
                    problems.append(ConnectionProblem(scene: names[index], kind: connection.kind, name: connection.name, line: connection.line, target: nil))
                    continue
                }
                guard Int(place.scene) != position else { continue }
                let target = nameAtPosition[Int(place.scene)] ?? SceneID("(outside every scene)")
                problems.append(ConnectionProblem(scene: names[index], kind: connection.kind, name: connection.name, line: connection.line, target: target))
            }
        }
        return problems
    }

    /// The document's format attributes; its other attributes and top-level elements other
    /// than the scenes and resources are reported as skipped.
    private mutating func readDocument() -> ImportedStoryboard.Format {
        _ = tree.take(.type, from: document)
        var format = ImportedStoryboard.Format(
            version: tree.take(.version, from: document) ?? "",
            toolsVersion: tree.take(.toolsVersion, from: document),
            targetRuntime: tree.take(.targetRuntime, from: document),
            usesAutoLayout: tree.takeFlag(.useAutolayout, from: document) ?? false
        )
        if let device = tree.child(.device, of: document) {
            format.device = tree.take(.id, from: device)
            format.orientation = tree.take(.orientation, from: device)
            _ = tree.take(.appearance, from: device)
            skipped.skipAttributes(of: device, in: tree)
        }
        if !format.isKnownVersion {
            skipped.approximate("document", "version=\(format.version) (read as 3.0)", line: tree[document].line)
        }
        return format
    }

    /// The sizes of the images the file lists (`<resources><image name= width= height=>`,
    /// Xcode 5 and later); every other top-level element is reported as skipped.
    private mutating func imageSizes() -> [String: Size] {
        var sizes: [String: Size] = [:]
        for child in tree.children(of: document) {
            switch tree[child].word {
            case .scenes, .device:
                continue
            case .resources:
                for resource in tree.children(of: child) {
                    guard tree[resource].word == .image, let name = tree.take(.name, from: resource) else {
                        skipped.skip(resource, in: child, of: tree)
                        continue
                    }
                    sizes[name] = StoryboardValues.size(resource, of: &tree)
                    skipped.skipAttributes(of: resource, in: tree)
                    for grandchild in tree.children(of: resource) { skipped.skip(grandchild, in: resource, of: tree) }
                }
                skipped.skipAttributes(of: child, in: tree)
            default:
                skipped.skip(child, in: document, of: tree)
            }
        }
        skipped.skipAttributes(of: document, in: tree)
        return sizes
    }

    /// Names for the scenes, unique and stable when the file is saved again: the storyboard
    /// identifier, else the outline label, else the custom class, else the kind with the title
    /// (`NavigationController-Events`). A name taken by an earlier scene gets `#2`, `#3`...
    static func names(for scenes: [ParsedScene]) -> [SceneID] {
        var used: [String: Int] = [:]
        return scenes.map { scene in
            var base = scene.storyboardIdentifier ?? scene.userLabel ?? scene.customClass ?? kindName(scene.elementName)
            if scene.storyboardIdentifier == nil, scene.userLabel == nil, scene.customClass == nil,
                let title = scene.navigationItem?.title ?? scene.controllerTitle ?? scene.tabItem?.title
            {
                let compact = title.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined()
                if !compact.isEmpty { base += "-" + compact }
            }
            let count = used[base, default: 0] + 1
            used[base] = count
            return SceneID(count == 1 ? base : "\(base)#\(count)")
        }
    }

    /// `viewController` → `ViewController`.
    private static func kindName(_ element: String) -> String {
        element.prefix(1).uppercased() + element.dropFirst()
    }

    private static func imported(_ scene: ParsedScene, name: SceneID, sizes: [String: Size]) -> ImportedScene {
        var tabItem = scene.tabItem
        if let image = tabItem?.image, image.size == nil { tabItem?.image = ImageAsset(image.name, size: sizes[image.name]) }
        var imported = ImportedScene(
            scene: StoryboardScene(
                name, kind: scene.kind, title: scene.navigationItem?.title ?? scene.controllerTitle,
                customClass: scene.customClass, storyboardIdentifier: scene.storyboardIdentifier, tabBarItem: tabItem,
                actions: scene.actions
            ),
            line: scene.line, navigationItem: scene.navigationItem, tabItem: tabItem, toolbarItems: scene.toolbarItems,
            view: scene.imageNames.contains(where: { sizes[$0] != nil }) ? scene.view.map { ImageSizes.filling($0, sizes) } : scene.view,
            tables: scene.tables, collectionCellIdentifiers: scene.collectionCellIdentifiers, reference: scene.reference,
            viewsWithoutFrame: scene.viewsWithoutFrame
        )
        imported.referenced = scene.referenced
        imported.navigationBar = scene.navigationBar
        imported.constraints = scene.constraints
        imported.layoutViews = scene.layoutViews.map { view in
            guard case .image(let image?) = view.content, image.size == nil, let size = sizes[image.name] else { return view }
            var sized = view
            sized.content = .image(ImageAsset(image.name, size: size))
            return sized
        }
        imported.layoutGuides = scene.layoutGuides
        return imported
    }
}
