/// A Cassowary constraint solver (Badros, Borning and Stuckey, 2001; the algorithm Auto Layout
/// is built on), as an incremental simplex over a tableau: each constraint added is solved
/// into the tableau at once, and the objective (the weighted errors of the preferences) is
/// minimized after each, so `value(of:)` is always the best solution so far.
///
/// Required constraints (priority 1000) hold or are refused with
/// ``LayoutSolverError/unsatisfiable(_:)``, leaving the solver as it was. Preferences are
/// satisfied as far as the required ones allow, each error weighed by its priority. The
/// solver picks pivots lowest symbol first, so the same constraints in the same order give the
/// same solution on every run. A variable no constraint mentions reads 0.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = LayoutVariable(id: 0, name: "left"), width = LayoutVariable(id: 1, name: "width")
/// try solver.add(LayoutConstraint(LinearExpression(left), .equal, LinearExpression(constant: 20)))
/// try solver.add(LayoutConstraint(LinearExpression([(left, 1), (width, 1)]), .equal, LinearExpression(constant: 300)))
/// solver.value(of: width)   // 280
/// ```
public struct ConstraintSolver: Sendable {
    /// The tableau: each basic symbol's row.
    private var rows: [SolverSymbol: SolverRow] = [:]
    /// What is minimized: the preferences' errors, each weighed by its priority.
    private var objective = SolverRow()
    /// Each layout variable's symbol.
    private var symbols: [LayoutVariable: SolverSymbol] = [:]
    /// The last symbol's id.
    private var nextID = 0
    /// How many constraints were added.
    public private(set) var constraintCount = 0

    /// An empty solver.
    public init() {}

    /// The value of `variable` in the current solution; 0 when no constraint mentions it.
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// The value of `expression` in the current solution.
    /// - Complexity: O(terms).
    public func value(of expression: LinearExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// Whether the constraints leave `expression` free: whether it can take another value
    /// without breaking a required constraint or satisfying any preference of priority 1 or
    /// more less well, so the solution's value is one guess among several (Interface
    /// Builder's "ambiguous layout"). A preference below 1, which UIKit does not allow, is a
    /// fallback a layout adds to pick a value (``LayoutConstraint/fallbackPriority``): it
    /// does not count.
    ///
    /// The tableau answers for most expressions: one whose terms depend only on dummies and
    /// on slacks and errors the objective charges at least 1 for is fixed. The rest are
    /// probed: the expression is asked, at a priority between a fallback's and 1, to move a
    /// point either way.
    /// - Complexity: O(terms × cells of their rows); a probe adds a constraint to a copy of
    ///   the solver, a few pivots.
    public func isAmbiguous(_ expression: LinearExpression) -> Bool {
        var combined = SolverRow()
        for term in expression.terms {
            guard let symbol = symbols[term.variable] else { return true }
            if let row = rows[symbol] { combined.insert(row, term.coefficient) } else { combined.insert(symbol, term.coefficient) }
        }
        let free = combined.cells.keys.contains { symbol in
            symbol.kind == .external || (symbol.isPivotable && objective.coefficient(of: symbol) < 1)
        }
        guard free else { return false }
        let current = value(of: expression)
        for step in [1.0, -1.0] {
            var probe = self
            let wish = LayoutConstraint(
                expression, .equal, LinearExpression(constant: current + step), priority: LayoutConstraint.fallbackPriority * 100, name: "probe")
            do { try probe.add(wish) } catch { continue }  // A preference is never refused; a failed probe moves nothing.
            if abs(probe.value(of: expression) - current) > 1.0e-6 { return true }
        }
        return false
    }

    /// Adds `constraint` and re-solves.
    /// - Throws: ``LayoutSolverError/unsatisfiable(_:)`` when it is required and the required
    ///   constraints already added forbid it; the solver is then unchanged.
    /// - Complexity: a few simplex pivots, each O(rows × cells); in practice near-linear in the
    ///   constraints of one view hierarchy.
    public mutating func add(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        let unchanged = (symbols: symbols, nextID: nextID)
        var marker: SolverSymbol?
        var other: SolverSymbol?
        var row = makeRow(constraint, marker: &marker, other: &other)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard SolverRow.nearZero(row.constant) else {
                // Only its symbols were made (a required row puts nothing in the objective).
                (symbols, nextID) = unchanged
                throw .unsatisfiable(constraint.description)
            }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else {
            // Only this path can refuse a constraint after pivoting: it keeps a copy to go back to.
            var trial = self
            guard try trial.addWithArtificialVariable(row) else {
                (symbols, nextID) = unchanged
                throw .unsatisfiable(constraint.description)
            }
            self = trial
        }
        try optimizeObjective()
        constraintCount += 1
    }

    // MARK: Building rows

    private mutating func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextID += 1
        return SolverSymbol(id: nextID, kind: kind)
    }

