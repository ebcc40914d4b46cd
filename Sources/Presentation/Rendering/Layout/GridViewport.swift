/// The part of a grid that shows through its frame at its scroll offset: AQGridView's layout
/// and the items whose slots intersect the visible area, in index order.
///
/// Shared by every renderer, so the text, the wireframe and the SVG agree on what a grid shows.
struct GridViewport {
    /// One visible item.
    struct Item {
        /// The item's index.
        var index: Int
        /// The item's slot in the grid's content coordinates.
        var slot: Rect
        /// The cell's frame in the grid's content coordinates (centred in the slot).
        var cellFrame: Rect
        /// The cell.
        var cell: GridCell
        /// The cell's coordinates on screen, clipped to the cell.
        var context: ElementContext
    }

    /// The grid's layout in its bounds.
    let layout: GridLayout
    /// The grid's content coordinates on screen, clipped to the grid's frame.
    let context: ElementContext
    /// The visible items, in index order.
    let items: [Item]
    /// How many laid-out items are out of view.
    let hiddenCount: Int

    /// The viewport of `grid` shown in `frame` (parent coordinates) under `context`.
    /// - Complexity: O(items).
    init(grid: GridView, frame: Rect, context: ElementContext) {
        layout = grid.layout(in: frame.size)
        let inner = context.entering(frame, offset: Point(x: 0, y: grid.contentOffsetY), clips: true)
        self.context = inner
        var items: [Item] = []
        var hidden = 0
        for (index, cell) in grid.cells.enumerated() {
            guard let slot = layout.frame(ofItem: index),
                let cellFrame = layout.cellFrame(ofItem: index, cellSize: cell.size)
            else { continue }
            guard inner.isVisible(slot) else {
                hidden += 1
                continue
            }
            items.append(Item(index: index, slot: slot, cellFrame: cellFrame, cell: cell, context: inner.entering(cellFrame, clips: true)))
        }
        self.items = items
        hiddenCount = hidden
    }
}
