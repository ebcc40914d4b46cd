import AutoLayout
import Foundation

/// The constraint solver on a row of 400 views (1,616 constraints: edges, gaps, intrinsic
/// widths held by hugging and compression resistance, equal widths, a container edge), beside
/// kiwisolver's time for the same system as `Scripts/solver-fixtures-kiwisolver.py` measured
/// it (C++ under Python, the constraints built before the clock starts, median of 21). The
/// system and kiwisolver's figure come from the test fixture both solve.
enum SolverBenchmark {
    /// The fixture, relative to the package folder.
    static let fixture = "Tests/AutoLayoutTests/Fixtures/kiwisolver-systems.json"

    struct Fixture: Decodable {
        struct System: Decodable {
            struct Constraint: Decodable {
                var terms: [[Term]]
                var op: String
                var constant: Double
                var priority: Double
            }
            enum Term: Decodable {
                case name(String)
                case number(Double)
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .name(try container.decode(String.self)) }
                }
            }
            var variables: [String]
            var constraints: [Constraint]
            var kiwisolverMedianMilliseconds: Double?
        }
        var benchmark: System
    }

    static func run(into report: inout Report) {
        guard let data = FileManager.default.contents(atPath: fixture), let system = try? JSONDecoder().decode(Fixture.self, from: data).benchmark else {
            report.add("constraint solver", ours: "skipped: no \(fixture) (run from the package folder)")
            return
        }
        var variables: [String: LayoutVariable] = [:]
        for (index, name) in system.variables.enumerated() { variables[name] = LayoutVariable(id: index, name: name) }
        let constraints = system.constraints.map { constraint in
            let terms = constraint.terms.compactMap { pair -> (LayoutVariable, Double)? in
                guard pair.count == 2, case .name(let name) = pair[0], case .number(let coefficient) = pair[1], let variable = variables[name] else { return nil }
                return (variable, coefficient)
            }
            let relation: LayoutRelation = constraint.op == "<=" ? .lessThanOrEqual : constraint.op == ">=" ? .greaterThanOrEqual : .equal
            return LayoutConstraint(LinearExpression(terms, constant: constraint.constant), relation, LinearExpression(), priority: constraint.priority)
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
