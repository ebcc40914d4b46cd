@testable import TextDiff
import Foundation
import Testing
import TestSupport

@Suite struct UnifiedDiffTests {
    // MARK: Format

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.format(old: "a\nb\n", new: "a\nb\n") == nil)
        #expect(UnifiedDiff.format(old: "", new: "") == nil)
    }

    @Test func oneChangedLineWithContext() {
        let diff = UnifiedDiff.format(old: "a\nb\nc\n", new: "a\nB\nc\n")
        #expect(diff == "--- expected\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    }

    @Test func namesAppearInTheHeadersAndACountOfOneIsLeftOut() {
        let diff = UnifiedDiff.format(old: "a\n", new: "b\n", oldName: "old.txt", newName: "new.txt")
        #expect(diff == "--- old.txt\n+++ new.txt\n@@ -1 +1 @@\n-a\n+b\n")
    }

    @Test func emptyOldIsNumberedZeroZero() {
        #expect(UnifiedDiff.format(old: "", new: "a\nb\n") == "--- expected\n+++ actual\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(UnifiedDiff.format(old: "", new: "\n") == "--- expected\n+++ actual\n@@ -0,0 +1 @@\n+\n")
    }

    @Test func emptyNewIsNumberedZeroZero() {
        #expect(UnifiedDiff.format(old: "a\nb\n", new: "") == "--- expected\n+++ actual\n@@ -1,2 +0,0 @@\n-a\n-b\n")
    }

    @Test func anEmptyRangeNamesTheLineBeforeIt() {
        let insertion = UnifiedDiff.format(old: "a\nb\nc\nd\n", new: "a\nb\nX\nc\nd\n", context: 0)
        #expect(insertion == "--- expected\n+++ actual\n@@ -2,0 +3 @@\n+X\n")
        let deletion = UnifiedDiff.format(old: "a\nb\nc\n", new: "a\nc\n", context: 0)
        #expect(deletion == "--- expected\n+++ actual\n@@ -2 +1,0 @@\n-b\n")
    }

    @Test func missingFinalNewlineIsMarkedOnEitherSide() {
        let marker = "\\ No newline at end of file\n"
        #expect(UnifiedDiff.format(old: "a", new: "a\n") == "--- expected\n+++ actual\n@@ -1 +1 @@\n-a\n\(marker)+a\n")
        #expect(UnifiedDiff.format(old: "a\n", new: "a") == "--- expected\n+++ actual\n@@ -1 +1 @@\n-a\n+a\n\(marker)")
        #expect(UnifiedDiff.format(old: "x\na", new: "y\na") == "--- expected\n+++ actual\n@@ -1,2 +1,2 @@\n-x\n+y\n a\n\(marker)")
    }

    @Test func changesAtMostTwiceTheContextApartShareAHunk() {
        let old = (1...20).map { "\($0)\n" }
        var near = old
        near[2] = "x\n"
        near[9] = "y\n"  // 6 unchanged lines between: one hunk with context 3
        let merged = UnifiedDiff.format(old: old.joined(), new: near.joined())
        #expect(merged?.components(separatedBy: "@@ -").count == 2)
        #expect(merged?.contains("@@ -1,13 +1,13 @@\n") == true)
        var far = old
        far[2] = "x\n"
        far[10] = "y\n"  // 7 unchanged lines between: two hunks
        let split = UnifiedDiff.format(old: old.joined(), new: far.joined())
        #expect(split?.components(separatedBy: "@@ -").count == 3)
        #expect(split?.contains("@@ -1,6 +1,6 @@\n") == true)
        #expect(split?.contains("@@ -8,7 +8,7 @@\n") == true)
    }

    @Test func negativeContextCountsAsZeroAndHugeContextShowsEverything() {
        let diff = UnifiedDiff.format(old: "a\nb\nc\n", new: "a\nB\nc\n", context: -4)
        #expect(diff == "--- expected\n+++ actual\n@@ -2 +2 @@\n-b\n+B\n")
        let whole = UnifiedDiff.format(old: "a\nb\nc\n", new: "a\nB\nc\n", context: Int.max)
        #expect(whole == "--- expected\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    }

    @Test func unicodeLinesAreCopiedUnchanged() {
        let diff = UnifiedDiff.format(old: "héllo\n日本\n", new: "héllo\n日本語\n🙂")
        #expect(diff == "--- expected\n+++ actual\n@@ -1,2 +1,3 @@\n héllo\n-日本\n+日本語\n+🙂\n\\ No newline at end of file\n")
    }

    @Test func hunkHeadersAndClippedRanges() {
        let hunk = Hunk.group([LineDiff.Change(oldLines: 4..<5, newLines: 4..<6)], oldCount: 10, newCount: 11, context: 2)
        #expect(hunk.map(\.header) == ["@@ -3,5 +3,6 @@"])
        let clipped = Hunk.group([LineDiff.Change(oldLines: 10..<12, newLines: Int.max - 1..<Int.max)], oldCount: 5, newCount: 5, context: 3)
        #expect(clipped.map(\.oldLines) == [5..<5])
        #expect(clipped.map(\.newLines) == [5..<5])
    }

    // MARK: Reading the texts

    @Test func textLinesKeepNewlinesAndRememberAMissingOne() {
        let lines = TextLines("a\n\nbc")
        #expect(lines.count == 3)
        #expect(lines.boundaries == [0, 2, 3, 5])
        #expect(lines.lacksFinalNewline)
        #expect(lines.endsWithNewline(line: 1))
        #expect(!lines.endsWithNewline(line: 2))
        #expect(TextLines("").count == 0)
        #expect(!TextLines("").lacksFinalNewline)
        #expect(TextLines("x\n").count == 1)
        #expect(TextLines("\n").boundaries == [0, 1])
    }

    @Test func newlineScanFindsExactlyTheNewlineBytes() {
        // Bytes next to "\n" in value (0x09, 0x0B, 0x8A) must not be mistaken for it.
        var generator = SplitMix64(seed: 11)
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x8A, 0x0A, 0x61, 0x00, 0xFF, 0x7F, 0x80]
        for length in 0..<70 {
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            var found: [Int] = []
            bytes.withUnsafeBytes { TextLines.forEachNewline(in: $0) { found.append($0) } }
            #expect(found == bytes.indices.filter { bytes[$0] == 0x0A })
        }
    }

    @Test func equalLinesGetEqualNumbers() {
        let (oldText, newText) = ("a\nb\na\nc", "b\nc\nc\nd\n")
        let (old, new) = (TextLines(oldText), TextLines(newText))
        let ids = oldText.withBytes { oldBytes in
            newText.withBytes { newBytes in LineIdentifiers.assign(old: old, bytes: oldBytes, new: new, bytes: newBytes) }
        }
        // "c" without a newline (old's last line) is not "c\n".
        #expect(ids.old == [0, 1, 0, 2])
        #expect(ids.new == [1, 3, 3, 4])
    }

    // MARK: Agreement with GNU diff and patch

    @Test func matchesGNUDiffByteForByteWhereTheMinimalDiffIsUnique() throws {
        let cases: [(String, String)] = [
            ("", "a\n"), ("a\n", ""), ("a", "a\n"), ("a\n", "a"), ("a", "b"), ("", "\n"),
            ("1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\n5\nX\n7\n8\n9"),
            ("héllo\n日本\n", "héllo\n🙂\n日本\n"), ("a\nb\nc\nd\n", "a\nd\n"),
        ]
        let workspace = try Workspace()
        for (old, new) in cases {
            for context in [0, 1, 3] {
                try expectSameAsGNUDiff(old: old, new: new, context: context, in: workspace)
            }
        }
        var generator = SplitMix64(seed: 20)
        for _ in 0..<150 {
            let (old, new) = distinctLineTexts(using: &generator)
            try expectSameAsGNUDiff(old: old, new: new, context: Int(generator.next() % 6), in: workspace)
        }
    }

    @Test func changesAsManyLinesAsGNUDiffMinimalOnRepetitiveTexts() throws {
        var generator = SplitMix64(seed: 21)
        let workspace = try Workspace()
        for round in 0..<120 {
            let (old, new) = repetitiveTexts(using: &generator, lines: round < 100 ? 60 : 1_500)
            let ours = changedLineCount(UnifiedDiff.format(old: old, new: new) ?? "")
            let minimal = changedLineCount(try workspace.gnuDiff(old: old, new: new, options: ["-U3", "--minimal"]))
            let plain = changedLineCount(try workspace.gnuDiff(old: old, new: new, options: ["-U3"]))
            #expect(ours == minimal, "old: \(old.debugDescription)\nnew: \(new.debugDescription)")
            #expect(ours <= plain)
        }
    }

    @Test(arguments: [5, 50, 500])
    func randomLinesOfFewKindsGetAShortestScriptThatPatchApplies(kinds: Int) throws {
        // The benchmark's worst case (unrelated random lines, each of a few kinds, so every
        // line matches many others), at a size GNU diff's --minimal search solves quickly.
        var generator = SplitMix64(seed: UInt64(kinds))
        let workspace = try Workspace()
        func text() -> String {
            (0..<2_500).map { _ in "      label kind\(generator.next() % UInt64(kinds))  10,0 280x43\n" }.joined()
        }
        let (old, new) = (text(), text())
        let diff = try #require(UnifiedDiff.format(old: old, new: new))
        let ours = changedLineCount(diff)
        #expect(ours == changedLineCount(try workspace.gnuDiff(old: old, new: new, options: ["-U3", "--minimal"])))
        #expect(ours <= changedLineCount(try workspace.gnuDiff(old: old, new: new, options: ["-U3"])))
        #expect(try workspace.patch(old, with: diff) == Array(new.utf8))
    }

    @Test func patchTurnsTheOldTextIntoTheNewOne() throws {
        var generator = SplitMix64(seed: 30)
        let workspace = try Workspace()
        for round in 0..<80 {
            let (old, new) =
                round.isMultiple(of: 2)
                ? repetitiveTexts(using: &generator, lines: 60) : distinctLineTexts(using: &generator)
            guard let diff = UnifiedDiff.format(old: old, new: new, context: Int(generator.next() % 4)) else {
                #expect(Array(old.utf8) == Array(new.utf8))
                continue
            }
            let patched = try workspace.patch(old, with: diff)
            #expect(patched == Array(new.utf8), "patch produced a different text for diff:\n\(diff)")
        }
    }
}

