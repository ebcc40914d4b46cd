import Foundation
import Testing
@testable import Presentation
import SnapshotHarness
import TestSupport

@Suite struct SnapshotEngineTests {
    let name: SnapshotName

    init() throws {
        name = try SnapshotName("sample/screen/state")
    }

    private func engine(_ directory: TemporaryDirectory, mode: SnapshotRecordMode, ci: Bool = false) -> SnapshotEngine {
        SnapshotEngine(
            directory: directory.file("__Snapshots__"),
            recordMode: mode,
            isContinuousIntegration: ci,
            artifactsDirectory: directory.file("artifacts")
        )
    }

    private let reference = "line 1\nline 2\nline 3\n"
    private let relative = "__Snapshots__/sample/screen/state.txt"

    // MARK: missing references

    @Test(arguments: [SnapshotRecordMode.missing, .failed, .all])
    func recordsAMissingReferenceAndFails(mode: SnapshotRecordMode) throws {
        let directory = try TemporaryDirectory("missing")
        defer { directory.remove() }
        let result = engine(directory, mode: mode).verify(reference, as: name)
        guard case .recorded(let recording) = result else {
            Issue.record("expected a recording, got \(result)")
            return
        }
        #expect(recording.reason == .missing)
        #expect(!result.passes)
        #expect(result.message.contains(directory.file(relative)))
        #expect(directory.read(relative) == reference)
    }

    @Test func neverModeFailsOnAMissingReferenceNamingTheFile() throws {
        let directory = try TemporaryDirectory("never")
        defer { directory.remove() }
        let result = engine(directory, mode: .never, ci: true).verify(reference, as: name)
        #expect(!result.passes)
        #expect(result.message.contains("No reference snapshot at \(directory.file(relative))"))
        #expect(result.message.contains("CI never records"))
        #expect(directory.read(relative) == nil)
        #expect(directory.read("artifacts/sample/screen/state.txt") == reference)
    }

    // MARK: matching and mismatching

    @Test(arguments: SnapshotRecordMode.allCases)
    func aMatchingReferencePassesInEveryMode(mode: SnapshotRecordMode) throws {
        let directory = try TemporaryDirectory("match")
        defer { directory.remove() }
        try directory.write(reference, to: relative)
        let result = engine(directory, mode: mode).verify(reference, as: name)
        #expect(result.passes)
        #expect(result.message.isEmpty)
    }

    @Test(arguments: [SnapshotRecordMode.missing, .never])
    func aMismatchFailsWithADiffAndKeepsTheReference(mode: SnapshotRecordMode) throws {
        let directory = try TemporaryDirectory("mismatch")
        defer { directory.remove() }
        try directory.write(reference, to: relative)
        let actual = "line 1\nline two\nline 3\n"
        let result = engine(directory, mode: mode).verify(actual, as: name)
        #expect(!result.passes)
        let message = result.message
        #expect(message.contains("does not match the reference \(directory.file(relative))"))
        #expect(message.contains("\n-line 2\n"))
        #expect(message.contains("\n+line two\n"))
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test"))
        #expect(directory.read(relative) == reference)
        #expect(directory.read("artifacts/sample/screen/state.txt") == actual)
        // The failure carries the reference's text, so no one reads the file again.
        guard case .failed(.mismatch(_, let compared, _, _)) = result else {
            Issue.record("expected a mismatch, got \(result)")
            return
        }
        #expect(compared == reference)
    }

    @Test(arguments: [SnapshotRecordMode.failed, .all])
    func recordingModesRewriteAMismatch(mode: SnapshotRecordMode) throws {
        let directory = try TemporaryDirectory("rewrite")
        defer { directory.remove() }
        try directory.write(reference, to: relative)
        let actual = "line 1\nline two\nline 3\n"
        let result = engine(directory, mode: mode).verify(actual, as: name)
        #expect(!result.passes)
        #expect(result.message.contains("Re-recorded"))
        #expect(directory.read(relative) == actual)
        guard case .recorded(let recording) = result else {
            Issue.record("expected a recording, got \(result)")
            return
        }
        #expect(recording.previousReference == reference)
        // The next run in the default mode passes.
        #expect(engine(directory, mode: .missing).verify(actual, as: name).passes)
    }

