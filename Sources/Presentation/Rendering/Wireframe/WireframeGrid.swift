/// The wireframe's character grid and how screen points map onto it.
///
/// A character stands for a grid point. Across, the screen's width is shared equally between
/// the gaps of `columns` grid points: with the default 80 columns, column `c` is
/// x = c × 320 / 79 points (about 4.05), so the screen's left edge is the first column and its
/// right edge the last; with 161 columns a column is exactly 2 points. Down, row `r` is
/// y = 12r points whatever the width (a text line of 14 to 24 points takes one row), so the
/// 320x480 screen has 41 rows and the 320x568 one 48. A rectangle's edges land on the nearest
/// grid points, so two rects that touch (adjacent table rows, the bars) share one line.
struct WireframeGrid: Sendable {
    /// Points per row.
    static let pointsPerRow: Double = 12

    /// The number of columns, the screen's edges included.
    let columns: Int
    /// The width in points the columns span (the screen's).
    let width: Double

    /// A grid of `columns` columns across `width` points (at least 2 columns).
    init(columns: Int, width: Double = Screen.size.width) {
        self.columns = max(2, columns)
        self.width = width.isFinite && width > 0 ? width : Screen.size.width
    }

    /// Points per column: the width over the gaps between the columns.
    var pointsPerColumn: Double { width / Double(columns - 1) }

    /// The number of rows of a screen of `size`: 41 for 480 points, 48 for 568.
    static func rows(for size: Size) -> Int {
        Int(size.height / pointsPerRow) + 1
    }

    /// The x of `column` in points.
    func x(ofColumn column: Int) -> Double {
        Double(column) * width / Double(columns - 1)
    }

    /// The column of `x` points (nearest grid point, a half rounded away from zero); infinite
    /// and far-off values are clamped, so no frame can trap. The product comes before the
    /// division, so an integral x never lands a hair off a half.
    func column(_ x: Double) -> Int {
        Self.index(x * Double(columns - 1) / width)
    }

    /// The row of `y` points (nearest grid point), clamped like ``column(_:)``.
    static func row(_ y: Double) -> Int {
        index(y / pointsPerRow)
    }

    /// The grid points of `rect`'s edges, normalized so a negative size cannot invert it.
    func cells(_ rect: Rect) -> WireframeCellRect {
        let left = column(rect.minX), right = column(rect.maxX)
        let top = Self.row(rect.minY), bottom = Self.row(rect.maxY)
        return WireframeCellRect(minColumn: min(left, right), minRow: min(top, bottom), maxColumn: max(left, right), maxRow: max(top, bottom))
    }

    private static let limit: Double = 100_000

    private static func index(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(limit, max(-limit, value)).rounded())
    }
}
