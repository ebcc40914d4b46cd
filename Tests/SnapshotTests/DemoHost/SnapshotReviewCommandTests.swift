import Foundation
import Testing
@testable import DemoHost
import SnapshotHarness
import TestSupport

/// `snapshots review` and `snapshots report` on a package in miniature: two of the catalog's
/// references, each edited so it no longer matches what the code prints.
@MainActor
@Suite struct SnapshotReviewCommandTests {
    private static let repositorySnapshots = SnapshotPackage.containing(filePath: #filePath)?.snapshotDirectory ?? ""
    private let settings = "sample/controls/settings.txt"
    private let events = "speakeasy/events/loaded.txt"

    /// A package folder whose two references differ from the code's: "Sounds" and an event title.
    private func package() throws -> (root: TemporaryDirectory, original: [String: String]) {
        let root = try TemporaryDirectory("review")
        try root.write("// swift-tools-version:6.2\n", to: "Package.swift")
        var original: [String: String] = [:]
        for (path, from, to) in [(settings, "\"Sounds\"", "\"Sound\""), (events, "\"Azure for iOS Apps\"", "\"Azure for iPhone\"")] {
            let text = try #require(FileManager.default.contents(atPath: Self.repositorySnapshots + "/" + path).map { String(decoding: $0, as: UTF8.self) })
            original[path] = text
            try root.write(text.replacingOccurrences(of: from, with: to), to: "__Snapshots__/" + path)
        }
        return (root, original)
    }

    /// Every file below `root`, with its bytes.
    private func files(in root: TemporaryDirectory) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root.file(path)) { files[path] = data }
        }
        return files
    }

    @Test func reviewWritesTheAcceptedReferenceAndNothingElse() async throws {
        let (root, original) = try package()
        defer { root.remove() }
        let before = files(in: root)
        let result = await DemoHostRun.run(["snapshots", "review", settings, events, "--snapshots", root.file("__Snapshots__")], lines: ["y", "n"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains("[1/2] \(settings) (changed)")
                && result.output.contains("+      label textLabel  10,0 181x43  Helvetica-Bold 17  #000000  \"Sounds\""))
        #expect(result.output.contains("Accepted 1 of 2 (1 rejected, 0 not reviewed); wrote only \(settings)."))
        let after = files(in: root)
        #expect(root.read("__Snapshots__/" + settings) == original[settings], "the accepted reference is what the code prints")
        #expect(after.keys.sorted() == before.keys.sorted(), "no file was added or removed")
        for (path, data) in before where path != "__Snapshots__/" + settings {
            #expect(after[path] == data, "\(path) was not touched")
        }
    }

    @Test func quittingOrEndOfInputWritesNothing() async throws {
        let (root, _) = try package()
        defer { root.remove() }
        let before = files(in: root)
        let quit = await DemoHostRun.run(["snapshots", "review", settings, events, "--snapshots", root.file("__Snapshots__")], lines: ["maybe", "q"])
        #expect(quit.output.contains("Answer y (write the new text), n (keep the reference) or q (stop)."))
        #expect(quit.output.contains("Accepted 0 of 2 (0 rejected, 2 not reviewed); nothing was written."))
        let ended = await DemoHostRun.run(["snapshots", "review", settings, "--snapshots", root.file("__Snapshots__")], lines: [])
        #expect(ended.output.contains("nothing was written"))
        #expect(files(in: root) == before)
    }

    /// `--base REF` against a real git repository: the reference a commit changed, and only it.
    @Test func reportComparesWithAGitRevision() async throws {
        let (root, _) = try package()
        defer { root.remove() }
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", root.path] + arguments
            try git.run()
            git.waitUntilExit()
            try #require(git.terminationStatus == 0, "git \(arguments)")
        }
        try root.write(
            (root.read("__Snapshots__/" + settings) ?? "").replacingOccurrences(of: "\"Sound\"", with: "\"Sounds <b>\""), to: "__Snapshots__/" + settings)
        let result = await DemoHostRun.run(["snapshots", "report", "--base", "HEAD", "--snapshots", root.file("__Snapshots__"), "--out", root.file("report")])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("1 reference in 1 screen: 0 new, 1 changed, 0 orphaned."))
        let markdown = try #require(root.read("report/report.md"))
        #expect(markdown.contains("| `sample/controls/settings` | plain | changed | +1 −1 |  |"))
        #expect(!markdown.contains("speakeasy"))
        let html = try #require(root.read("report/report.html"))
        #expect(html.contains("Sounds &lt;b&gt;") && !html.contains("Sounds <b>"), "reference text is escaped")
        #expect(html.components(separatedBy: "data:image/svg+xml;base64,").count == 3, "a before and an after drawing")

        let unknown = await DemoHostRun.run([
            "snapshots", "report", "--base", "no-such-branch", "--snapshots", root.file("__Snapshots__"), "--out", root.file("report"),
        ])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("git knows no revision no-such-branch"))
    }
}
