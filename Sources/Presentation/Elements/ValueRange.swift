/// The closed range a slider or a stepper moves in (`minimumValue`...`maximumValue`), and how
/// their values print.
///
/// UIKit pins a value set outside the range to its nearest end, and a maximum set below the
/// minimum moves the minimum down with it; a range built here does the same, so a control never
/// shows a value it could not hold.
public struct ValueRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest value (`minimumValue`).
    public let minimum: Double
    /// The largest value (`maximumValue`).
    public let maximum: Double

    /// The range from `minimum` to `maximum`; a maximum below the minimum gives an empty-width
    /// range at the maximum, and a value that is not finite counts as 0.
    public init(_ minimum: Double, _ maximum: Double) {
        let low = minimum.isFinite ? minimum : 0
        let high = maximum.isFinite ? maximum : 0
        self.minimum = min(low, high)
        self.maximum = high
    }

    /// `value` pinned into the range (NaN gives the minimum).
    public func pin(_ value: Double) -> Double {
        guard !value.isNaN else { return minimum }
        return Swift.min(maximum, Swift.max(minimum, value))
    }

    /// Whether `value` lies in the range.
    public func contains(_ value: Double) -> Bool {
        value >= minimum && value <= maximum
    }

    /// Where `value` lies between the ends, from 0 (the minimum) to 1 (the maximum); 0 for an
    /// empty-width range.
    public func fraction(of value: Double) -> Double {
        let width = maximum - minimum
        guard width > 0 else { return 0 }
        return (pin(value) - minimum) / width
    }

    /// `0...1`, each end as ``ValueFormat`` prints it.
    public var description: String {
        ValueFormat.string(minimum) + "..." + ValueFormat.string(maximum)
    }
}

/// How the value of a slider or stepper prints: a whole number without decimals (`3`), else
/// Swift's shortest form rounded to four decimals (`0.25`, `0.3` for 0.1 + 0.2), never `-0`.
public enum ValueFormat {
    /// The printed form of `value`.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if abs(value) >= 1e15 { return value.description }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return rounded.description
    }
}
