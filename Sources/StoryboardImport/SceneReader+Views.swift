import Navigation
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
        var connections: Node?
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
    /// text fields, text views, switches, sliders, steppers, segmented controls, web views,
    /// scroll views and tables keep their properties; any other view (a map, a custom class) is
    /// shown as a plain view named after it, and reported as such.
    mutating func readView(_ node: Node) -> Element {
        if tree[node].word == .tableView { return readTable(node) }
        let layout = beginLayoutView(node)
        var naming = viewName(node)
        let isHidden = tree.takeFlag(.hidden, from: node) ?? false
        let interaction = tree.takeFlag(.userInteractionEnabled, from: node)
        var parts = ViewParts()
        var remaining: [Node] = []
        for child in tree.children(of: node) where !readCommonPart(child, into: &parts) {
            remaining.append(child)
        }
        let gestures = attachedGestures(parts.connections)
        let kind = readKind(node, naming: &naming, parts: &parts, remaining: &remaining)
        remaining.removeAll { child in
            guard tree[child].word == .constraints else { return readLayoutPart(child, of: node) }
            readConstraints(child, owner: tree.peek(.id, in: node))
            return true
        }
        if parts.connections != nil { _ = takeConnections(&parts, trigger: .control(naming.name)) }
        for child in remaining { skip(child, in: node) }
        finish(node)
        if parts.frame == nil { scene.viewsWithoutFrame += 1 }
        endLayoutView(layout, node: node, frame: parts.frame, content: intrinsicContent(of: kind, node: node), isHidden: isHidden)
        var element = Element(
            naming.name, frame: parts.frame ?? .zero, kind: kind, backgroundColor: parts.background, isHidden: isHidden,
            children: parts.children, isUserInteractionEnabled: interaction, accessibility: parts.accessibility,
            frameSource: parts.frame == nil ? .autoLayout : .given
        )
        element.gestures = gestures
        return element
    }

    /// The names of the scene's gesture recognizers a view's `gestureRecognizers` outlet
    /// collection attaches to it, in order.
    private func attachedGestures(_ connections: Node?) -> [String] {
        guard let connections else { return [] }
        return tree.children(of: connections).compactMap { child in
            guard tree[child].word == .outletCollection, tree.peek(.property, in: child) == "gestureRecognizers",
                let destination = tree.peek(.destination, in: child)
            else { return nil }
            return gestureNames[destination]
        }
    }

    /// The element's name: the outlet that points at it, else its outline label, custom class
    /// or tag, else its kind (`label`, `switch`...).
    mutating func viewName(_ node: Node) -> Naming {
        let label = tree.take(.userLabel, from: node)
        let customClass = tree.take(.customClass, from: node)
        let tag = tree.take(.tag, from: node)
        if let own = outlets[tree.peek(.id, in: node) ?? ""] ?? label { return Naming(name: own, isOwn: true) }
        if let customClass { return Naming(name: customClass, isOwn: false) }
        if let tag, tag != "0" { return Naming(name: tree.name(of: node) + " tag " + tag, isOwn: false) }
        return Naming(name: tree.name(of: node), isOwn: false)
    }

    /// Reads a child every view kind understands (frame, colors, font, subviews, text,
    /// accessibility, connections); false when the child is not one of them.
    mutating func readCommonPart(_ child: Node, into parts: inout ViewParts) -> Bool {
        var childrenRead = false
        switch (tree[child].word, tree[child].keyWord) {
        case (.rect, .frame):
            parts.frame = StoryboardValues.rect(child, of: &tree)
        case (.color, .backgroundColor):
            parts.background = StoryboardValues.color(child, of: &tree, skipped: &skipped)
        case (.color, .textColor):
            parts.textColor = StoryboardValues.color(child, of: &tree, skipped: &skipped)
        case (.nil, _):
            return true
        case (.fontDescription, _), (.font, .font):
            parts.font = StoryboardValues.font(child, of: &tree, skipped: &skipped)
        case (.string, .text):
            parts.text = tree.text(of: child)
        case (.attributedString, _):
            parts.text = readAttributedText(child)
            childrenRead = true
        case (.subviews, _):
            let path = elementPath
            for subview in tree.children(of: child) {
                elementPath = path.map { $0 + [parts.children.count] }
                parts.children.append(readView(subview))
            }
            elementPath = path
            childrenRead = true
        case (.accessibility, .accessibilityConfiguration):
            parts.accessibility = readAccessibility(child)
            childrenRead = true
        case (.connections, _):
            // Read later, once the view's kind says what starts its segues.
            parts.connections = child
            return true
        case (.state, .normal):
            parts.normalTitle = tree.take(.title, from: child)
            for grandchild in tree.children(of: child) {
                if tree[grandchild].word == .string, tree[grandchild].keyWord == .title {
                    parts.normalTitle = tree.text(of: grandchild)
                    finish(grandchild)
                } else {
                    skip(grandchild, in: child)
                }
            }
            childrenRead = true
        default:
            return false
        }
        if childrenRead { finish(child) } else { finishLeaf(child) }
        return true
    }

    /// The element kind of `node` with its properties, reading the attributes of that kind and
    /// the children only it has (a collection view's cells).
    /// A button with no outlet or label of its own is named by its quoted title (`"Save"`), the
    /// name its segues and actions start from, so a touch on it finds them.
    private mutating func readKind(_ node: Node, naming: inout Naming, parts: inout ViewParts, remaining: inout [Node]) -> ElementKind {
        let line = tree[node].line
        switch tree[node].word {
        case .label:
            let text = tree.take(.text, from: node) ?? parts.text
            let label = Label(
                text, font: parts.font ?? .system(17), textColor: parts.textColor ?? tree.defaultTextColor,
                alignment: StoryboardValues.alignment(tree.take(.textAlignment, from: node), element: "label", line: line, skipped: &skipped),
                numberOfLines: tree.takeNumber(.numberOfLines, from: node).map { Int(min(max(0, $0), 10_000)) } ?? 1,
                lineBreakMode: StoryboardValues.lineBreakMode(tree.take(.lineBreakMode, from: node), element: "label", line: line, skipped: &skipped),
                origin: .app
            )
            return .label(label)
        case .imageView:
            let image = tree.take(.image, from: node).map { ImageAsset($0) }
            if let image { scene.imageNames.insert(image.name) }
            let mode = StoryboardValues.contentMode(tree.take(.contentMode, from: node), element: "imageView", line: line, skipped: &skipped)
            return .image(ImageView(image, contentMode: mode, clipsToBounds: tree.takeFlag(.clipsSubviews, from: node) ?? false))
        case .button:
            let title = parts.normalTitle ?? ""
            if !naming.isOwn, !title.isEmpty { naming.name = TextQuote.quoted(title) }
            let action = takeConnections(&parts, trigger: .button(naming.name))
            return .button(
                Button(
                    title, font: parts.font ?? .boldSystem(15), isEnabled: tree.takeFlag(.enabled, from: node) ?? true, action: action,
                    titleOrigin: .app))
        case .textField:
            var field = TextField(
                tree.take(.text, from: node) ?? parts.text ?? "", placeholder: tree.take(.placeholder, from: node),
                font: parts.font ?? .system(12), isEnabled: tree.takeFlag(.enabled, from: node) ?? true, placeholderOrigin: .app
            )
            if let traits = remaining.first(where: { tree[$0].word == .textInputTraits }), let key = tree.peek(.returnKeyType, in: traits) {
                field.returnKey = ReturnKey(rawValue: key) ?? .default
            }
            return .textField(field)
        case .textView:
            return .textView(
                TextView(
                    tree.take(.text, from: node) ?? parts.text ?? "", font: parts.font ?? .system(14),
                    textColor: parts.textColor ?? tree.defaultTextColor, isEditable: tree.takeFlag(.editable, from: node) ?? true
                ))
        case .webView, .wkWebView:
            skipped.approximate(tree.name(of: node), "content (loaded at run time; shown empty)", line: line)
            return .webView(WebView(html: ""))
        case .scrollView:
            var scroll = ScrollView()
            scroll.keyboardDismissMode = tree.take(.keyboardDismissMode, from: node).flatMap(KeyboardDismissMode.init(rawValue:)) ?? .none
            return .scrollView(scroll)
        case .collectionView:
            let cells = readCollectionCells(node, remaining: &remaining)
            skipped.approximate(
                tree.name(of: node), "shown as a grid of its prototype cells, one of each, laid out as AQGridView lays out its items", line: line)
            return .grid(GridView(cells: cells, desiredCellSize: cells.first?.size ?? GridLayout.defaultCellSize))
        case .switch:
            let action = takeConnections(&parts, trigger: .control(naming.name))
            return .switchControl(Switch(isOn: tree.takeFlag(.on, from: node) ?? false, isEnabled: tree.takeFlag(.enabled, from: node) ?? true, action: action))
        case .slider:
            let range = ValueRange(tree.takeNumber(.minValue, from: node) ?? 0, tree.takeNumber(.maxValue, from: node) ?? 1)
            let action = takeConnections(&parts, trigger: .control(naming.name))
            return .slider(
                Slider(
                    value: range.pin(tree.takeNumber(.value, from: node) ?? range.minimum), range: range,
                    isEnabled: tree.takeFlag(.enabled, from: node) ?? true, action: action))
        case .stepper:
            let range = ValueRange(tree.takeNumber(.minimumValue, from: node) ?? 0, tree.takeNumber(.maximumValue, from: node) ?? 100)
            let step = tree.takeNumber(.stepValue, from: node).flatMap { $0 > 0 ? $0 : nil } ?? 1
            let action = takeConnections(&parts, trigger: .control(naming.name))
            return .stepper(
                Stepper(
                    value: range.pin(tree.takeNumber(.value, from: node) ?? range.minimum), range: range, stepValue: step,
                    isEnabled: tree.takeFlag(.enabled, from: node) ?? true, action: action))
        case .segmentedControl:
            let titles = readSegments(remaining: &remaining)
            let selected = tree.takeNumber(.selectedSegmentIndex, from: node).map { Int(max(-1, min($0, 1_000))) }
            let action = takeConnections(&parts, trigger: .control(naming.name))
            return .segmentedControl(
                SegmentedControl(
                    titles, selectedIndex: selected.flatMap { titles.indices.contains($0) ? $0 : nil },
                    style: tree.take(.segmentControlStyle, from: node).flatMap(SegmentedControlStyle.init(rawValue:)) ?? .plain,
                    isMomentary: tree.takeFlag(.momentary, from: node) ?? false,
                    isEnabled: tree.takeFlag(.enabled, from: node) ?? true, action: action, segmentsOrigin: .app))
        case .visualEffectView:
            // Its subviews sit in its content view: read them (and their segues) as its children.
            if let index = remaining.firstIndex(where: { tree[$0].keyWord == .contentView }) {
                let path = elementPath
                elementPath = path.map { $0 + [parts.children.count] }
                parts.children.append(readView(remaining.remove(at: index)))
                elementPath = path
            }
            skipped.approximate(tree.name(of: node), "effect (blur or vibrancy shown as a plain view)", line: line)
            return .view
        case .toolbar:
            // Its items are bar buttons with their segues: the scene's toolbar items, and the
            // buttons of the view, tapped by their ids.
            var toolbarItems: [ToolbarItems.Item] = []
            if let index = remaining.firstIndex(where: { tree[$0].word == .items }) {
                let items = remaining.remove(at: index)
                for item in tree.children(of: items) {
                    guard tree[item].word == .barButtonItem else {
                        skip(item, in: items)
                        continue
                    }
                    let system = tree.peek(.systemItem, in: item)
                    let width = tree.takeNumber(.width, from: item)
                    let button = readBarButton(item)
                    scene.toolbarItems.append(button)
                    switch system {
                    case "flexibleSpace": toolbarItems.append(.flexibleSpace)
                    case "fixedSpace": toolbarItems.append(.fixedSpace(width ?? 0))
                    default: toolbarItems.append(.button(button))
                    }
                }
                finish(items)
            }
            let frame = parts.frame ?? .zero
            parts.children += ToolbarItems.buttons(toolbarItems, width: frame.width, height: frame.height)
            skipped.approximate(tree.name(of: node), "drawn as a plain view holding its items as buttons, placed by the navigation bar's metrics", line: line)
            return .view
        case .view:
            return .view
        case .stackView:
            readStackArrangement(node)
            return .view
        case .containerView:
            _ = takeConnections(&parts, trigger: .container(naming.name))
            return .view
        default:
            skipped.approximate(tree.name(of: node), "shown as a plain view", line: line)
            return .view
        }
    }

    /// A segmented control's segment titles, from its `<segments>` child (taken out of
    /// `remaining`); an image segment without a title is empty.
    private mutating func readSegments(remaining: inout [Node]) -> [String] {
        guard let index = remaining.firstIndex(where: { tree[$0].word == .segments }) else { return [] }
        let segments = remaining.remove(at: index)
        var titles: [String] = []
        for segment in tree.children(of: segments) {
            guard tree[segment].word == .segment else {
                skip(segment, in: segments)
                continue
            }
            titles.append(tree.take(.title, from: segment) ?? "")
            _ = tree.take(.image, from: segment)
            finishLeaf(segment)
        }
        finish(segments)
        return titles
    }

    /// Reads the connections kept in `parts` with `trigger`, and returns the tap action.
    private mutating func takeConnections(_ parts: inout ViewParts, trigger: SegueTrigger) -> TapAction {
        guard let connections = parts.connections else { return nil }
        parts.connections = nil
        return readConnections(connections, trigger: trigger)
    }

    /// A collection view's prototype cells (its `<cells>` child, taken out of `remaining`), each
    /// a grid item of its reuse identifier, its size and its content view's subviews, whose tap
    /// performs the segues drawn from the prototype.
    private mutating func readCollectionCells(_ node: Node, remaining: inout [Node]) -> [GridCell] {
        var cells: [GridCell] = []
        for cellsNode in remaining where tree[cellsNode].word == .cells {
            for cell in tree.children(of: cellsNode) {
                guard tree[cell].word == .collectionViewCell else {
                    skip(cell, in: cellsNode)
                    continue
                }
                cells.append(readCollectionCell(cell))
            }
            finish(cellsNode)
        }
        remaining.removeAll { tree[$0].word == .cells }
        return cells
    }

    private mutating func readCollectionCell(_ cell: Node) -> GridCell {
        let identifier = tree.take(.reuseIdentifier, from: cell) ?? "(no reuse identifier)"
        scene.collectionCellIdentifiers.append(identifier)
        var frame = Rect.zero
        var children: [Element] = []
        var tapAction: String?
        // The cell holds its content view; a content view without an id (Xcode 8-10 files)
        // is not a view of its own to the constraints, which then name the cell.
        let cellContainer = beginContainer(cell, frame: tree.child(.rect, key: .frame, of: cell).map { StoryboardValues.rect($0, of: &tree) }, role: .cell)
        for child in tree.children(of: cell) {
            switch (tree[child].word, tree[child].keyWord) {
            case (.rect, .frame):
                frame = StoryboardValues.rect(child, of: &tree)
                finish(child)
            case (.constraints, _):
                readConstraints(child, owner: tree.peek(.id, in: cell))
            case (.view, .contentView), (.collectionViewCellContentView, _):
                let path = elementPath
                elementPath = nil
                let hasID = tree.peek(.id, in: child) != nil
                let container =
                    hasID
                    ? beginContainer(child, frame: tree.child(.rect, key: .frame, of: child).map { StoryboardValues.rect($0, of: &tree) }, role: .cellContent)
                    : nil
                for part in tree.children(of: child) {
                    if tree[part].word == .constraints {
                        readConstraints(part, owner: tree.peek(.id, in: child))
                        continue
                    }
                    guard tree[part].word == .subviews else {
                        if tree[part].word != .rect, !readLayoutPart(part, of: child) { skip(part, in: child) }
                        continue
                    }
                    for subview in tree.children(of: part) {
                        children.append(readView(subview))
                    }
                }
                if let container { endContainer(container) }
                elementPath = path
                finish(child)
            case (.connections, _):
                tapAction = readConnections(child, trigger: .cell(prototype: identifier))
            default:
                if !readLayoutPart(child, of: cell) { skip(child, in: cell) }
            }
        }
        endContainer(cellContainer)
        finish(cell)
        return GridCell(size: frame.size, elements: children, tapAction: tapAction, reuseIdentifier: identifier)
    }
}
