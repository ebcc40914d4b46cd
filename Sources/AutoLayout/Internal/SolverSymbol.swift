/// A symbol of the solver's tableau: a layout variable, or one of the variables the
/// Cassowary algorithm adds for each constraint (a slack for an inequality, a pair of error
/// variables for a preference, a dummy for a required equality).
struct SolverSymbol: Hashable, Comparable, Sendable {
    /// The kinds of symbol.
    enum Kind: Sendable {
        /// A layout variable.
        case external
        /// An inequality's slack (never negative).
        case slack
        /// A preference's error (never negative), weighed in the objective.
        case error
        /// A required equality's marker, never pivoted on.
        case dummy
    }

    /// The symbol's number: symbols are chosen lowest first, so the solution is the same on
    /// every run.
    let id: Int
    /// Its kind.
    let kind: Kind

    /// Lower ids first.
    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }

    /// The id alone says which symbol it is.
    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }

    /// Hashes the id alone: the tableau looks symbols up constantly.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether a pivot may make it basic (a slack or an error).
    var isPivotable: Bool { kind == .slack || kind == .error }
}
