import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost

/// `snapshots orphans` and `snapshots prune` on folders a user might pass by mistake.
@MainActor
@Suite struct SnapshotCommandTests {
    private func run(_ arguments: [String]) async -> DemoHostRun {
        await DemoHostRun.run(arguments)
    }

    /// A package clone in miniature: a manifest, sources, a README and its snapshots folder.
    private func clone() throws -> TemporaryDirectory {
        let root = try TemporaryDirectory("clone")
        try root.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try root.write("print(1)\n", to: "Sources/App/main.swift")
        try root.write("# Read me\n", to: "README.md")
        try root.write("notes\n", to: "notes.txt")
        try root.write("stale\n", to: "__Snapshots__/gone/old.txt")
        return root
    }

    @Test func pruneOnThePackageFolderIsRefusedAndDeletesNothing() async throws {
        let root = try clone()
        defer { root.remove() }
        let result = await run(["snapshots", "prune", "--snapshots", root.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("__Snapshots__"), "the refusal says what prune accepts")
        #expect(result.errors.contains(root.path))
        for file in ["Package.swift", "Sources/App/main.swift", "README.md", "notes.txt", "__Snapshots__/gone/old.txt"] {
            #expect(root.read(file) != nil, "\(file) is still there")
        }
    }

    @Test func pruneListsWhatItRemovesAndWhatItLeaves() async throws {
        let root = try clone()
        defer { root.remove() }
        try root.write("not mine\n", to: "__Snapshots__/Package.swift")
        try FileManager.default.createSymbolicLink(atPath: root.file("__Snapshots__/link.txt"), withDestinationPath: root.file("notes.txt"))
        let result = await run(["snapshots", "prune", "--snapshots", root.file("__Snapshots__")])
        #expect(result.status == 0)
        #expect(result.output.contains("gone/old.txt"))
        #expect(result.output.contains("Package.swift") && result.output.contains("link.txt"), "the files it left are named")
        #expect(root.read("__Snapshots__/gone/old.txt") == nil)
        #expect(root.read("__Snapshots__/Package.swift") == "not mine\n")
        #expect(root.read("notes.txt") == "notes\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: root.file("__Snapshots__/link.txt"))) != nil)
    }

    @Test func orphansStaysReadOnly() async throws {
        let root = try clone()
        defer { root.remove() }
        let result = await run(["snapshots", "orphans", "--snapshots", root.file("__Snapshots__")])
        #expect(result.status == 0)
        #expect(result.output.contains("gone/old.txt"))
        #expect(root.read("__Snapshots__/gone/old.txt") == "stale\n")
    }

    @Test func aSnapshotsFlagWithoutAFolderIsAnError() async throws {
        let result = await run(["snapshots", "prune", "--snapshots"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--snapshots"))
    }
}
