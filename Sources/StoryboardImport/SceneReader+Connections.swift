import Navigation
import Presentation

extension SceneReader {
    /// What a control's connections make it do, in words for the printed scene: `segue
    /// ShowDetail`, `action save:`, joined by commas; nil when nothing.
    typealias TapAction = String?

    /// Reads a `<connections>` element of an object whose segues start from `trigger`: segues
    /// and relationships are added to the scene; outlets and actions are kept for the check
    /// that they stay in the scene; actions are returned with the segues as the object's tap
    /// action.
    mutating func readConnections(_ node: Node, trigger: SegueTrigger) -> TapAction {
        var actions: [String] = []
        for child in tree.children(of: node) {
            switch tree[child].word {
            case .segue:
                if let name = readSegue(child, trigger: trigger) { actions.append("segue " + name) }
            case .outlet, .outletCollection:
                if let property = tree.take(.property, from: child), let destination = tree.take(.destination, from: child) {
                    scene.connections.append(ParsedConnection(kind: "outlet", name: property, destinationID: destination, line: tree[child].line))
                }
                _ = tree.take(.collectionClass, from: child)
                finishLeaf(child)
            case .action:
                let selector = tree.take(.selector, from: child) ?? ""
                if !selector.isEmpty { actions.append("action " + selector) }
                if !selector.isEmpty, let control = trigger.controlName { scene.actions.append(ControlAction(selector, from: control)) }
                if let destination = tree.take(.destination, from: child) {
                    scene.connections.append(ParsedConnection(kind: "action", name: selector, destinationID: destination, line: tree[child].line))
                }
                _ = tree.take(.eventType, from: child)
                finishLeaf(child)
            default:
                skip(child, in: node)
            }
        }
        finish(node)
        return actions.isEmpty ? nil : actions.joined(separator: ", ")
    }

    /// Records what a read element without read children still holds: its unread attributes
    /// and its children.
    mutating func finishLeaf(_ node: Node) {
        finish(node)
        for child in tree.children(of: node) { skip(child, in: node) }
    }

    /// Reads a `<segue>`: a relationship, or a segue from `trigger`. Returns the segue's printed
    /// name for a tap action, nil for a relationship or an unreadable segue.
    private mutating func readSegue(_ node: Node, trigger: SegueTrigger) -> String? {
        let kindName = tree.take(.kind, from: node) ?? ""
        guard let destination = tree.take(.destination, from: node) else {
            skipped.approximate("segue", "no destination (not read)", line: tree[node].line)
            return nil
        }
        defer { finishLeaf(node) }
        if kindName == "relationship" {
            let name = tree.take(.relationship, from: node) ?? ""
            guard let kind = Self.relationshipKinds[name] else {
                skipped.approximate("segue", "relationship=\(name) (not read)", line: tree[node].line)
                return nil
            }
            scene.relationships.append(ParsedRelationship(kind: kind, destinationID: destination, line: tree[node].line))
            return nil
        }
        // Xcode 6 and later write a "Present As Popover" segue as popoverPresentation, the iOS 5 kind as popover.
        guard let kind = kindName == "popoverPresentation" ? .popover : SegueKind(rawValue: kindName) else {
            skipped.approximate("segue", "kind=\(kindName) (not read)", line: tree[node].line)
            return nil
        }
        var segueTrigger = trigger
        if tree.take(.trigger, from: node) == "accessoryAction", case .cell(let prototype) = trigger {
            segueTrigger = .accessory(prototype: prototype)
        }
        let identifier = tree.take(.identifier, from: node) ?? ""
        scene.segues.append(
            ParsedSegue(
                identifier: identifier, kind: kind, trigger: segueTrigger, destinationID: destination, line: tree[node].line,
                unwindAction: tree.take(.unwindAction, from: node), customClass: tree.take(.customClass, from: node),
                presentationStyle: ["pageSheet", "formSheet", "automatic"].contains(tree.take(.modalPresentationStyle, from: node) ?? "")
                    ? .pageSheet : .fullScreen
            ))
        return identifier.isEmpty ? "(unnamed)" : identifier
    }

