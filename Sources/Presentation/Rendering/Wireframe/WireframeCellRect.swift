/// A rectangle of grid points, edges included.
struct WireframeCellRect: Hashable, Sendable {
    /// The left edge's column.
    var minColumn: Int
    /// The top edge's row.
    var minRow: Int
    /// The right edge's column.
    var maxColumn: Int
    /// The bottom edge's row.
    var maxRow: Int

    /// Whether the point at `column`, `row` lies on or inside the edges.
    func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column <= maxColumn && row >= minRow && row <= maxRow
    }

    /// The overlap; may be empty (min above max).
    func intersection(_ other: WireframeCellRect) -> WireframeCellRect {
        WireframeCellRect(
            minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
            maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow)
        )
    }

    /// The middle column.
    var midColumn: Int { minColumn + (maxColumn - minColumn) / 2 }
    /// The number of columns strictly inside the edges.
    var interiorWidth: Int { max(0, maxColumn - minColumn - 1) }
}
