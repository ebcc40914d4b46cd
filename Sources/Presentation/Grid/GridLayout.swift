/// AQGridView's portrait layout: how many columns fit, how wide each cell is, and where item
/// `i` sits (`Docs/UIKIT-FACTS.md`, from AQGridView's `AQGridViewData`).
///
/// ```
/// w     = floor(B - L - R)
/// mult  = floor(w / floor(dw))
/// cellW = floor(w / mult);  cellH = dh
/// cols  = floor(B / cellW)
/// item i: x = cellW * (i % cols) + L,  y = cellH * (i / cols) + top
/// ```
/// With bounds 320 and the default 96x128 cells are 106 wide in 3 columns.
public struct GridLayout: Sendable, Equatable {
    /// The grid's bounds size.
    public let bounds: Size
    /// The cell size asked for (`portraitGridCellSizeForGridView:`, default 96x128).
    public let desiredCellSize: Size
    /// The left and right content insets.
    public let leftInset: Double, rightInset: Double
    /// The padding above the first row (a header view's height) and below the last.
    public let topPadding: Double, bottomPadding: Double
    /// The number of items.
    public let itemCount: Int
    /// The size of each grid slot.
    public let cellSize: Size
    /// The number of columns.
    public let columns: Int

    /// AQGridView's default desired cell size.
    public static let defaultCellSize = Size(width: 96, height: 128)

    /// Lays out `itemCount` items in `bounds`. Degenerate input (a desired width below 1 or
    /// wider than the bounds, a negative count) gives one column rather than a division by zero.
    public init(
        bounds: Size,
        desiredCellSize: Size = GridLayout.defaultCellSize,
        leftInset: Double = 0,
        rightInset: Double = 0,
        topPadding: Double = 0,
        bottomPadding: Double = 0,
        itemCount: Int
    ) {
        self.bounds = bounds
        self.desiredCellSize = desiredCellSize
        self.leftInset = leftInset
        self.rightInset = rightInset
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.itemCount = max(0, itemCount)
        let width = max(1, (bounds.width - leftInset - rightInset).rounded(.down))
        let desiredWidth = max(1, desiredCellSize.width.rounded(.down))
        let multiple = max(1, (width / desiredWidth).rounded(.down))
        let cellWidth = max(1, (width / multiple).rounded(.down))
        cellSize = Size(width: cellWidth, height: max(0, desiredCellSize.height))
        columns = max(1, (bounds.width / cellWidth).rounded(.down).clampedInt)
    }

    /// The number of rows of items.
    public var rows: Int { (itemCount + columns - 1) / columns }

    /// The frame of item `index` in the grid's content coordinates, or nil when out of range.
    public func frame(ofItem index: Int) -> Rect? {
        guard index >= 0, index < itemCount else { return nil }
        return Rect(
            x: cellSize.width * Double(index % columns) + leftInset,
            y: cellSize.height * Double(index / columns) + topPadding,
            width: cellSize.width,
            height: cellSize.height
        )
    }

    /// The content height: `ceil(rows x cellH) + top + bottom`, never less than the bounds.
    public var contentHeight: Double {
        max(bounds.height, (Double(rows) * cellSize.height).rounded(.up) + topPadding + bottomPadding)
    }

    /// The index of the item under `point` (content coordinates), or nil.
    public func item(at point: Point) -> Int? {
        guard point.x >= leftInset, point.y >= topPadding else { return nil }
        let column = ((point.x - leftInset) / cellSize.width).rounded(.down).clampedInt
        let row = ((point.y - topPadding) / max(1, cellSize.height)).rounded(.down).clampedInt
        guard column < columns else { return nil }
        let index = row * columns + column
        return index < itemCount ? index : nil
    }

    /// A cell of `size` centred in the slot of item `index` (floor of half the difference), as
    /// AQGridView places a cell smaller than its slot.
    public func cellFrame(ofItem index: Int, cellSize size: Size) -> Rect? {
        guard let slot = frame(ofItem: index) else { return nil }
        let dx = max(0, ((slot.width - size.width) / 2).rounded(.down))
        let dy = max(0, ((slot.height - size.height) / 2).rounded(.down))
        return Rect(x: slot.minX + dx, y: slot.minY + dy, width: min(size.width, slot.width), height: min(size.height, slot.height))
    }
}
