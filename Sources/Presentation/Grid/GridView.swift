/// One item of a grid: its cell's elements, in the cell's coordinates, and what a tap does.
public struct GridCell: Sendable {
    /// The size of the cell view (centred in its slot when smaller).
    public var size: Size
    /// The cell's elements, in the cell's coordinates.
    public var elements: [Element]
    /// What a tap does, in words (`segue detail`).
    public var tapAction: String?
    /// The reuse identifier of a collection view's cell (a storyboard prototype's); nil for an
    /// `AQGridView` item, which has none.
    public var reuseIdentifier: String?

    /// Creates a grid cell.
    public init(size: Size, elements: [Element], tapAction: String? = nil, reuseIdentifier: String? = nil) {
        self.size = size
        self.elements = elements
        self.tapAction = tapAction
        self.reuseIdentifier = reuseIdentifier
    }
}

/// The properties of an `AQGridView`: its items and layout inputs.
public struct GridView: Sendable {
    /// The cells, in index order.
    public var cells: [GridCell]
    /// The desired cell size (`portraitGridCellSizeForGridView:`).
    public var desiredCellSize: Size
    /// The selected item, if any.
    public var selectedIndex: Int?
    /// How far the grid is scrolled down.
    public var contentOffsetY: Double

    /// Creates a grid.
    public init(cells: [GridCell], desiredCellSize: Size = GridLayout.defaultCellSize, selectedIndex: Int? = nil, contentOffsetY: Double = 0) {
        self.cells = cells
        self.desiredCellSize = desiredCellSize
        self.selectedIndex = selectedIndex
        self.contentOffsetY = contentOffsetY
    }

    /// The layout inside `bounds`.
    public func layout(in bounds: Size) -> GridLayout {
        GridLayout(bounds: bounds, desiredCellSize: desiredCellSize, itemCount: cells.count)
    }
}
