import Foundation
import Testing
@testable import DemoHost
@testable import StoryboardHost
import TestSupport

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
        try root.write("@Test func works() {}\n", to: "Tests/AppTests/AppTests.swift")
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

/// The snapshot commands as a person runs them: the DemoHost program in a folder of its own
/// choosing, `--snapshots .` and one-character paths included (they trapped in Foundation's
/// `deletingLastPathComponent` before), and folders inside `__Snapshots__`, whose references
/// are still named from the `__Snapshots__` folder.
@Suite struct SnapshotCommandProcessTests {
    /// Runs the DemoHost program built beside the tests in `folder`; its status and output.
    private func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let executable = InterruptTerminalTests.demoHost
        try #require(FileManager.default.isExecutableFile(atPath: executable), "the DemoHost program is built beside the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["NO_COLOR": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A package with a manifest, a test file declaring `kept`, and references: the catalog's
    /// `todo/list/loaded.txt`, the test's `ATests/kept.txt`, and orphans in one-character
    /// folders.
    private func package(tests: Bool = true) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory("one-char")
        try root.write("// swift-tools-version:6.2\n", to: "Package.swift")
        if tests { try root.write("@Test func kept() {}\n", to: "Tests/ATests/ATests.swift") }
        for reference in ["todo/list/loaded.txt", "todo/list/gone.txt", "ATests/kept.txt", "ATests/renamed.txt", "a/x.txt", "b/c/y.svg", "z.txt"] {
            try root.write("ref\n", to: "__Snapshots__/" + reference)
        }
        return root
    }

    @Test(arguments: [".", "./", "a", "__Snapshots__"])
    func orphansTakesAnyPathAndPruneEmptiesOneCharacterFolders(path: String) throws {
        let root = try package()
        defer { root.remove() }
        let folder = path == "__Snapshots__" ? root.path : root.file("__Snapshots__")
        let listed = try run(["snapshots", "orphans", "--snapshots", path], in: folder)
        #expect(listed.status == 0, "\(listed.output)")
        #expect(listed.output.contains("x.txt"), "\(listed.output)")
        #expect(!listed.output.contains("Program crashed"))
        guard path != "a" else { return }
        let pruned = try run(["snapshots", "prune", "--snapshots", path], in: folder)
        #expect(pruned.status == 0, "\(pruned.output)")
        for gone in ["todo/list/gone.txt", "ATests/renamed.txt", "a/x.txt", "b/c/y.svg", "z.txt"] {
            #expect(root.read("__Snapshots__/" + gone) == nil, "\(gone) was an orphan")
            #expect(pruned.output.contains(gone), "\(gone) is listed as removed: \(pruned.output)")
        }
        for kept in ["todo/list/loaded.txt", "ATests/kept.txt"] {
            #expect(root.read("__Snapshots__/" + kept) == "ref\n", "\(kept) is claimed")
        }
        for emptied in ["a", "b/c", "b"] {
            #expect(!FileManager.default.fileExists(atPath: root.file("__Snapshots__/" + emptied)), "the emptied folder \(emptied) goes")
        }
    }

    @Test func aFolderInsideSnapshotsIsClaimedByTheFullReferenceNames() throws {
        let root = try package()
        defer { root.remove() }
        let pruned = try run(["snapshots", "prune", "--snapshots", "."], in: root.file("__Snapshots__/todo"))
        #expect(pruned.status == 0, "\(pruned.output)")
        #expect(root.read("__Snapshots__/todo/list/loaded.txt") == "ref\n", "the catalog claims todo/list/loaded")
        #expect(root.read("__Snapshots__/todo/list/gone.txt") == nil)
        #expect(root.read("__Snapshots__/a/x.txt") == "ref\n", "outside the folder passed")
    }

    @Test func withoutATestsFolderATestsReferencesAreKeptAndSaidSo() throws {
        let root = try package(tests: false)
        defer { root.remove() }
        let pruned = try run(["snapshots", "prune", "--snapshots", "__Snapshots__"], in: root.path)
        #expect(pruned.status == 0, "\(pruned.output)")
        // `a/x.txt` is named like a test's too (`<TestFile>/<function>`): it is kept.
        for kept in ["ATests/kept.txt", "ATests/renamed.txt", "a/x.txt"] {
            #expect(root.read("__Snapshots__/" + kept) == "ref\n", "\(kept): no Tests folder tells whether a test owns it")
        }
        #expect(pruned.output.contains("Kept") && pruned.output.contains("Tests"), "\(pruned.output)")
        #expect(root.read("__Snapshots__/todo/list/gone.txt") == nil, "a reference no test could own still goes")
    }

    @Test func aMissingFolderIsAnErrorNotAnEmptyList() throws {
        let root = try package()
        defer { root.remove() }
        for verb in ["orphans", "prune"] {
            let result = try run(["snapshots", verb, "--snapshots", "__Snaphsots__"], in: root.path)
            #expect(result.status == 2)
            #expect(result.output.contains("There is no folder __Snaphsots__"), "\(result.output)")
        }
    }
}

/// Words a command does not take are refused, not ignored.
@MainActor
@Suite struct UnexpectedArgumentTests {
    @Test(arguments: [
        ["list", "junk"], ["show", "todo/list/loaded", "junk"], ["show", "todo/list/loaded", "--format", "text", "junk"],
        ["run", "todo", "junk"], ["snapshots", "orphans", "junk"], ["snapshots", "prune", "--snapshots", "x", "junk"],
    ])
    func extraWordsAreRefusedNamingTheFirst(arguments: [String]) async {
        let result = await DemoHostRun.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains("Unexpected \"junk\""), "\(result.errors)")
        #expect(result.errors.contains("Usage:"))
    }

    @Test func flagsAndTheirValuesAreNotExtraWords() async {
        let result = await DemoHostRun.run(["show", "todo/list/loaded", "--format", "wireframe", "--device", "iphone-4in"])
        #expect(result.status == 0, "\(result.errors)")
    }
}

/// What `snapshots orphans` and `prune` count as claimed.
@MainActor
@Suite struct SnapshotClaimCommandTests {
    /// `snapshots orphans` and `prune` know a plain assertion's reference (named after its test
    /// file and function) as well as the catalog's, so prune never deletes one in use.
    @Test func snapshotsPruneKeepsWhatScenariosAndTestsClaim() async throws {
        let package = try TemporaryDirectory("demo-prune")
        defer { package.remove() }
        try package.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try package.write("@Test func loadedList() {}\n", to: "Tests/BooksTests/BookListTests.swift")
        for path in ["todo/list/loaded.txt", "BookListTests/loadedList.txt", "BookListTests/renamed.txt", "old/screen.txt"] {
            try package.write("x\n", to: "__Snapshots__/" + path)
        }
        var outputs: [String] = []
        let tool = CommandLineTool(
            output: { outputs.append($0) }, errorOutput: { _ in }, readLine: { nil }, inputIsTerminal: false,
            environment: [:])
        let directory = package.file("__Snapshots__")
        #expect(await tool.run(["snapshots", "orphans", "--snapshots", directory]) == 0)
        #expect(outputs.last == "Orphaned snapshots in \(directory):\n  BookListTests/renamed.txt\n  old/screen.txt")
        #expect(await tool.run(["snapshots", "prune", "--snapshots", directory]) == 0)
        #expect(package.read("__Snapshots__/BookListTests/loadedList.txt") == "x\n")
        #expect(package.read("__Snapshots__/todo/list/loaded.txt") == "x\n")
        #expect(package.read("__Snapshots__/old/screen.txt") == nil)
    }
}
