extension Double {
    /// The value rounded toward zero as an `Int`, with NaN as 0 and values beyond ±1e15 held
    /// at ±1e15, so a hostile frame or offset can never trap a conversion.
    var clampedInt: Int {
        guard isFinite else { return isNaN ? 0 : (self > 0 ? 1_000_000_000_000_000 : -1_000_000_000_000_000) }
        return Int(Swift.max(-1e15, Swift.min(1e15, self)))
    }
}
