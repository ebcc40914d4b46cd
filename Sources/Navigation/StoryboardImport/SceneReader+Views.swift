import Presentation

extension SceneReader {
    /// The parts of a view element read so far, whatever the order of its children.
    struct ViewParts {
        var frame: Rect?
        var background: Color?
        var textColor: Color?
        var font: Font?
        var text: String?
        var accessibility: Accessibility?
        var children: [Element] = []
        var connections: XMLNode?
        var normalTitle: String?
    }

    /// An element's name, and whether it names this one element (an outlet or an outline
    /// label) rather than its kind, class or tag.
    struct Naming {
        /// The name.
        var name: String
        /// Whether the name is the element's own (an outlet or outline label).
        var isOwn: Bool
    }

    /// A view element and its subviews as an ``Element`` tree. Labels, image views, buttons,
    /// text fields, text views, web views, scroll views and tables keep their properties; any
    /// other view (a switch, a map, a custom class) is shown as a plain view named after it,
    /// and reported as such.
    mutating func readView(_ node: inout XMLNode) -> Element {
        if node.word == .tableView { return readTable(&node) }
        let naming = viewName(&node)
        let isHidden = node.takeFlag(.hidden) ?? false
        let interaction = node.takeFlag(.userInteractionEnabled)
        var parts = ViewParts()
        var remaining: [Int] = []
        for index in node.children.indices where !readCommonPart(&node.children[index], into: &parts) {
            remaining.append(index)
        }
        let kind = readKind(&node, naming: naming, parts: &parts, remaining: &remaining)
        if parts.connections != nil { _ = takeConnections(&parts, trigger: .control(naming.name)) }
        for index in remaining { skipped.skip(node.children[index], in: node) }
        node.children = []
        finish(&node)
        if parts.frame == nil { scene.viewsWithoutFrame += 1 }
        return Element(
            naming.name, frame: parts.frame ?? .zero, kind: kind, backgroundColor: parts.background, isHidden: isHidden,
            children: parts.children, isUserInteractionEnabled: interaction, accessibility: parts.accessibility,
            frameSource: parts.frame == nil ? .autoLayout : .given
        )
    }

    /// The element's name: the outlet that points at it, else its outline label, custom class
    /// or tag, else its kind (`label`, `switch`...).
    mutating func viewName(_ node: inout XMLNode) -> Naming {
        let label = node.take(.userLabel)
        let customClass = node.take(.customClass)
        let tag = node.take(.tag)
        if let own = outlets[node.peek(.id) ?? ""] ?? label { return Naming(name: own, isOwn: true) }
        if let customClass { return Naming(name: customClass, isOwn: false) }
        if let tag, tag != "0" { return Naming(name: node.name + " tag " + tag, isOwn: false) }
        return Naming(name: node.name, isOwn: false)
    }

    /// Reads a child every view kind understands (frame, colors, font, subviews, text,
    /// accessibility, connections); false when the child is not one of them.
    mutating func readCommonPart(_ child: inout XMLNode, into parts: inout ViewParts) -> Bool {
        switch (child.word, child.keyWord) {
        case (.rect, .frame):
            parts.frame = StoryboardValues.rect(&child)
        case (.color, .backgroundColor):
            parts.background = StoryboardValues.color(&child, skipped: &skipped)
        case (.color, .textColor):
            parts.textColor = StoryboardValues.color(&child, skipped: &skipped)
        case (.nil, _):
            return true
        case (.fontDescription, _), (.font, .font):
            parts.font = StoryboardValues.font(&child, skipped: &skipped)
        case (.string, .text):
            parts.text = child.text
        case (.attributedString, _):
            parts.text = readAttributedText(&child)
        case (.subviews, _):
            parts.children.reserveCapacity(child.children.count)
            for index in child.children.indices { parts.children.append(readView(&child.children[index])) }
            child.children = []
        case (.accessibility, .accessibilityConfiguration):
            parts.accessibility = readAccessibility(&child)
        case (.connections, _):
            // Moved out, not shared: the element left in the tree keeps no children, so
            // reading the connections later writes to arrays nobody else holds.
            parts.connections = child
            child.children = []
            return true
        case (.state, .normal):
            parts.normalTitle = child.take(.title)
            for grandchild in child.children {
                if grandchild.word == .string, grandchild.keyWord == .title {
                    parts.normalTitle = grandchild.text
                    skipped.skipAttributes(of: grandchild)
                } else {
                    skipped.skip(grandchild, in: child)
                }
            }
            child.children = []
        default:
            return false
        }
        finishLeaf(child)
        return true
    }

