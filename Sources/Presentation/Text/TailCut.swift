/// Builds the last visible line of a cut text: the rest of its paragraph, shortened at the
/// tail until it fits, with or without a trailing "…" (U+2026).
struct TailCut {
    /// The ellipsis UIKit appends to truncated text.
    static let ellipsis: Character = "\u{2026}"

    /// The measured text.
    let text: MeasuredText
    /// The width the line must fit.
    let limit: WidthLimit
    /// The face that measures the ellipsis.
    let face: FaceMetrics

    /// The longest start of `text[start..<end]` that fits the width together with the
    /// ellipsis (when `ellipsis` is true), trailing spaces dropped, ellipsis appended.
    /// When not even the ellipsis fits, the line is the ellipsis alone.
    ///
    /// - Complexity: O(k), k being the number of characters kept.
    func line(from start: Int, to end: Int, ellipsis: Bool) -> TextLayout.Line {
        let suffixUnits = ellipsis ? face.advance(of: TailCut.ellipsis) : 0
        var kept = start
        var units = suffixUnits
        while kept < end && limit.fits(units + text.units(at: kept)) {
            units += text.units(at: kept)
            kept += 1
        }
        kept = text.trimmingTrailingSpaces(start, kept)
        let body = text.string(start..<kept)
        let totalUnits = text.units(in: start..<kept) + suffixUnits
        return TextLayout.Line(
            text: ellipsis ? body + String(TailCut.ellipsis) : body,
            width: limit.points(totalUnits)
        )
    }
}