    // MARK: normalization

    @Test func crlfAndTrailingNewlinesAreNormalized() throws {
        let directory = try TemporaryDirectory("crlf")
        defer { directory.remove() }
        try directory.write("line 1\r\nline 2\r\nline 3\r\n\r\n", to: relative)
        #expect(engine(directory, mode: .never).verify("line 1\nline 2\nline 3", as: name).passes)
        #expect(engine(directory, mode: .never).verify("line 1\nline 2\nline 3\n\n\n", as: name).passes)
    }

    @Test func recordedFilesAreNormalized() throws {
        let directory = try TemporaryDirectory("normal")
        defer { directory.remove() }
        _ = engine(directory, mode: .missing).verify("a\r\nb", as: name)
        #expect(directory.read(relative) == "a\nb\n")
    }

    @Test func normalizeHandlesEdgeCases() {
        #expect(SnapshotText.normalize("") == "\n")
        #expect(SnapshotText.normalize("a\rb") == "a\nb\n")
        #expect(SnapshotText.normalize("a\n") == "a\n")
        #expect(SnapshotText.isNormal(Array("a\n".utf8)))
        #expect(!SnapshotText.isNormal(Array("a\n\n".utf8)))
    }

    @Test func anInvalidUTF8ReferenceIsReportedNotCrashedOn() throws {
        let directory = try TemporaryDirectory("utf8")
        defer { directory.remove() }
        try directory.write([0x61, 0xFF, 0xFE, 0x0A], to: relative)
        let result = engine(directory, mode: .missing).verify("a\n", as: name)
        #expect(result == .failed(.invalidUTF8(referencePath: directory.file(relative))))
        #expect(result.message.contains("is not valid UTF-8"))
    }

    @Test func anUnwritableSnapshotFolderIsATypedFailure() throws {
        let directory = try TemporaryDirectory("unwritable")
        defer { directory.remove() }
        // A file where the folder should be.
        try directory.write("not a folder", to: "__Snapshots__/sample")
        let result = engine(directory, mode: .missing).verify("a", as: name)
        guard case .failed(.fileSystem(let path, _)) = result else {
            Issue.record("expected a file-system failure, got \(result)")
            return
        }
        #expect(path == directory.file(relative))
    }

    @Test func environmentChoosesModeAndArtifacts() throws {
        let engine = try SnapshotEngine(directory: "/work/Books/__Snapshots__", environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": "/tmp/a"])
        #expect(engine.recordMode == .never)
        #expect(engine.isContinuousIntegration)
        let folder = SnapshotPackage(root: "/work/Books").artifactsFolderName
        #expect(folder.hasPrefix("Books-"))
        #expect(engine.artifactPath(for: name) == "/tmp/a/\(folder)/sample/screen/state.txt")
    }

    /// Two packages with a scenario of the same name write their artifacts to folders of their
    /// own, also when the packages' folders have the same name.
    @Test func twoPackagesNeverShareArtifacts() throws {
        let environment = ["SNAPSHOT_ARTIFACTS": "/tmp/a"]
        let paths = try ["/work/Books", "/work/Films", "/home/me/Books"].map { root in
            try SnapshotEngine(package: SnapshotPackage(root: root), environment: environment).artifactPath(for: name)
        }
        #expect(Set(paths).count == 3)
        #expect(paths.allSatisfy { $0.hasPrefix("/tmp/a/") && $0.hasSuffix("/sample/screen/state.txt") })
        let again = try SnapshotEngine(directory: "/work/Books/__Snapshots__", environment: environment).artifactPath(for: name)
        #expect(again == paths[0], "the folder is stable from run to run")
    }
}
