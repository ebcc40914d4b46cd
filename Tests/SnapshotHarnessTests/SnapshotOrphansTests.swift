import Foundation
import Testing
@testable import Presentation
import SnapshotHarness
import TestSupport

@Suite struct SnapshotOrphansTests {
    @Test func listsAndRemovesFilesNoScenarioClaims() throws {
        let root = try TemporaryDirectory("orphans")
        defer { root.remove() }
        let directory = root.file("__Snapshots__")
        try root.write("kept\n", to: "__Snapshots__/app/screen/kept.txt")
        try root.write("old\n", to: "__Snapshots__/app/screen/renamed.txt")
        try root.write("old\n", to: "__Snapshots__/gone/deep/state.svg")
        try root.write("ignored\n", to: "__Snapshots__/.gitkeep")
        let orphans = SnapshotOrphans(directory: directory)
        let claimed: Set = ["app/screen/kept.txt"]
        #expect(orphans.list(claimed: claimed) == ["app/screen/renamed.txt", "gone/deep/state.svg"])
        #expect(try orphans.remove(claimed: claimed) == ["app/screen/renamed.txt", "gone/deep/state.svg"])
        #expect(orphans.list(claimed: claimed).isEmpty)
        #expect(root.read("__Snapshots__/app/screen/kept.txt") == "kept\n")
        #expect(root.read("__Snapshots__/gone/deep/state.svg") == nil)
        #expect(!FileManager.default.fileExists(atPath: root.file("__Snapshots__/gone")), "the folders it emptied go too")
        #expect(FileManager.default.fileExists(atPath: directory), "the snapshots folder itself stays")
    }

    @Test func aMissingFolderHasNoOrphans() throws {
        #expect(SnapshotOrphans(directory: "/nonexistent/__Snapshots__").list(claimed: []).isEmpty)
        #expect(try SnapshotOrphans(directory: "/nonexistent/__Snapshots__").remove(claimed: []).isEmpty)
    }

    /// The case: a snapshots folder that also holds a package manifest, a picture the
    /// engine never writes, and a symbolic link to a file outside. Only the orphaned reference
    /// goes; nothing is followed through a link.
    @Test func pruneRemovesOnlyTheEnginesOwnFilesAndNeverFollowsALink() throws {
        let root = try TemporaryDirectory("prune")
        defer { root.remove() }
        try root.write("outside\n", to: "outside/secret.txt")
        try root.write("outside\n", to: "outside/old.txt")
        try root.write("// swift-tools-version:6.2\n", to: "__Snapshots__/Package.swift")
        try root.write([0x89, 0x50, 0x4E, 0x47], to: "__Snapshots__/photo.png")
        try root.write("stale\n", to: "__Snapshots__/app/old.txt")
        let links = FileManager.default
        try links.createSymbolicLink(atPath: root.file("__Snapshots__/link.txt"), withDestinationPath: root.file("outside/secret.txt"))
        try links.createSymbolicLink(atPath: root.file("__Snapshots__/linked-folder"), withDestinationPath: root.file("outside"))
        let orphans = SnapshotOrphans(directory: root.file("__Snapshots__"))

        #expect(orphans.list(claimed: []) == ["app/old.txt"])
        #expect(orphans.untouchedFiles() == ["Package.swift", "link.txt", "linked-folder", "photo.png"])
        #expect(try orphans.remove(claimed: []) == ["app/old.txt"])
        #expect(root.read("__Snapshots__/app/old.txt") == nil)
        #expect(root.read("__Snapshots__/Package.swift") != nil)
        #expect(root.read("__Snapshots__/photo.png") != nil)
        #expect(root.read("outside/secret.txt") == "outside\n")
        #expect(root.read("outside/old.txt") == "outside\n", "a linked folder is not walked")
        #expect((try? links.destinationOfSymbolicLink(atPath: root.file("__Snapshots__/link.txt"))) == root.file("outside/secret.txt"))
        #expect((try? links.destinationOfSymbolicLink(atPath: root.file("__Snapshots__/linked-folder"))) == root.file("outside"))
    }

    @Test func pruneRefusesAFolderThatIsNotASnapshotsFolder() throws {
        let root = try TemporaryDirectory("package")
        defer { root.remove() }
        try root.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try root.write("orphan\n", to: "README.txt")
        try root.write("kept\n", to: "__Snapshots__/a.txt")
        try FileManager.default.createDirectory(atPath: root.file("looks-like"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.file("looks-like/__Snapshots__"), withDestinationPath: root.path)
        for folder in [root.path, root.file("looks-like/__Snapshots__"), root.file("__Snapshots__/..")] {
            #expect(throws: SnapshotPruneError.self) { try SnapshotOrphans(directory: folder).remove(claimed: []) }
        }
        #expect(root.read("Package.swift") != nil)
        #expect(root.read("README.txt") == "orphan\n")
        #expect(try SnapshotOrphans(directory: root.file("__Snapshots__")).remove(claimed: ["a.txt"]).isEmpty)
    }

    @Test func aFolderInsideASnapshotsFolderMayBePruned() throws {
        let root = try TemporaryDirectory("inside")
        defer { root.remove() }
        try root.write("old\n", to: "__Snapshots__/todo/list/old.txt")
        try root.write("kept\n", to: "__Snapshots__/speakeasy/old.txt")
        #expect(try SnapshotOrphans(directory: root.file("__Snapshots__/todo")).remove(claimed: []) == ["list/old.txt"])
        #expect(root.read("__Snapshots__/speakeasy/old.txt") == "kept\n")
    }

    @Test func theRefusalSaysWhyAndWhatToPass() throws {
        let error = SnapshotPruneError.notASnapshotFolder(path: "/home/me/project", resolved: "/home/me/project")
        #expect(error.description.contains("/home/me/project"))
        #expect(error.description.contains("__Snapshots__"))
        #expect(error.description.contains("--snapshots"))
    }
}
