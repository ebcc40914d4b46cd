/// The available width of a line, compared with AFM-unit advances at one point size.
struct WidthLimit {
    /// How far past the width a line may reach and still fit, in points: absorbs rounding
    /// when a caller passes a width it computed itself; far below a visible pixel.
    static let tolerance = 1e-6

    /// The available width in points; 0 for a negative or NaN width, and may be infinite.
    let width: Double
    /// The point size that scales AFM units to points.
    let pointSize: Double

    /// A limit of `width` points for text of `pointSize` points.
    init(width: Double, pointSize: Double) {
        self.width = width.isNaN ? 0 : max(0, width)
        self.pointSize = pointSize
    }

    /// `units` AFM units in points.
    func points(_ units: Int) -> Double {
        Double(units) * pointSize / Double(FontMetrics.unitsPerEm)
    }

    /// Whether a run of `units` AFM units fits in the width.
    func fits(_ units: Int) -> Bool {
        points(units) <= width + WidthLimit.tolerance
    }
}
