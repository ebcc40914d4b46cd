import Navigation

/// The facts of a table in a storyboard that its `TableView` element does not hold: whether
/// its cells are static or prototypes, and the heights Interface Builder stores.
public struct ImportedTable: Hashable, Sendable {
    /// Where a table's cells come from.
    public enum Content: String, Hashable, Sendable {
        /// Static cells, designed in the storyboard and shown as they are.
        case staticCells = "static cells"
        /// Prototype cells, which the data source fills at run time.
        case prototypes = "prototypes"
    }

    /// The table element's name in the scene.
    public var name: String
    /// Static cells or prototypes.
    public var content: Content
    /// The table's row height.
    public var rowHeight: Double
    /// `sectionHeaderHeight`, when stored.
    public var sectionHeaderHeight: Double?
    /// `sectionFooterHeight`, when stored.
    public var sectionFooterHeight: Double?
    /// The line of the `<tableView>` element.
    public var line: Int
    /// Prototype cells without a reuse identifier, by their line (the data source cannot
    /// dequeue them).
    public var prototypesWithoutIdentifier: [Int]
    /// The reuse identifiers of the prototype cells, in order.
    public var prototypeIdentifiers: [String]

    /// Creates table facts.
    public init(
        name: String, content: Content, rowHeight: Double, sectionHeaderHeight: Double? = nil,
        sectionFooterHeight: Double? = nil, line: Int, prototypesWithoutIdentifier: [Int] = [],
        prototypeIdentifiers: [String] = []
    ) {
        self.name = name
        self.content = content
        self.rowHeight = rowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.line = line
        self.prototypesWithoutIdentifier = prototypesWithoutIdentifier
        self.prototypeIdentifiers = prototypeIdentifiers
    }
}
