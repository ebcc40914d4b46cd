/// A comparison operator of `$filter`.
enum ODataComparison: String, Hashable, Sendable, CaseIterable {
    /// Equal.
    case eq
    /// Not equal.
    case ne
    /// Greater than.
    case gt
    /// Greater than or equal.
    case ge
    /// Less than.
    case lt
    /// Less than or equal.
    case le

    /// Whether `left op right` holds.
    func holds(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch self {
        case .eq: return left == right
        case .ne: return left != right
        case .gt, .ge, .lt, .le:
            switch (left, right) {
            case let (.number(a), .number(b)): return ordered(a, b)
            case let (.string(a), .string(b)): return ordered(a, b)
            default: return false
            }
        }
    }

    private func ordered<T: Comparable>(_ a: T, _ b: T) -> Bool {
        switch self {
        case .gt: return a > b
        case .ge: return a >= b
        case .lt: return a < b
        case .le: return a <= b
        case .eq: return a == b
        case .ne: return a != b
        }
    }
}
