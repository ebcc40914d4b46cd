/// The height of one line of Helvetica text at a point size, as UIKit laid it out on iOS 5/6.
///
/// A small table of observed values is the authority where it has an entry; other sizes use
/// `ceil(1.2 × size)`, the conventional 120 % leading of typesetting (the AFM ascender and
/// descender alone span 925 units per 1000). The formula reproduces 17 → 21 and 18 → 22 but
/// not 14 → 18 (it gives 17), which is why the table exists.
///
/// The table is keyed by size only: Helvetica and Helvetica-Bold share their vertical metrics
/// (Ascender 718, Descender -207 in both AFM files), so their lines are equally tall.
enum LineHeightTable {
    /// Observed line heights, point size → line height (UIKIT-FACTS, approximate).
    static let entries: [(pointSize: Double, lineHeight: Double)] = [
        (14, 18),
        (17, 21),
        (18, 22),
    ]

    /// The line height for text of `pointSize` points; 0 for a size that is not positive.
    static func lineHeight(forPointSize pointSize: Double) -> Double {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        if let entry = entries.first(where: { $0.pointSize == pointSize }) {
            return entry.lineHeight
        }
        // size × 6 / 5 rather than × 1.2: exact for integral sizes, so 15 gives 18, not 19.
        return (pointSize * 6 / 5).rounded(.up)
    }
}
