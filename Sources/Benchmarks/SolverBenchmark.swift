import AutoLayout
import Foundation
import TestSupport

/// The constraint solver on a row of 400 views (1,616 constraints: edges, gaps, intrinsic
/// widths held by hugging and compression resistance, equal widths, a container edge), beside
/// kiwisolver's time for the same system as `Scripts/solver-fixtures-kiwisolver.py` measured
/// it (C++ under Python, the constraints built before the clock starts, median of 21). The
/// system and kiwisolver's figure come from the test fixture both solve.
enum SolverBenchmark {
    /// The fixture, relative to the package folder.
    static let fixture = "Tests/AutoLayoutTests/Fixtures/kiwisolver-systems.json"

    static func run(into report: inout Report) {
        guard let data = FileManager.default.contents(atPath: fixture), let system = try? KiwisolverSystems.decode(data).benchmark,
              let constraints = try? system.layout().constraints else {
            report.add("constraint solver", ours: "skipped: no readable \(fixture) (run from the package folder)")
            return
        }
        var solved = 0
        let seconds = Measure.median(runs: 21) {
            var solver = ConstraintSolver()
            for constraint in constraints {
                do {
                    try solver.add(constraint)
                } catch {
                    continue   // a conflict is refused and left out, as the tests expect of this system (none)
                }
            }
            solved = solver.constraintCount
        }
        let kiwi = system.kiwisolverMedianMilliseconds.map { String(format: "%.1f ms", $0) } ?? "not measured"
        report.add("constraint solver, 400 views (\(solved) of \(constraints.count) constraints)",
                   ours: String(format: "%.1f ms", seconds * 1000), baseline: "kiwisolver (C++) \(kiwi)")
    }
}
