import Foundation
import Testing
@testable import SeedApps
@testable import Presentation
import SnapshotHarness

/// Every scenario of the catalog against its reference files: adding a scenario is one
/// declaration plus one recorded file.
@Suite struct ScenarioSnapshotTests {
    static let scenarios: [Scenario] = (try? DemoCatalog.make().scenarios) ?? []

    @Test func theCatalogIsValidAndNotEmpty() throws {
        let catalog = try DemoCatalog.make()
        #expect(!catalog.scenarios.isEmpty)
    }

    @Test(arguments: scenarios)
    func scenarioMatchesItsReference(_ scenario: Scenario) async throws {
        let output = try await scenario.produce()
        for format in scenario.formats {
            try assertSnapshot(try scenario.rendered(output, as: format), named: scenario.name, format: format)
        }
    }

    @Test func renderingIsDeterministic() async throws {
        for scenario in Self.scenarios {
            let first = try await scenario.render(.text)
            let second = try await scenario.render(.text)
            #expect(first == second, "\(scenario.name) renders differently twice")
        }
    }

    /// A reference no scenario claims fails on CI (and is listed locally) so stale pictures
    /// never linger; `swift run DemoHost snapshots prune` deletes them. Other files there
    /// (which prune never deletes) fail too.
    @Test func noOrphanedReferences() throws {
        let catalog = try DemoCatalog.make()
        let folder = SnapshotOrphans(directory: snapshotDirectory)
        let orphans = folder.list(claimed: catalog.claimedPaths)
        let strangers = folder.untouchedFiles()
        guard !orphans.isEmpty || !strangers.isEmpty else { return }
        var message = ""
        if !orphans.isEmpty {
            message += "Reference files that no scenario claims (remove with `swift run DemoHost snapshots prune`):\n"
                + orphans.joined(separator: "\n") + "\n"
        }
        if !strangers.isEmpty {
            message += "Files in __Snapshots__ that are not reference files (prune never deletes them; move them out):\n"
                + strangers.joined(separator: "\n")
        }
        if SnapshotRecordMode.isContinuousIntegration(environment: ProcessInfo.processInfo.environment) {
            Issue.record(Comment(rawValue: message))
        } else {
            print(message)
        }
    }
}

@Suite struct ScenarioCatalogTests {
    @Test func duplicateNamesAreRejected() throws {
        let name = try SnapshotName("a/b")
        let one = Scenario(name, summary: "one") { .text("1") }
        #expect(throws: ScenarioCatalogError.duplicateName(name)) { try ScenarioCatalog([one, one]) }
    }

    @Test func textIsAlwaysAFormatAndPathsAreClaimed() throws {
        let scenario = Scenario(try SnapshotName("a/b"), summary: "s", formats: [.svg]) { .text("") }
        #expect(scenario.formats == [.svg, .text])
        let catalog = try ScenarioCatalog([scenario])
        #expect(catalog.claimedPaths == ["a/b.svg", "a/b.txt"])
        #expect(catalog.scenario(named: "a/b") != nil)
        #expect(catalog.scenario(named: "a/c") == nil)
    }
}
