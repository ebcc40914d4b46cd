import Presentation

extension Element {
    /// Sets `value` on every view named `outlet` in this tree (tables' cells aside), as code
    /// sets a view through its outlet: `try view.set("scoreLabel", .text("42"))`.
    /// - Throws: ``StoryboardFillError/noOutlet(_:in:available:)`` when no view has that name,
    ///   ``StoryboardFillError/valueDoesNotFit(_:outlet:kind:)`` when the view cannot show it.
    /// - Complexity: O(*n*) in the elements of the tree.
    public mutating func set(_ outlet: String, _ value: OutletValue) throws(StoryboardFillError) {
        guard try value.set(on: outlet, through: { changeElements(named: outlet, $0) }) else {
            throw .noOutlet(outlet, in: "The view \"\(name)\"", available: outletNames)
        }
    }

    /// The names of the views in this tree, in order, each once (tables' cells aside).
    /// - Complexity: O(*n*) in the elements of the tree.
    public var outletNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func visit(_ element: Element) {
            if seen.insert(element.name).inserted { names.append(element.name) }
            (element.children + element.tableHeaderAndFooter).forEach(visit)
        }
        visit(self)
        return names
    }
}

extension TableCell {
    /// The outlet names of a cell's built-in views (`UITableViewCell`'s own properties).
    public enum BuiltInOutlet {
        /// `textLabel`: the cell's ``TableCell/text``.
        public static let textLabel = "textLabel"
        /// `detailTextLabel`: the cell's ``TableCell/detailText``.
        public static let detailTextLabel = "detailTextLabel"
        /// `imageView`: the cell's ``TableCell/image``.
        public static let imageView = "imageView"
    }

    /// Sets `value` on the cell's view named `outlet`, as a data source sets the cell it
    /// dequeued: a view of its content view, its accessory view, or one of the built-in
    /// `textLabel` and `imageView` (every cell has them: a custom cell that sets one is laid out
    /// as the default style, as UIKit lays it out) and `detailTextLabel` (the styles that have
    /// one).
    ///
    /// ```swift
    /// var cell = try scene.dequeueCell(withIdentifier: "PlayerCell")
    /// try cell.set("nameLabel", .text(player.name))
    /// try cell.set("ratingImageView", .image("\(player.rating)StarsSmall"))
    /// cell.accessory = .checkmark
    /// ```
    /// - Throws: ``StoryboardFillError/noOutlet(_:in:available:)`` naming the cell's views when
    ///   it has none of that name; ``StoryboardFillError/valueDoesNotFit(_:outlet:kind:)``.
    /// - Complexity: O(*n*) in the cell's elements.
    public mutating func set(_ outlet: String, _ value: OutletValue) throws(StoryboardFillError) {
        if let builtIn = try setBuiltIn(builtInOutlets[outlet] ?? outlet, value) {
            self = builtIn
            return
        }
        guard try value.set(on: outlet, through: { changeElements(named: outlet, $0) }) else {
            throw .noOutlet(outlet, in: "The cell \"\(reuseIdentifier)\"", available: outletNames)
        }
    }

    /// The cell with `value` set on `outlet` (``set(_:_:)``), for building cells in one
    /// expression.
    /// - Throws: as ``set(_:_:)``.
    public func setting(_ outlet: String, _ value: OutletValue) throws(StoryboardFillError) -> TableCell {
        var cell = self
        try cell.set(outlet, value)
        return cell
    }

    /// The names of the cell's views: the built-in views of its style, then its own, in order.
    public var outletNames: [String] {
        var names: [String] = []
        switch style {
        case .custom, .default: names = [BuiltInOutlet.textLabel, BuiltInOutlet.imageView]
        default: names = [BuiltInOutlet.textLabel, BuiltInOutlet.detailTextLabel, BuiltInOutlet.imageView]
        }
        for element in contentElements + cellElements + (accessoryView.map { [$0] } ?? []) {
            for name in element.outletNames where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The cell with a built-in view set; nil when `outlet` is not a built-in view's name.
    private func setBuiltIn(_ outlet: String, _ value: OutletValue) throws(StoryboardFillError) -> TableCell? {
        var cell = self
        let hasDetail = style != .custom && style != .default
        switch (outlet, value) {
        case (BuiltInOutlet.textLabel, .text(let text)):
            cell.text = text
            cell.textOrigin = .data
        case (BuiltInOutlet.detailTextLabel, .text(let text)) where hasDetail:
            cell.detailText = text
            cell.detailTextOrigin = .data
        case (BuiltInOutlet.imageView, .image(let name)):
            cell.image = name.map { ImageView(ImageAsset($0)) }
        case (BuiltInOutlet.textLabel, _), (BuiltInOutlet.imageView, _):
            throw .valueDoesNotFit(value, outlet: outlet, kind: outlet == BuiltInOutlet.imageView ? "image" : "label")
        case (BuiltInOutlet.detailTextLabel, _) where hasDetail:
            throw .valueDoesNotFit(value, outlet: outlet, kind: "label")
        default:
            return nil
        }
        if cell.style == .custom { cell.style = .default }
        return cell
    }
}
