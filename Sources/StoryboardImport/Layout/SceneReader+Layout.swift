import Presentation

extension SceneReader {
    /// The layout facts of a view being read, gathered before its subviews are read (which
    /// push their own) and recorded by ``endLayoutView(_:frame:content:isHidden:)``.
    struct PendingLayoutView {
        var view: ImportedLayoutView
    }

    /// Starts the layout record of the view in `node`: its id, superview and element path,
    /// whether constraints place it, the flags Interface Builder left on it, its priorities and
    /// assumed content size. Pushes it as the superview of the views read until
    /// ``endLayoutView(_:frame:content:isHidden:)``.
    mutating func beginLayoutView(_ node: Node) -> PendingLayoutView {
        let id = tree.peek(.id, in: node) ?? ""
        var view = ImportedLayoutView(id: id, superview: layoutStack.last, elementPath: elementPath)
        view.usesAutoLayout = tree.takeFlag(.translatesAutoresizingMaskIntoConstraints, from: node) == false
        view.autoresizingMask = autoresizingMask(of: node)
        view.isMisplaced = tree.peek(.misplaced, in: node) == "YES"
        view.isAmbiguous = tree.peek(.ambiguous, in: node) == "YES"
        view.hugging = AxisPriorities(
            horizontal: tree.takeNumber(.horizontalHuggingPriority, from: node) ?? 250,
            vertical: tree.takeNumber(.verticalHuggingPriority, from: node) ?? 250)
        view.compressionResistance = AxisPriorities(
            horizontal: tree.takeNumber(.horizontalCompressionResistancePriority, from: node) ?? 750,
            vertical: tree.takeNumber(.verticalCompressionResistancePriority, from: node) ?? 750)
        switch tree[node].word {
        case .scrollView, .tableView, .collectionView, .textView: view.role = .scroll
        default: break
        }
        layoutStack.append(id)
        return PendingLayoutView(view: view)
    }

    /// The view's `<autoresizingMask>` (none when the file stores none).
    func autoresizingMask(of node: Node) -> AutoresizingMask {
        guard let element = tree.child(.autoresizingMask, of: node) else { return .none }
        var mask = AutoresizingMask.none
        let flags: [(Word, AutoresizingMask)] = [
            (.flexibleMinX, .flexibleLeftMargin), (.widthSizable, .flexibleWidth), (.flexibleMaxX, .flexibleRightMargin),
            (.flexibleMinY, .flexibleTopMargin), (.heightSizable, .flexibleHeight), (.flexibleMaxY, .flexibleBottomMargin),
        ]
        for (word, flag) in flags where tree.peek(word, in: element) == "YES" { mask.insert(flag) }
        return mask
    }

    /// Records the view begun with ``beginLayoutView(_:)``, with its stored frame, content and
    /// visibility, and pops it. A size Interface Builder was told to assume
    /// (`placeholderIntrinsicWidth`, `-Height`) replaces the content's.
    mutating func endLayoutView(_ pending: PendingLayoutView, node: Node, frame: Rect?, content: IntrinsicContent, isHidden: Bool) {
        layoutStack.removeLast()
        var view = pending.view
        view.storedFrame = frame
        view.isHidden = isHidden
        view.content = content
        let width = tree.peek(.placeholderIntrinsicWidth, in: node), height = tree.peek(.placeholderIntrinsicHeight, in: node)
        if width != nil || height != nil {
            view.content = .fixed(width: width.flatMap(XMLTree.number), height: height.flatMap(XMLTree.number))
        }
        if let margins = pendingMargins.removeValue(forKey: view.id) { view.margins = margins }
        if var stack = pendingStacks.removeValue(forKey: view.id) {
            // A stack view whose file sets its margins arranges inside them (Xcode 11's files
            // write margins without `layoutMarginsRelativeArrangement`, and their stored
            // frames are inside the margins).
            if view.margins != nil { stack.isLayoutMarginsRelative = true }
            view.stack = stack
        }
        scene.layoutViews.append(view)
    }

    /// Starts the record of a view that only holds others and is placed by its frame (a table
    /// cell, a cell's content view), and pushes it as their superview; end it with
    /// ``endContainer(_:)``.
    mutating func beginContainer(_ node: Node, frame: Rect?, role: ImportedLayoutView.Role) -> PendingLayoutView {
        let id = tree.peek(.id, in: node) ?? ""
        layoutStack.append(id)
        return PendingLayoutView(view: ImportedLayoutView(id: id, superview: layoutStack.dropLast().last, storedFrame: frame, role: role))
    }

    /// Records a container begun with ``beginContainer(_:frame:role:)`` with the margins its
    /// file sets, and pops it.
    mutating func endContainer(_ pending: PendingLayoutView) {
        layoutStack.removeLast()
        var view = pending.view
        if let margins = pendingMargins.removeValue(forKey: view.id) { view.margins = margins }
        scene.layoutViews.append(view)
    }