// MARK: - Helpers

extension TextLines {
    /// The lines of `text`.
    init(_ text: String) {
        self = text.withBytes { TextLines($0) }
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var text = self
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}

extension UnifiedDiffTests {
    /// Compares our output with `diff -U context --label expected --label actual`, header
    /// lines included.
    func expectSameAsGNUDiff(old: String, new: String, context: Int, in workspace: Workspace) throws {
        let ours = UnifiedDiff.format(old: old, new: new, context: context) ?? ""
        let theirs = try workspace.gnuDiff(old: old, new: new, options: ["-U", String(context)])
        #expect(ours == theirs, "context \(context)\nold: \(old.debugDescription)\nnew: \(new.debugDescription)\nours:\n\(ours)\ntheirs:\n\(theirs)")
    }

    /// The `-` and `+` lines of a unified diff, headers left out.
    func changedLineCount(_ diff: String) -> Int {
        diff.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
    }

    /// Texts whose lines are all distinct, the new one made of the old one with blocks
    /// replaced, deleted or inserted (new lines are fresh), so the minimal diff is unique;
    /// either may lack its final newline.
    func distinctLineTexts(using generator: inout SplitMix64) -> (String, String) {
        let count = Int(generator.next() % 40)
        let old = (0..<count).map { "line \($0)" }
        var new: [String] = []
        var index = 0
        var freshCount = 0
        func fresh(_ generator: inout SplitMix64) -> [String] {
            let lines = (0..<Int(generator.next() % 3) + 1).map { "new \(freshCount + $0)" }
            freshCount += lines.count
            return lines
        }
        while index <= count {
            switch generator.next() % 10 {
            case 0: index += Int(generator.next() % 3) + 1
            case 1: new += fresh(&generator)
            case 2:
                new += fresh(&generator)
                index += Int(generator.next() % 3) + 1
            default:
                if index < count { new.append(old[index]) }
                index += 1
            }
        }
        return (text(old, using: &generator), text(new, using: &generator))
    }