    /// The element kind of `node` with its properties, reading the attributes of that kind and
    /// the children only it has (a collection view's cells).
    private mutating func readKind(_ node: inout XMLNode, naming: Naming, parts: inout ViewParts, remaining: inout [Int]) -> ElementKind {
        let line = node.line
        switch node.word {
        case .label:
            let text = node.take(.text) ?? parts.text
            let label = Label(
                text, font: parts.font ?? .system(17), textColor: parts.textColor ?? .black,
                alignment: StoryboardValues.alignment(node.take(.textAlignment), element: "label", line: line, skipped: &skipped),
                numberOfLines: node.takeNumber(.numberOfLines).map { Int(min(max(0, $0), 10_000)) } ?? 1,
                lineBreakMode: StoryboardValues.lineBreakMode(node.take(.lineBreakMode), element: "label", line: line, skipped: &skipped)
            )
            return .label(label)
        case .imageView:
            let image = node.take(.image).map { ImageAsset($0) }
            if let image { scene.imageNames.insert(image.name) }
            let mode = StoryboardValues.contentMode(node.take(.contentMode), element: "imageView", line: line, skipped: &skipped)
            return .image(ImageView(image, contentMode: mode, clipsToBounds: node.takeFlag(.clipsSubviews) ?? false))
        case .button:
            let title = parts.normalTitle ?? ""
            let action = takeConnections(&parts, trigger: .button(naming.isOwn || title.isEmpty ? naming.name : TextQuote.quoted(title)))
            return .button(Button(title, font: parts.font ?? .boldSystem(15), isEnabled: node.takeFlag(.enabled) ?? true, action: action))
        case .textField:
            return .textField(TextField(
                node.take(.text) ?? parts.text ?? "", placeholder: node.take(.placeholder),
                font: parts.font ?? .system(12), isEnabled: node.takeFlag(.enabled) ?? true
            ))
        case .textView:
            return .textView(TextView(
                node.take(.text) ?? parts.text ?? "", font: parts.font ?? .system(14),
                textColor: parts.textColor ?? .black, isEditable: node.takeFlag(.editable) ?? true
            ))
        case .webView, .wkWebView:
            skipped.approximate(node.name, "content (loaded at run time; shown empty)", line: line)
            return .webView(WebView(html: ""))
        case .scrollView:
            return .scrollView(ScrollView())
        case .collectionView:
            parts.children += readCollectionCells(&node, remaining: &remaining)
            skipped.approximate(node.name, "shown as a plain view holding its prototype cells", line: line)
            return .view
        case .view:
            return .view
        case .containerView:
            _ = takeConnections(&parts, trigger: .container(naming.name))
            return .view
        default:
            skipped.approximate(node.name, "shown as a plain view", line: line)
            return .view
        }
    }

    /// Reads the connections kept in `parts` with `trigger`, and returns the tap action.
    private mutating func takeConnections(_ parts: inout ViewParts, trigger: SegueTrigger) -> TapAction {
        guard var connections = parts.connections else { return nil }
        parts.connections = nil
        return readConnections(&connections, trigger: trigger)
    }

    /// A collection view's prototype cells (its `<cells>` child, taken out of `remaining`), each
    /// as a plain view named by its reuse identifier and holding its content view's subviews.
    private mutating func readCollectionCells(_ node: inout XMLNode, remaining: inout [Int]) -> [Element] {
        var cells: [Element] = []
        for cellsIndex in remaining where node.children[cellsIndex].word == .cells {
            for index in node.children[cellsIndex].children.indices {
                guard node.children[cellsIndex].children[index].word == .collectionViewCell else {
                    skipped.skip(node.children[cellsIndex].children[index], in: node.children[cellsIndex])
                    continue
                }
                cells.append(readCollectionCell(&node.children[cellsIndex].children[index]))
            }
            skipped.skipAttributes(of: node.children[cellsIndex])
        }
        remaining.removeAll { node.children[$0].word == .cells }
        return cells
    }

    private mutating func readCollectionCell(_ cell: inout XMLNode) -> Element {
        let identifier = cell.take(.reuseIdentifier) ?? "(no reuse identifier)"
        scene.collectionCellIdentifiers.append(identifier)
        var frame = Rect.zero
        var children: [Element] = []
        for index in cell.children.indices {
            switch (cell.children[index].word, cell.children[index].keyWord) {
            case (.rect, .frame):
                frame = StoryboardValues.rect(&cell.children[index])
                finish(&cell.children[index])
            case (.view, .contentView), (.collectionViewCellContentView, _):
                for partIndex in cell.children[index].children.indices {
                    let part = cell.children[index].children[partIndex]
                    guard part.word == .subviews else {
                        if part.word != .rect { skipped.skip(part, in: cell.children[index]) }
                        continue
                    }
                    for subview in part.children.indices {
                        children.append(readView(&cell.children[index].children[partIndex].children[subview]))
                    }
                }
                skipped.skipAttributes(of: cell.children[index])
            case (.connections, _):
                _ = readConnections(&cell.children[index], trigger: .cell(prototype: identifier))
            default:
                skipped.skip(cell.children[index], in: cell)
            }
        }
        cell.children = []
        finish(&cell)
        return Element(identifier, frame: frame, kind: .view, children: children)
    }
}
