/// Formats numbers for SVG attributes: as ``PointFormat`` (integers where integral, else one
/// decimal), with far-off and infinite values clamped to ±100000 and NaN written as 0, so no
/// frame can produce an invalid number or trap.
enum SVGNumber {
    /// The largest magnitude written.
    static let limit: Double = 100_000

    /// `value` as an SVG number.
    static func string(_ value: Double) -> String {
        guard !value.isNaN else { return "0" }
        return PointFormat.string(min(limit, max(-limit, value)))
    }

    /// A fraction from 0 to 1 (an opacity) with up to two decimals: `0.45`, `0.5`, `1`.
    static func fraction(_ value: Double) -> String {
        let hundredths = Int(((value.isFinite ? min(1, max(0, value)) : 1) * 100).rounded())
        if hundredths % 100 == 0 { return String(hundredths / 100) }
        let digits = hundredths < 10 ? "0\(hundredths)" : String(hundredths)
        return "0." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
}
