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
            let constraints = try? system.layout().constraints
        else {
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
                    continue  // a conflict is refused and left out, as the tests expect of this system (none)
                }
            }
            solved = solver.constraintCount
        }
        let kiwi = system.kiwisolverMedianMilliseconds.map { String(format: "%.1f ms", $0) } ?? "not measured"
        report.add(
            "constraint solver, 400 views (\(solved) of \(constraints.count) constraints)",
            ours: String(format: "%.1f ms", seconds * 1000), baseline: "kiwisolver (C++) \(kiwi)")
        runScenes(into: &report)
    }

    /// The systems real storyboards make (`Scripts/scene-systems-kiwisolver.py`): the largest
    /// scene, and all the scenes one after another, beside kiwisolver's times for the same.
    static let scenesFixture = "Tests/AutoLayoutTests/Fixtures/kiwisolver-scenes.json"

    static func runScenes(into report: inout Report) {
        guard let data = FileManager.default.contents(atPath: scenesFixture), let fixture = try? KiwisolverSystems.decode(data),
            let largest = try? fixture.benchmark.layout().constraints
        else {
            report.add("constraint solver, real scenes", ours: "skipped: no readable \(scenesFixture) (run from the package folder)")
            return
        }
        let all = fixture.systems.compactMap { try? $0.layout().constraints }
        let largestSeconds = Measure.median(runs: 21) { _ = solve(largest) }
        let allSeconds = Measure.median(runs: 5) { for constraints in all { _ = solve(constraints) } }
        let kiwi = fixture.benchmark.kiwisolverMedianMilliseconds.map { String(format: "%.2f ms", $0) } ?? "not measured"
        report.add(
            "constraint solver, largest real scene (\(largest.count) constraints)",
            ours: String(format: "%.2f ms", largestSeconds * 1000), baseline: "kiwisolver (C++) \(kiwi)")
        let kiwiAll = fixture.kiwisolverAllScenesMilliseconds.map { String(format: "%.1f ms", $0) } ?? "not measured"
        report.add(
            "constraint solver, \(all.count) real scenes (\(all.reduce(0) { $0 + $1.count }) constraints)",
            ours: String(format: "%.1f ms", allSeconds * 1000), baseline: "kiwisolver (C++) \(kiwiAll)")
    }

    /// Adds `constraints` to a new solver, leaving out the refused ones; how many it kept.
    private static func solve(_ constraints: [LayoutConstraint]) -> Int {
        var solver = ConstraintSolver()
        for constraint in constraints {
            do { try solver.add(constraint) } catch { continue }
        }
        return solver.constraintCount
    }
}