    /// Texts over a few distinct lines, the new one an edit of the old one: many equally
    /// short diffs exist.
    func repetitiveTexts(using generator: inout SplitMix64, lines: Int) -> (String, String) {
        let words = ["", "a", "b", "c", "d"]
        func word() -> String { words[Int(generator.next() % UInt64(words.count))] }
        let old = (0..<Int(generator.next() % UInt64(lines + 1))).map { _ in word() }
        var new: [String] = []
        for line in old {
            switch generator.next() % 8 {
            case 0: new.append(word())
            case 1: continue
            case 2: new += [line, word()]
            default: new.append(line)
            }
        }
        return (text(old, using: &generator), text(new, using: &generator))
    }

    /// The lines joined, each ending with a newline except, one time in four, the last.
    func text(_ lines: [String], using generator: inout SplitMix64) -> String {
        let joined = lines.map { $0 + "\n" }.joined()
        return generator.next() % 4 == 0 ? String(joined.dropLast()) : joined
    }

    /// A temporary directory for running `/usr/bin/diff` and `/usr/bin/patch`, removed when
    /// released.
    final class Workspace {
        let directory: TemporaryDirectory

        init() throws { directory = try TemporaryDirectory("unified-diff") }

        deinit { directory.remove() }

        /// The output of `diff` with `options`, the files labelled `expected` and `actual`.
        func gnuDiff(old: String, new: String, options: [String]) throws -> String {
            try directory.write(old, to: "old.txt")
            try directory.write(new, to: "new.txt")
            let arguments = options + ["--label", "expected", "--label", "actual", directory.file("old.txt"), directory.file("new.txt")]
            return String(decoding: try run("/usr/bin/diff", arguments, input: nil).output, as: UTF8.self)
        }

        /// The bytes `patch -s -o out.txt` writes when it applies `diff`, read from a file,
        /// to `old`.
        func patch(_ old: String, with diff: String) throws -> [UInt8] {
            try directory.write(old, to: "target.txt")
            try directory.write(diff, to: "change.patch")
            try? FileManager.default.removeItem(atPath: directory.file("out.txt"))
            let result = try run(
                "/usr/bin/patch", ["-s", "-o", directory.file("out.txt"), directory.file("target.txt")], input: directory.file("change.patch"))
            #expect(result.status == 0, "patch failed: \(String(decoding: result.output, as: UTF8.self))")
            return Array(FileManager.default.contents(atPath: directory.file("out.txt")) ?? Data())
        }

        /// Runs `tool`, its standard input read from the file `input` if given.
        private func run(_ tool: String, _ arguments: [String], input: String?) throws -> (status: Int32, output: [UInt8]) {
            guard FileManager.default.isExecutableFile(atPath: tool) else { throw MissingTool(path: tool) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            if let input { process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input)) }
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, Array(data))
        }
    }

    /// A tool the comparison tests need is not installed.
    struct MissingTool: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "\(path) is missing: install GNU diffutils and patch (apt-get install diffutils patch) to run the unified-diff tests"
        }
    }
}
