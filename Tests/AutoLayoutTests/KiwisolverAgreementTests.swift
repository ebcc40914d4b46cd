import AutoLayout
import Foundation
import Testing

/// The solver against kiwisolver, an independent C++ implementation of Cassowary: 62 systems
/// written by `Scripts/solver-fixtures-kiwisolver.py` (rows of views with gaps, intrinsic
/// sizes held by hugging and compression resistance at Auto Layout's priorities, equal widths,
/// a container edge, and two conflicts), each solved by kiwisolver 1.5.1. Every value must
/// agree within 1e-6, and the constraints kiwisolver refused must be the ones refused here.
@Suite struct KiwisolverAgreementTests {
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
            var name: String
            var variables: [String]
            var constraints: [Constraint]
            var solution: [String: Double]
            var refused: [Int]
        }
        var solver: String
        var systems: [System]
        var benchmark: System
    }

    static func fixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "kiwisolver-systems", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Solves `system` here: its values by name and the constraints refused.
    static func solve(_ system: Fixture.System) throws -> (values: [String: Double], refused: [Int]) {
        var variables: [String: LayoutVariable] = [:]
        for (index, name) in system.variables.enumerated() { variables[name] = LayoutVariable(id: index, name: name) }
        var solver = ConstraintSolver()
        var refused: [Int] = []
        for (index, constraint) in system.constraints.enumerated() {
            let terms = try constraint.terms.map { pair -> (LayoutVariable, Double) in
                guard pair.count == 2, case .name(let name) = pair[0], case .number(let coefficient) = pair[1], let variable = variables[name] else {
                    throw FixtureError.badTerm(system.name)
                }
                return (variable, coefficient)
            }
            let relation: LayoutRelation = constraint.op == "<=" ? .lessThanOrEqual : constraint.op == ">=" ? .greaterThanOrEqual : .equal
            do {
                try solver.add(LayoutConstraint(LinearExpression(terms, constant: constraint.constant), relation, LinearExpression(), priority: constraint.priority))
            } catch {
                refused.append(index)
            }
        }
        return (Dictionary(uniqueKeysWithValues: system.variables.compactMap { name in variables[name].map { (name, solver.value(of: $0)) } }), refused)
    }

    enum FixtureError: Error { case badTerm(String) }

    @Test func everySolutionAgreesWithKiwisolver() throws {
        let fixture = try Self.fixture()
        #expect(fixture.systems.count == 62)
        var compared = 0
        for system in fixture.systems {
            let (values, refused) = try Self.solve(system)
            #expect(refused == system.refused, "\(system.name): refused \(refused), kiwisolver \(system.refused)")
            // kiwisolver keeps part of a refused constraint's pivots; this solver rolls back, so
            // only systems without a refusal are compared value by value.
            guard system.refused.isEmpty else { continue }
            for (name, expected) in system.solution {
                compared += 1
                #expect(abs((values[name] ?? .nan) - expected) < 1e-6, "\(system.name): \(name) = \(values[name] ?? .nan), kiwisolver \(expected)")
            }
        }
        #expect(compared > 500, "values compared: \(compared)")
    }

    /// The 400-view system the benchmark times (1,616 constraints): every value agrees.
    @Test func theBenchmarksLargeSystemAgreesWithKiwisolver() throws {
        let system = try Self.fixture().benchmark
        let (values, refused) = try Self.solve(system)
        #expect(refused == system.refused)
        let disagreeing = system.solution.filter { abs((values[$0.key] ?? .nan) - $0.value) >= 1e-6 }
        #expect(disagreeing.isEmpty, "\(disagreeing.count) of \(system.solution.count) values differ")
    }
}