    /// Reads a layout child of a view: a `<viewLayoutGuide>` (safe area, scroll view content or
    /// frame guide), `<edgeInsets key="layoutMargins">` or its directional twin. False for any
    /// other child.
    mutating func readLayoutPart(_ child: Node, of owner: Node) -> Bool {
        let ownerID = tree.peek(.id, in: owner) ?? ""
        switch tree[child].word {
        case .viewLayoutGuide:
            let key = tree.peek(.key, in: child)
            let kind: ImportedLayoutGuide.Kind? =
                switch key {
                case "safeArea": .safeArea
                case "contentLayoutGuide": .content
                case "frameLayoutGuide": .frame
                default: nil
                }
            guard let kind, let id = tree.take(.id, from: child) else { return false }
            scene.layoutGuides.append(ImportedLayoutGuide(id: id, kind: kind, owner: ownerID))
            finishLeaf(child)
            return true
        case .edgeInsets where tree[child].keyWord == .layoutMargins:
            pendingMargins[ownerID] = EdgeInsets(
                top: tree.takeNumber(.top, from: child) ?? 0, left: tree.takeNumber(.left, from: child) ?? 0,
                bottom: tree.takeNumber(.bottom, from: child) ?? 0, right: tree.takeNumber(.right, from: child) ?? 0)
            finishLeaf(child)
            return true
        case .directionalEdgeInsets where tree[child].keyWord == .directionalLayoutMargins:
            pendingMargins[ownerID] = EdgeInsets(
                top: tree.takeNumber(.top, from: child) ?? 0, left: tree.takeNumber(.leading, from: child) ?? 0,
                bottom: tree.takeNumber(.bottom, from: child) ?? 0, right: tree.takeNumber(.trailing, from: child) ?? 0)
            finishLeaf(child)
            return true
        default:
            return false
        }
    }

    /// A stack view's arrangement (`axis`, `distribution`, `alignment`, `spacing`,
    /// `layoutMarginsRelativeArrangement`), UIKit's defaults where the file sets none.
    mutating func readStackArrangement(_ node: Node) {
        var stack = StackArrangement()
        stack.axis = tree.take(.axis, from: node).flatMap(StackArrangement.Axis.init(rawValue:)) ?? .horizontal
        stack.distribution = tree.take(.distribution, from: node).flatMap(StackArrangement.Distribution.init(rawValue:)) ?? .fill
        switch tree.take(.alignment, from: node) {
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline", "baseline": stack.alignment = .firstBaseline
        case "lastBaseline": stack.alignment = .lastBaseline
        default: stack.alignment = .fill
        }
        stack.spacing = tree.takeNumber(.spacing, from: node) ?? 0
        // `spacingType="standard"`: the system spacing between siblings, 8 points.
        if tree.take(.spacingType, from: node) == "standard" { stack.spacing = 8 }
        stack.isLayoutMarginsRelative = tree.takeFlag(.layoutMarginsRelativeArrangement, from: node) ?? false
        _ = tree.take(.baselineRelativeArrangement, from: node)
        pendingStacks[tree.peek(.id, in: node) ?? ""] = stack
    }

    /// A view controller's `<layoutGuides>` (Xcode 5-8): its top and bottom layout guides,
    /// owned by the root view.
    mutating func readControllerLayoutGuides(_ node: Node) {
        for guide in tree.children(of: node) {
            guard tree[guide].word == .viewControllerLayoutGuide, let id = tree.take(.id, from: guide),
                let kind = tree.take(.type, from: guide).flatMap(ImportedLayoutGuide.Kind.init(rawValue:)), kind == .top || kind == .bottom
            else {
                skip(guide, in: node)
                continue
            }
            scene.layoutGuides.append(ImportedLayoutGuide(id: id, kind: kind, owner: ""))
            finishLeaf(guide)
        }
        finish(node)
    }

    /// What gives an element of `kind` a size of its own.
    func intrinsicContent(of kind: ElementKind, node: Node) -> IntrinsicContent {
        switch kind {
        case .label(let label): return .text(label.text ?? "", label.font, lines: label.numberOfLines)
        case .button(let button): return .button(button.title, button.font)
        case .textField(let field):
            let bordered = tree.peek(.borderStyle, in: node) == "roundedRect"
            return .textField(field.text.isEmpty ? field.placeholder ?? "" : field.text, field.font, bordered: bordered)
        case .image(let image): return .image(image.image)
        case .switchControl: return .control(.switchControl)
        case .slider: return .control(.slider)
        case .stepper: return .control(.stepper)
        case .segmentedControl(let control): return .segments(control.segments, .system(13))
        default:
            switch tree[node].word {
            case .activityIndicatorView:
                let large = ["large", "whiteLarge"].contains(tree.peek(.style, in: node) ?? "")
                return .control(large ? .largeActivityIndicator : .activityIndicator)
            case .progressView: return .control(.progressView)
            case .pageControl: return .control(.pageControl)
            case .toolbar: return .control(.toolbar)
            case .searchBar: return .control(.searchBar)
            case .navigationBar: return .control(.navigationBar)
            case .tabBar: return .control(.tabBar)
            case .datePicker, .pickerView: return .control(.picker)
            default: return .none
            }
        }
    }
}
