/// Changes close enough together to be shown with shared context: one `@@` section of a
/// unified diff.
public struct Hunk: Hashable, Sendable {
    /// The old lines the hunk shows, context included (zero-based, half-open).
    public let oldLines: Range<Int>
    /// The new lines the hunk shows, context included (zero-based, half-open).
    public let newLines: Range<Int>
    /// The changes inside, in order; never empty.
    public let changes: [LineDiff.Change]

    /// Groups an ordered edit script into hunks with up to `context` unchanged lines before
    /// and after each change, as `diff -U context` does: two changes share a hunk when at
    /// most `2 * context` unchanged lines separate them. A negative `context` counts as 0;
    /// ranges reaching outside `0 ..< oldCount` or `0 ..< newCount` are clipped, never trapped on.
    ///
    /// - Complexity: O(number of changes).
    public static func group(
        _ changes: [LineDiff.Change], oldCount: Int, newCount: Int, context: Int
    ) -> [Hunk] {
        let context = max(0, min(context, max(oldCount, newCount)))
        var hunks: [Hunk] = []
        var start = 0
        while start < changes.count {
            var end = start + 1
            while end < changes.count
                && gap(from: changes[end - 1].oldLines, to: changes[end].oldLines) <= 2 * context
            {
                end += 1
            }
            let first = changes[start]
            let last = changes[end - 1]
            hunks.append(
                Hunk(
                    oldLines: widened(first.oldLines, last.oldLines, by: context, within: oldCount),
                    newLines: widened(first.newLines, last.newLines, by: context, within: newCount),
                    changes: Array(changes[start..<end])
                ))
            start = end
        }
        return hunks
    }

    /// The hunk's header, `@@ -a,b +c,d @@`, numbered as `diff -u` numbers it: one-based
    /// first line and count; the count is left out when it is 1, and an empty range names
    /// the line before it with a count of 0.
    public var header: String {
        "@@ -\(Hunk.rangeText(oldLines)) +\(Hunk.rangeText(newLines)) @@"
    }

    /// The unchanged lines between two consecutive changes, saturating instead of overflowing.
    private static func gap(from earlier: Range<Int>, to later: Range<Int>) -> Int {
        let (difference, overflow) = later.lowerBound.subtractingReportingOverflow(earlier.upperBound)
        return overflow ? Int.max : difference
    }

    /// From `context` lines before `first` to `context` lines after `last`, clipped to
    /// `0 ..< count`.
    private static func widened(_ first: Range<Int>, _ last: Range<Int>, by context: Int, within count: Int) -> Range<Int> {
        let count = max(0, count)
        let lower = min(count, max(0, first.lowerBound - min(context, max(0, first.lowerBound))))
        let (raised, overflow) = last.upperBound.addingReportingOverflow(context)
        let upper = max(lower, min(count, overflow ? count : raised))
        return lower..<upper
    }

    /// A range in unified-diff notation.
    static func rangeText(_ lines: Range<Int>) -> String {
        switch lines.count {
        case 0: return "\(lines.lowerBound),0"
        case 1: return "\(lines.lowerBound + 1)"
        default: return "\(lines.lowerBound + 1),\(lines.count)"
        }
    }
}
