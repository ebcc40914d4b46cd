/// The part of OData's `$filter` language the embedded service understands: comparisons
/// (`eq ne gt ge lt le`) of members and literals (booleans, numbers, `'strings'`, `null`),
/// combined with `and`, `or`, `not` and parentheses. Functions (`startswith`...) and
/// `datetime'...'` literals are refused by the parser with a typed error.
indirect enum ODataFilter: Hashable, Sendable {
    /// `left op right`.
    case comparison(ODataOperand, ODataComparison, ODataOperand)
    /// Both hold.
    case and(ODataFilter, ODataFilter)
    /// Either holds.
    case or(ODataFilter, ODataFilter)
    /// It does not hold.
    case not(ODataFilter)

    /// Whether `row` passes the filter. A member the row lacks is `null`. `eq`/`ne` compare
    /// any two values (numbers by value, so `1` equals `1.0`); the ordering comparisons hold
    /// only between two numbers or two strings.
    /// - Complexity: O(*f* × *m*) for *f* filter nodes and *m* members in the row.
    func matches(_ row: JSONObject) -> Bool {
        switch self {
        case let .comparison(left, comparison, right):
            return comparison.holds(left.value(in: row), right.value(in: row))
        case let .and(left, right):
            return left.matches(row) && right.matches(row)
        case let .or(left, right):
            return left.matches(row) || right.matches(row)
        case .not(let filter):
            return !filter.matches(row)
        }
    }
}

/// One side of a comparison.
enum ODataOperand: Hashable, Sendable {
    /// A member (column) of the row, e.g. `complete`.
    case member(String)
    /// A literal value.
    case literal(JSONValue)

    /// The operand's value for `row`; `null` for a member the row lacks.
    func value(in row: JSONObject) -> JSONValue {
        switch self {
        case .member(let name): return row[name] ?? .null
        case .literal(let value): return value
        }
    }
}
