@testable import SeedCatalog
import Foundation
import Testing
@testable import SeedApps
@testable import Presentation
import SnapshotHarness
import AppScenarios
import StoryboardTesting
@testable import Navigation

/// Every scenario of the catalog against its reference files: adding a scenario is one
/// declaration plus one recorded file.
@Suite struct ScenarioSnapshotTests {
    @Test func theCatalogIsValidAndNotEmpty() throws {
        let catalog = try DemoCatalog.make()
        #expect(!catalog.scenarios.isEmpty)
    }

    /// One case per scenario. A catalog that cannot be made fails this test (Swift Testing
    /// records the error the arguments throw) instead of giving it no case to run.
    @Test(arguments: try DemoCatalog.make().scenarios)
    func scenarioMatchesItsReference(_ scenario: Scenario) async {
        await assertSnapshots(of: scenario)
    }

    @Test func renderingIsDeterministic() async throws {
        for scenario in try DemoCatalog.make().scenarios {
            let first = try await scenario.render(.text)
            let second = try await scenario.render(.text)
            #expect(first == second, "\(scenario.name) renders differently twice")
        }
    }

    /// A reference that neither a scenario nor a test's plain assertion claims fails, on a
    /// developer's machine as on CI, so stale pictures never linger; `swift run DemoHost
    /// snapshots prune` deletes them.
    @Test func noOrphanedReferences() throws {
        expectNoOrphanedSnapshots(claimedBy: try DemoCatalog.make())
    }
}

@Suite struct ScenarioCatalogTests {
    /// A scenario whose app performs a segue the storyboard does not have fails, naming the
    /// step, the action and the identifier, instead of snapshotting a tap that did nothing.
    @Test func aScenarioWhoseAppHasAWiringErrorFails() async throws {
        let scenario = try Scenario.app(
            "test/misspelt-segue", "a row tap performs ShowDetial",
            host: { AppDriver(app: SampleReducer(detailSegue: "ShowDetial"), runner: SampleRunner(items: ["Apples"])) },
            steps: [.settle, .user(.tapRow(TableIndexPath(row: 0, section: 0)))])
        await #expect {
            _ = try await scenario.produce()
        } throws: { error in
            "\(error)" == "Scenario test/misspelt-segue, step 2 (tap row 0.0): applying tapRow(0) failed: scene List offers no segue named ShowDetial"
        }
    }

    @Test func duplicateNamesAreRejected() throws {
        let name = try SnapshotName("a/b")
        let one = Scenario(name, summary: "one") { .text("1") }
        #expect(throws: ScenarioCatalogError.duplicateName(name)) { try ScenarioCatalog([one, one]) }
    }

    @Test func textIsAlwaysAFormatAndPathsAreClaimed() throws {
        let scenario = Scenario(try SnapshotName("a/b"), summary: "s", formats: [.svg]) { .text("") }
        #expect(scenario.formats.map(\.name) == ["svg", "text"])
        let catalog = try ScenarioCatalog([scenario])
        #expect(catalog.claimedPaths == ["a/b.svg", "a/b.txt"])
        #expect(catalog.scenario(named: "a/b") != nil)
        #expect(catalog.scenario(named: "a/c") == nil)
    }
}
