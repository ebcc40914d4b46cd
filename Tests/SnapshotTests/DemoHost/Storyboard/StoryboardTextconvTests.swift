@testable import StoryboardImport
import Foundation
import Testing
import TestSupport

/// README's setup for reviewing storyboards in `git diff` and pull requests, run with real git:
/// `.gitattributes` says `*.storyboard diff=storyboard`, and `diff.storyboard.textconv` is the
/// built DemoHost's `storyboard textconv`. A change Interface Builder buries in renumbered ids shows
/// as the one line that changed.
@Suite struct StoryboardTextconvTests {
    /// The DemoHost executable built next to the test bundle (the same build folder).
    static func demoHost() throws -> String {
        let bundleFolder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }.map { ($0.bundlePath as NSString).deletingLastPathComponent }
        let runnerFolder = (CommandLine.arguments[0] as NSString).deletingLastPathComponent
        for folder in [bundleFolder, runnerFolder].compactMap({ $0 }) {
            let path = (folder as NSString).appendingPathComponent("DemoHost")
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw Missing(what: "the DemoHost executable next to the test bundle (\(runnerFolder)); build it with `swift build`")
    }

    struct Missing: Error, CustomStringConvertible {
        let what: String
        var description: String { "missing " + what }
    }

    private static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // A home of its own and no system configuration: only what the test sets counts.
        process.environment = [
            "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Missing(what: "success from git \(arguments.joined(separator: " ")): " + String(decoding: errorData, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func gitDiffWithTheTextconvShowsTheChangeNotTheNoise() throws {
        let demoHost = try Self.demoHost()
        let folder = NSTemporaryDirectory() + "storyboard-git-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.git(["init", "-q"], in: folder)
        try Data("*.storyboard diff=storyboard\n".utf8).write(to: URL(fileURLWithPath: folder + "/.gitattributes"))
        _ = try Self.git(["config", "diff.storyboard.textconv", "\(demoHost) storyboard textconv"], in: folder)
        let original = String(decoding: try StoryboardFixtureFiles.data("geolocation-ios-client/MainStoryboard.storyboard"), as: UTF8.self)
        try Data(original.utf8).write(to: URL(fileURLWithPath: folder + "/MainStoryboard.storyboard"))
        _ = try Self.git(["add", "."], in: folder)
        _ = try Self.git(["commit", "-q", "-m", "Storyboard"], in: folder)
        // The change a reviewer should see, and every object renumbered around it.
        let edited = StoryboardFixtureFiles.renumberingIDs(original.replacingOccurrences(of: "title=\"Refresh\"", with: "title=\"Reload\""))
        try Data(edited.utf8).write(to: URL(fileURLWithPath: folder + "/MainStoryboard.storyboard"))

        let raw = try Self.git(["diff", "--no-textconv"], in: folder)
        let readable = try Self.git(["diff"], in: folder)
        #expect(raw.split(separator: "\n").filter { $0.hasPrefix("+") }.count > 30, "the raw diff is mostly ids")
        let changed = readable.split(separator: "\n").filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
        #expect(
            changed == [
                "-    button refreshPointsOfInterest  241,12 72x37  \"Refresh\"  Helvetica-Bold 15  -> action refreshPointsOfInterest:",
                "+    button refreshPointsOfInterest  241,12 72x37  \"Reload\"  Helvetica-Bold 15  -> action refreshPointsOfInterest:",
            ])
        #expect(readable.contains("diff --git a/MainStoryboard.storyboard b/MainStoryboard.storyboard"))
    }

    /// `git diff` and `git log -p` stopped (exit 128) at the first storyboard `show` could not
    /// import: a macOS or an unknown storyboard, conflict markers, a file that is not XML, an
    /// empty one. The textconv prints why and then the file's own text, and git goes on.
    @Test func gitNeverStopsOnAStoryboardTheTextconvCannotRead() throws {
        let demoHost = try Self.demoHost()
        let folder = NSTemporaryDirectory() + "storyboard-git-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.git(["init", "-q"], in: folder)
        try Data("*.storyboard diff=storyboard\n".utf8).write(to: URL(fileURLWithPath: folder + "/.gitattributes"))
        _ = try Self.git(["config", "diff.storyboard.textconv", "\(demoHost) storyboard textconv"], in: folder)
        let files: [(name: String, first: String, second: String)] = [
            (
                "Mac.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"></document>\n",
                "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"><scenes/></document>\n"
            ),
            ("Conflict.storyboard", "<?xml version=\"1.0\"?>\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> feature\n", "plain text now\n"),
            ("NotXML.storyboard", "{\"json\": true}\n", "{\"json\": false}\n"),
            ("Empty.storyboard", "", "something\n"),
        ]
        for file in files { try Data(file.first.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name)) }
        _ = try Self.git(["add", "."], in: folder)
        _ = try Self.git(["commit", "-q", "-m", "First"], in: folder)
        for file in files { try Data(file.second.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name)) }

        let diff = try Self.git(["diff"], in: folder)  // throws unless git exits 0
        #expect(
            diff.contains("+(not shown as a storyboard: line 2: a macOS storyboard (AppKit), not read: only UIKit storyboards (iOS, tvOS) are)")
                || diff.contains(" (not shown as a storyboard: line 2: a macOS storyboard (AppKit), not read: only UIKit storyboards (iOS, tvOS) are)"),
            "\(diff)")
        #expect(diff.contains("+<?xml version=\"1.0\"?>") || diff.contains(" <?xml version=\"1.0\"?>"), "the raw text follows: \(diff)")
        #expect(
            diff.contains("-(not shown as a storyboard: merge conflict: git conflict markers at lines 2 (<<<<<<< HEAD), 4 (=======), 6 (>>>>>>> feature);"),
            "\(diff)")
        #expect(diff.contains("+plain text now"))
        #expect(diff.contains("-{\"json\": true}") && diff.contains("+{\"json\": false}"))
        #expect(diff.contains("-(not shown as a storyboard: the file is empty"), "\(diff)")
        _ = try Self.git(["commit", "-q", "-am", "Second"], in: folder)
        let log = try Self.git(["log", "-p"], in: folder)
        #expect(log.contains("Second") && log.contains("First") && log.contains("+plain text now"))
    }
}