    private mutating func symbol(for variable: LayoutVariable) -> SolverSymbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    /// The constraint as a tableau row over parametric symbols, with its slack, error or dummy
    /// symbols (`marker`, and `other` for a preference's second one).
    private mutating func makeRow(_ constraint: LayoutConstraint, marker: inout SolverSymbol?, other: inout SolverSymbol?) -> SolverRow {
        var row = SolverRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !SolverRow.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let weight = constraint.priority
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            marker = slack
            row.insert(slack, sign)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, weight)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: its lowest layout variable, else a new slack or
    /// error with a negative coefficient; nil when none fits.
    private func chooseSubject(_ row: SolverRow, marker: SolverSymbol?, other: SolverSymbol?) -> SolverSymbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for candidate in [marker, other] {
            if let candidate, candidate.isPivotable, row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Adds a row no symbol can be solved for, through an artificial variable driven to zero:
    /// false when it cannot be (the constraint is unsatisfiable).
    private mutating func addWithArtificialVariable(_ row: SolverRow) throws(LayoutSolverError) -> Bool {
        let artificial = newSymbol(.slack)
        rows[artificial] = row
        var goal = row
        try optimize(&goal)
        let success = SolverRow.nearZero(goal.constant)
        if var artificialRow = rows.removeValue(forKey: artificial) {
            if artificialRow.cells.isEmpty { return success }
            guard let entering = artificialRow.cells.keys.filter(\.isPivotable).min() else { return false }
            artificialRow.solve(for: artificial, entering)
            substitute(entering, artificialRow)
            rows[entering] = artificialRow
        }
        for index in rows.indices where rows.values[index].cells[artificial] != nil {
            rows.values[index].cells.removeValue(forKey: artificial)
        }
        objective.cells.removeValue(forKey: artificial)
        return success
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` in every row and the objective.
    private mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        for index in rows.indices where rows.values[index].cells[symbol] != nil {
            rows.values[index].substitute(symbol, row)
        }
        objective.substitute(symbol, row)
    }

    private mutating func optimizeObjective() throws(LayoutSolverError) {
        var goal = objective
        try optimize(&goal)
        objective = goal
    }

    /// The lowest symbol of `goal` whose coefficient is negative, dummies aside; nil when the
    /// goal is minimal.
    private static func enteringSymbol(_ goal: SolverRow) -> SolverSymbol? {
        var entering: SolverSymbol?
        for (symbol, coefficient) in goal.cells where coefficient < 0 && symbol.kind != .dummy {
            if entering.map({ symbol < $0 }) ?? true { entering = symbol }
        }
        return entering
    }

    /// Minimizes `goal` by pivoting: the lowest symbol whose coefficient is negative enters,
    /// the row that limits it most leaves.
    private mutating func optimize(_ goal: inout SolverRow) throws(LayoutSolverError) {
        var pivots = 0
        while let entering = Self.enteringSymbol(goal) {
            pivots += 1
            guard pivots <= 100_000 else { throw .internalError("the simplex did not converge") }
            var leaving: SolverSymbol?
            var ratio = Double.infinity
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let limit = -row.constant / coefficient
                if limit < ratio || (limit == ratio && leaving.map { symbol < $0 } ?? true) {
                    ratio = limit
                    leaving = symbol
                }
            }
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { throw .internalError("the objective is unbounded") }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            goal.substitute(entering, row)
            rows[entering] = row
        }
    }
}

/// Why the solver refused a constraint.
public enum LayoutSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with the required ones already added (Interface
    /// Builder's "Conflicting Constraints"); it names the constraint.
    case unsatisfiable(String)
    /// The algorithm failed (a bug, never the input's fault); the text says where.
    case internalError(String)

    /// One sentence.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint): "The required constraint \(constraint) conflicts with the required constraints before it."
        case .internalError(let detail): "The constraint solver failed: \(detail)."
        }
    }
}
