/// Formats point values the way snapshots print them: integers where integral, else one
/// decimal (`12`, `10.5`, `-3`), never `-0`; values beyond ±1e15 in Swift's shortest form.
public enum PointFormat {
    /// The printed form of `value`.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        // Beyond any screen: Swift's shortest form, never an Int conversion that could trap.
        if abs(value) >= 1e15 { return value.description }
        let tenths = (value * 10).rounded()
        if tenths == 0 { return "0" }
        if tenths.truncatingRemainder(dividingBy: 10) == 0 {
            return String(Int(tenths / 10))
        }
        let sign = tenths < 0 ? "-" : ""
        let magnitude = Int(abs(tenths))
        return sign + String(magnitude / 10) + "." + String(magnitude % 10)
    }

    /// A rectangle as `x,y wxh`, e.g. `12,7 218x21`.
    public static func string(_ rect: Rect) -> String {
        "\(string(rect.minX)),\(string(rect.minY)) \(string(rect.width))x\(string(rect.height))"
    }

    /// A size as `wxh`.
    public static func string(_ size: Size) -> String {
        "\(string(size.width))x\(string(size.height))"
    }

    /// A point as `x,y`.
    public static func string(_ point: Point) -> String {
        "\(string(point.x)),\(string(point.y))"
    }
}

// Points as whole numbers, for indexes (a row, a grid column) computed from positions.

extension Double {
    /// The value rounded toward zero as an `Int`, with NaN as 0 and values beyond ±1e15 held
    /// at ±1e15, so a hostile frame or offset can never trap a conversion.
    var clampedInt: Int {
        guard isFinite else { return isNaN ? 0 : (self > 0 ? 1_000_000_000_000_000 : -1_000_000_000_000_000) }
        return Int(Swift.max(-1e15, Swift.min(1e15, self)))
    }
}
