import Books
import SnapshotHarness
import StoryboardTesting
import Testing

@Suite struct BooksCatalogTests {
    @Test(arguments: try BooksCatalog.make().scenarios)
    func scenarioMatchesItsReference(_ scenario: Scenario) async {
        await assertSnapshots(of: scenario)
    }

    @Test func noOrphanedReferences() throws {
        expectNoOrphanedSnapshots(claimedBy: try BooksCatalog.make())
    }
}