    /// The relationship names of Interface Builder and the kinds they make.
    static let relationshipKinds: [String: Relationship.Kind] = [
        "viewControllers": .tab, "rootViewController": .root,
        "masterViewController": .master, "detailViewController": .detail, "supplementaryViewController": .supplementary,
    ]

    /// A `<navigationItem>`: title, prompt, left and right bar buttons (one or several), and
    /// the back button item's title.
    mutating func readNavigationItem(_ node: Node) -> ImportedNavigationItem {
        var item = ImportedNavigationItem(title: tree.take(.title, from: node), prompt: tree.take(.prompt, from: node))
        item.largeTitleDisplayMode = tree.take(.largeTitleDisplayMode, from: node).flatMap(LargeTitleDisplayMode.init(rawValue:)) ?? .automatic
        for child in tree.children(of: node) {
            switch (tree[child].word, tree[child].keyWord) {
            case (.barButtonItem, .leftBarButtonItem):
                item.leftItems.append(readBarButton(child))
            case (.barButtonItem, .rightBarButtonItem):
                item.rightItems.append(readBarButton(child))
            case (.barButtonItem, .backBarButtonItem):
                item.backButtonTitle = readBarButton(child).title
            case (.leftBarButtonItems, _), (.rightBarButtonItems, _):
                let isLeft = tree[child].word == .leftBarButtonItems
                for button in tree.children(of: child) {
                    guard tree[button].word == .barButtonItem else {
                        skip(button, in: child)
                        continue
                    }
                    let read = readBarButton(button)
                    if isLeft { item.leftItems.append(read) } else { item.rightItems.append(read) }
                }
                finish(child)
            default:
                skip(child, in: node)
            }
        }
        finish(node)
        return item
    }

    /// A `<barButtonItem>`: a system item, a title or an image; its segue's trigger is the
    /// button's id (its outlet, else the system item's name, its title or image name).
    mutating func readBarButton(_ node: Node) -> BarButton {
        let system = tree.take(.systemItem, from: node)
        let title = tree.take(.title, from: node)
        let image = tree.take(.image, from: node)
        let isEnabled = tree.takeFlag(.enabled, from: node) ?? true
        let id = outlets[tree.peek(.id, in: node) ?? ""] ?? system ?? title ?? image ?? "barButtonItem"
        let content: BarButton.Content
        if let system, let item = BarButton.SystemItem(rawValue: system) {
            content = .system(item)
        } else if let title {
            content = .title(title)
            if let system { skipped.approximate(tree.name(of: node), "systemItem=\(system) (shown by its title)", line: tree[node].line) }
        } else {
            if image != nil {
                skipped.approximate(tree.name(of: node), "image (shown by its name)", line: tree[node].line)
            } else if let system {
                skipped.approximate(tree.name(of: node), "systemItem=\(system) (shown by its name)", line: tree[node].line)
            }
            content = .title(image ?? system ?? "")
        }
        var action: String?
        for child in tree.children(of: node) {
            if tree[child].word == .connections {
                action = readConnections(child, trigger: .barButton(id))
            } else {
                skip(child, in: node)
            }
        }
        finish(node)
        return BarButton(id: id, content: content, isEnabled: isEnabled, tapAction: action)
    }

    /// A `<tabBarItem>`: title (or system item) and image.
    mutating func readTabBarItem(_ node: Node) -> TabItem {
        let system = tree.take(.systemItem, from: node)
        let title = tree.take(.title, from: node) ?? system ?? ""
        let image = tree.take(.image, from: node).map { ImageAsset($0) }
        let badge = tree.take(.badgeValue, from: node)
        finishLeaf(node)
        return TabItem(title: title, image: image, badge: badge)
    }
}

extension SegueTrigger {
    /// The name of the control a connection starts from (a button, another control, a bar
    /// button's id), for its action connections; nil for cells, gestures and containers.
    var controlName: String? {
        switch self {
        case .button(let name), .control(let name), .barButton(let name): name
        default: nil
        }
    }
}
