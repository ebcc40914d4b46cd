/// The part of a table that shows through its frame at its scroll offset: the layout, the
/// visible band in the table's content coordinates, and the section headers, rows and footers
/// in that band, in visual order.
///
/// Shared by every renderer, so the text, the wireframe and the SVG agree on what a table
/// shows. Building it asks the data source for no cell: ``TableRowContent`` does, one visible
/// row at a time.
struct TableViewport {
    /// One visible piece of a table, in visual order.
    enum Item {
        /// A titled section header that intersects the band.
        case header(TableLayout.Section)
        /// A row that intersects the band.
        case row(TableIndexPath)
        /// A titled section footer that intersects the band.
        case footer(TableLayout.Section)
    }

    /// The layout of the whole table.
    let layout: TableLayout
    /// The table's content coordinates on screen, clipped to the table's frame.
    let context: ElementContext
    /// The top of the visible band, in content coordinates.
    let top: Double
    /// The bottom of the visible band, in content coordinates.
    let bottom: Double

    /// The viewport of `table` shown in `frame` (parent coordinates) under `context`.
    /// - Complexity: O(sections + rows of per-row-height sections), as ``TableLayout``.
    init(table: TableView, frame: Rect, context: ElementContext) {
        layout = TableLayout(table: table, width: frame.width)
        self.context = context.entering(frame, offset: Point(x: 0, y: table.contentOffsetY), clips: true)
        top = self.context.visible.minY - self.context.origin.y
        bottom = self.context.visible.maxY - self.context.origin.y
    }

    /// How many rows lie entirely above and entirely below the band.
    /// - Complexity: O(sections · log rows).
    var rowCountsOutOfView: (above: Int, below: Int) {
        layout.rowCounts(above: top, below: bottom)
    }

    /// The headers, rows and footers in the band, top to bottom.
    /// - Complexity: O(sections + visible rows).
    var items: [Item] {
        let visibleRows = layout.rows(from: top, to: bottom)
        var items: [Item] = []
        var rowIndex = 0
        for section in layout.sections {
            if section.headerTitle != nil, section.headerFrame.maxY > top, section.headerFrame.minY < bottom {
                items.append(.header(section))
            }
            while rowIndex < visibleRows.count, visibleRows[rowIndex].section == section.index {
                items.append(.row(visibleRows[rowIndex]))
                rowIndex += 1
            }
            if section.footerTitle != nil, section.footerFrame.maxY > top, section.footerFrame.minY < bottom {
                items.append(.footer(section))
            }
        }
        return items
    }
}
