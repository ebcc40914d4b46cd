import AutoLayout
import Foundation
import TestSupport
import Testing

/// The solver against kiwisolver, an independent C++ implementation of Cassowary: 62 systems
/// written by `Scripts/solver-fixtures-kiwisolver.py` (rows of views with gaps, intrinsic
/// sizes held by hugging and compression resistance at Auto Layout's priorities, equal widths,
/// a container edge, and two conflicts), each solved by kiwisolver 1.5.1. Every value must
/// agree within 1e-6, and the constraints kiwisolver refused must be the ones refused here.
@Suite struct KiwisolverAgreementTests {
    static func fixture() throws -> KiwisolverSystems {
        let url = try #require(Bundle.module.url(forResource: "kiwisolver-systems", withExtension: "json", subdirectory: "Fixtures"))
        return try KiwisolverSystems.decode(Data(contentsOf: url))
    }

    /// Solves `system` here: its values by name and the constraints refused.
    static func solve(_ system: KiwisolverSystems.System) throws -> (values: [String: Double], refused: [Int]) {
        let (variables, constraints) = try system.layout()
        var solver = ConstraintSolver()
        var refused: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            do {
                try solver.add(constraint)
            } catch {
                refused.append(index)
            }
        }
        return (variables.mapValues { solver.value(of: $0) }, refused)
    }

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
