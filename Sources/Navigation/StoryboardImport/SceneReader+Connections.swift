import Presentation

extension SceneReader {
    /// What a control's connections make it do, in words for the printed scene: `segue
    /// ShowDetail`, `action save:`, joined by commas; nil when nothing.
    typealias TapAction = String?

    /// Reads a `<connections>` element of an object whose segues start from `trigger`: segues
    /// and relationships are added to the scene; outlets and actions are kept for the check
    /// that they stay in the scene; actions are returned with the segues as the object's tap
    /// action.
    mutating func readConnections(_ node: inout XMLNode, trigger: SegueTrigger) -> TapAction {
        var actions: [String] = []
        for index in node.children.indices {
            switch node.children[index].word {
            case .segue:
                if let name = readSegue(&node.children[index], trigger: trigger) { actions.append("segue " + name) }
            case .outlet, .outletCollection:
                if let property = node.children[index].take(.property), let destination = node.children[index].take(.destination) {
                    scene.connections.append(ParsedConnection(kind: "outlet", name: property, destinationID: destination, line: node.children[index].line))
                }
                _ = node.children[index].take(.collectionClass)
                finishLeaf(node.children[index])
            case .action:
                let selector = node.children[index].take(.selector) ?? ""
                if !selector.isEmpty { actions.append("action " + selector) }
                if let destination = node.children[index].take(.destination) {
                    scene.connections.append(ParsedConnection(kind: "action", name: selector, destinationID: destination, line: node.children[index].line))
                }
                _ = node.children[index].take(.eventType)
                finishLeaf(node.children[index])
            default:
                skipped.skip(node.children[index], in: node)
            }
        }
        node.children = []
        finish(&node)
        return actions.isEmpty ? nil : actions.joined(separator: ", ")
    }

    /// Records what a read element without read children still holds: its unread attributes
    /// and its children.
    mutating func finishLeaf(_ node: XMLNode) {
        skipped.skipAttributes(of: node)
        for child in node.children { skipped.skip(child, in: node) }
    }

    /// Reads a `<segue>`: a relationship, or a segue from `trigger`. Returns the segue's printed
    /// name for a tap action, nil for a relationship or an unreadable segue.
    private mutating func readSegue(_ node: inout XMLNode, trigger: SegueTrigger) -> String? {
        let kindName = node.take(.kind) ?? ""
        guard let destination = node.take(.destination) else {
            skipped.approximate("segue", "no destination (not read)", line: node.line)
            return nil
        }
        defer { finishLeaf(node) }
        if kindName == "relationship" {
            let name = node.take(.relationship) ?? ""
            guard let kind = Self.relationshipKinds[name] else {
                skipped.approximate("segue", "relationship=\(name) (not read)", line: node.line)
                return nil
            }
            scene.relationships.append(ParsedRelationship(kind: kind, destinationID: destination, line: node.line))
            return nil
        }
        guard let kind = SegueKind(rawValue: kindName) else {
            skipped.approximate("segue", "kind=\(kindName) (not read)", line: node.line)
            return nil
        }
        var segueTrigger = trigger
        if node.take(.trigger) == "accessoryAction", case .cell(let prototype) = trigger {
            segueTrigger = .accessory(prototype: prototype)
        }
        let identifier = node.take(.identifier) ?? ""
        scene.segues.append(ParsedSegue(
            identifier: identifier, kind: kind, trigger: segueTrigger, destinationID: destination, line: node.line,
            unwindAction: node.take(.unwindAction), customClass: node.take(.customClass)
        ))
        return identifier.isEmpty ? "(unnamed)" : identifier
    }

    /// The relationship names of Interface Builder and the kinds they make.
    static let relationshipKinds: [String: Relationship.Kind] = [
        "viewControllers": .tab, "rootViewController": .root,
        "masterViewController": .master, "detailViewController": .detail,
    ]

    /// A `<navigationItem>`: title, prompt, left and right bar buttons (one or several), and
    /// the back button item's title.
    mutating func readNavigationItem(_ node: inout XMLNode) -> ImportedNavigationItem {
        var item = ImportedNavigationItem(title: node.take(.title), prompt: node.take(.prompt))
        for index in node.children.indices {
            switch (node.children[index].word, node.children[index].keyWord) {
            case (.barButtonItem, .leftBarButtonItem):
                item.leftItems.append(readBarButton(&node.children[index]))
            case (.barButtonItem, .rightBarButtonItem):
                item.rightItems.append(readBarButton(&node.children[index]))
            case (.barButtonItem, .backBarButtonItem):
                item.backButtonTitle = readBarButton(&node.children[index]).title
            case (.leftBarButtonItems, _), (.rightBarButtonItems, _):
                let isLeft = node.children[index].word == .leftBarButtonItems
                for buttonIndex in node.children[index].children.indices {
                    guard node.children[index].children[buttonIndex].word == .barButtonItem else {
                        skipped.skip(node.children[index].children[buttonIndex], in: node.children[index])
                        continue
                    }
                    let read = readBarButton(&node.children[index].children[buttonIndex])
                    if isLeft { item.leftItems.append(read) } else { item.rightItems.append(read) }
                }
                skipped.skipAttributes(of: node.children[index])
            default:
                skipped.skip(node.children[index], in: node)
            }
        }
        node.children = []
        finish(&node)
        return item
    }

    /// A `<barButtonItem>`: a system item, a title or an image; its segue's trigger is the
    /// button's id (its outlet, else the system item's name, its title or image name).
    mutating func readBarButton(_ node: inout XMLNode) -> BarButton {
        let system = node.take(.systemItem)
        let title = node.take(.title)
        let image = node.take(.image)
        let isEnabled = node.takeFlag(.enabled) ?? true
        let id = outlets[node.peek(.id) ?? ""] ?? system ?? title ?? image ?? "barButtonItem"
        let content: BarButton.Content
        if let system, let item = BarButton.SystemItem(rawValue: system) {
            content = .system(item)
        } else if let title {
            content = .title(title)
            if let system { skipped.approximate(node.name, "systemItem=\(system) (shown by its title)", line: node.line) }
        } else {
            if image != nil {
                skipped.approximate(node.name, "image (shown by its name)", line: node.line)
            } else if let system {
                skipped.approximate(node.name, "systemItem=\(system) (shown by its name)", line: node.line)
            }
            content = .title(image ?? system ?? "")
        }
        var action: String?
        for index in node.children.indices {
            if node.children[index].word == .connections {
                action = readConnections(&node.children[index], trigger: .barButton(id))
            } else {
                skipped.skip(node.children[index], in: node)
            }
        }
        node.children = []
        finish(&node)
        return BarButton(id: id, content: content, isEnabled: isEnabled, tapAction: action)
    }

    /// A `<tabBarItem>`: title (or system item) and image.
    mutating func readTabBarItem(_ node: inout XMLNode) -> TabItem {
        let system = node.take(.systemItem)
        let title = node.take(.title) ?? system ?? ""
        let image = node.take(.image).map { ImageAsset($0) }
        let badge = node.take(.badgeValue)
        finishLeaf(node)
        node.children = []
        return TabItem(title: title, image: image, badge: badge)
    }
}
