/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, the symbols parametric.
struct SolverRow: Sendable {
    /// The constant.
    var constant: Double
    /// The parametric symbols' coefficients; none is near zero.
    var cells: [SolverSymbol: Double] = [:]

    /// A row of `constant` alone.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether `value` is zero to the solver's tolerance.
    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient` to `symbol`'s, dropping it when the sum is near zero.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Self.nearZero(sum) ? nil : sum
    }

    /// Adds `row` times `coefficient`.
    /// - Complexity: O(cells of `row`).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Negates the row.
    mutating func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol = ...`, without it.
    mutating func solve(for symbol: SolverSymbol) {
        let coefficient = -1 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= coefficient
        for (other, value) in cells { cells[other] = value * coefficient }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = ...`, with `lhs` parametric.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (`symbol`'s expression), if the row has it.
    /// - Complexity: O(cells of `row`).
    mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
