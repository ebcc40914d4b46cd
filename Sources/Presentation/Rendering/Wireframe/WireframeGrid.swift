/// The wireframe's character grid and how screen points map onto it.
///
/// A character stands for a grid point: column `c` is x = 4c points, row `r` is y = 12r
/// points, so the 320x480 screen is 81 columns by 41 rows, its edges on the first and last
/// column and row. A rectangle's edges land on the nearest grid points, so two rects that touch
/// (adjacent table rows, the bars) share one line.
enum WireframeGrid {
    /// Points per column.
    static let pointsPerColumn: Double = 4
    /// Points per row.
    static let pointsPerRow: Double = 12
    /// The number of columns: 320 / 4 + 1.
    static let columns = Int(Screen.size.width / pointsPerColumn) + 1
    /// The number of rows of a screen of `size`: 41 for 480 points, 48 for 568.
    static func rows(for size: Size) -> Int {
        Int(size.height / pointsPerRow) + 1
    }

    /// The column of `x` points (nearest grid point); infinite and far-off values are clamped,
    /// so no frame can trap.
    static func column(_ x: Double) -> Int {
        index(x / pointsPerColumn)
    }

    /// The row of `y` points (nearest grid point), clamped like ``column(_:)``.
    static func row(_ y: Double) -> Int {
        index(y / pointsPerRow)
    }

    /// The grid points of `rect`'s edges, normalized so a negative size cannot invert it.
    static func cells(_ rect: Rect) -> WireframeCellRect {
        let left = column(rect.minX), right = column(rect.maxX)
        let top = row(rect.minY), bottom = row(rect.maxY)
        return WireframeCellRect(minColumn: min(left, right), minRow: min(top, bottom), maxColumn: max(left, right), maxRow: max(top, bottom))
    }

    private static let limit: Double = 100_000

    private static func index(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(limit, max(-limit, value)).rounded())
    }
}
