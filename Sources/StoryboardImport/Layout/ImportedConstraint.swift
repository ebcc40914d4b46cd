/// One Auto Layout constraint as a storyboard stores it (`<constraint>`): `first.attribute
/// <relation> multiplier × second.attribute + constant` at a priority, between views (and
/// layout guides) named by their Interface Builder object ids. A constraint with no second
/// item sets a size or a position alone (`width = 44`).
public struct ImportedConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's object id.
    public var id: String
    /// The first item's object id: the view whose `<constraints>` hold it when the file names
    /// none.
    public var firstItem: String
    /// The first item's attribute (`leading`, `top`, `width`, `centerX`, `bottomMargin`...),
    /// as the file spells it.
    public var firstAttribute: String
    /// How the sides compare: `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    /// The second item's object id, if any.
    public var secondItem: String?
    /// The second item's attribute, if any.
    public var secondAttribute: String?
    /// The factor on the second item (1 unless set; `16:9` and `2/3` ratios as written are
    /// read as the quotient).
    public var multiplier: Double
    /// The constant added.
    public var constant: Double
    /// Auto Layout's priority, 1000 (required) unless set.
    public var priority: Double

    /// A constraint from its parts.
    public init(
        id: String, firstItem: String, firstAttribute: String, relation: String = "equal", secondItem: String? = nil,
        secondAttribute: String? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// `tA4-7Q.leading == 1.0 × root.leadingMargin + 20 @1000`.
    public var description: String {
        let symbol = relation == "lessThanOrEqual" ? "<=" : relation == "greaterThanOrEqual" ? ">=" : "=="
        let right = secondItem.map { "\(multiplier) × \($0).\(secondAttribute ?? firstAttribute) + \(constant)" } ?? "\(constant)"
        return "\(firstItem).\(firstAttribute) \(symbol) \(right) @\(priority)"
    }
}

extension SceneReader {
    /// Reads a view's `<constraints>`: each `<constraint>` not marked `placeholder` (removed at
    /// build time) joins the scene's constraints, its first item `owner` when it names none.
    mutating func readConstraints(_ node: Node, owner: String?) {
        for child in tree.children(of: node) {
            guard tree[child].word == .constraint else {
                skip(child, in: node)
                continue
            }
            let placeholder = tree.takeFlag(.placeholder, from: child) ?? false
            let id = tree.take(.id, from: child) ?? ""
            guard let first = tree.take(.firstItem, from: child) ?? owner, let attribute = tree.take(.firstAttribute, from: child) else {
                skipped.approximate("constraint", "a constraint without a first item or attribute (left out)", line: tree[child].line)
                finishLeaf(child)
                continue
            }
            let constraint = ImportedConstraint(
                id: id, firstItem: first, firstAttribute: attribute, relation: tree.take(.relation, from: child) ?? "equal",
                secondItem: tree.take(.secondItem, from: child), secondAttribute: tree.take(.secondAttribute, from: child),
                multiplier: Self.multiplier(tree.take(.multiplier, from: child)), constant: tree.takeNumber(.constant, from: child) ?? 0,
                priority: tree.takeNumber(.priority, from: child) ?? 1000)
            // Bookkeeping: Xcode 4-5's `type="user"`, the symbolic-constant marker, a name for debugging.
            _ = tree.take(.type, from: child)
            _ = tree.take(.symbolic, from: child)
            _ = tree.take(.identifier, from: child)
            if !placeholder { scene.constraints.append(constraint) }
            finishLeaf(child)
        }
        finish(node)
    }

    /// A multiplier as Interface Builder writes it: a number, or a ratio `16:9` or `2/3`.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 { return top / bottom }
        return Double(text) ?? 1
    }
}
