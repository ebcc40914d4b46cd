/// Whole numbers as snapshots and lists print them: digits grouped by threes with commas
/// (`12,345`), the same on every machine (no locale).
public enum Counted {
    /// `count` with thousands separators.
    /// - Complexity: O(d) in the number of digits.
    public static func number(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }
}
