import Testing
@testable import Presentation
import SnapshotHarness

@Suite struct SnapshotOrphansTests {
    @Test func listsAndRemovesFilesNoScenarioClaims() throws {
        let directory = try TemporaryDirectory("orphans")
        defer { directory.remove() }
        try directory.write("kept\n", to: "app/screen/kept.txt")
        try directory.write("old\n", to: "app/screen/renamed.txt")
        try directory.write("old\n", to: "gone/deep/state.svg")
        try directory.write("ignored\n", to: ".gitkeep")
        let orphans = SnapshotOrphans(directory: directory.path)
        let claimed: Set = ["app/screen/kept.txt"]
        #expect(orphans.list(claimed: claimed) == ["app/screen/renamed.txt", "gone/deep/state.svg"])
        #expect(try orphans.remove(claimed: claimed) == ["app/screen/renamed.txt", "gone/deep/state.svg"])
        #expect(orphans.list(claimed: claimed).isEmpty)
        #expect(directory.read("app/screen/kept.txt") == "kept\n")
        #expect(directory.read("gone/deep/state.svg") == nil)
    }

    @Test func aMissingFolderHasNoOrphans() {
        #expect(SnapshotOrphans(directory: "/nonexistent/__Snapshots__").list(claimed: []).isEmpty)
    }
}
