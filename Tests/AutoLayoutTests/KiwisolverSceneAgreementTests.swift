import AutoLayout
import Foundation
import TestSupport
import Testing

/// The solver against kiwisolver on the systems real storyboards make: every scene with
/// constraints of the 37 modern files (`Tests/StoryboardImportTests/Fixtures/Storyboards/Modern`),
/// as the layout builds it (the file's constraints, content sizes, stack views, frames),
/// written and solved by kiwisolver 1.5.1 in `Scripts/scene-systems-kiwisolver.py`.
@Suite struct KiwisolverSceneAgreementTests {
    static func fixture() throws -> KiwisolverSystems {
        let url = try #require(Bundle.module.url(forResource: "kiwisolver-scenes", withExtension: "json", subdirectory: "Fixtures"))
        return try KiwisolverSystems.decode(Data(contentsOf: url))
    }

    @Test func everySceneSolvesAsKiwisolverSolvesIt() throws {
        let fixture = try Self.fixture()
        #expect(fixture.systems.count > 100)
        var compared = 0, differing: [String] = []
        for system in fixture.systems {
            let (values, refused) = try KiwisolverAgreementTests.solve(system)
            #expect(refused == system.refused, "\(system.name): refused \(refused), kiwisolver \(system.refused)")
            guard system.refused.isEmpty else { continue }
            for (name, expected) in system.solution {
                compared += 1
                if abs((values[name] ?? .nan) - expected) >= 1e-6 {
                    differing.append("\(system.name): \(name) = \(values[name] ?? .nan), kiwisolver \(expected)")
                }
            }
        }
        #expect(compared > 5000, "values compared: \(compared)")
        #expect(differing.isEmpty, "\(differing.count) values differ: \(differing.prefix(5))")
    }
}
