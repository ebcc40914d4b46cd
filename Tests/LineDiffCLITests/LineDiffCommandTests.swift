@testable import TextDiff
import Testing
@testable import LineDiffCLI
import TestSupport

@Suite struct LineDiffCommandTests {
    /// The command on in-memory files: `files` maps a path to its bytes; any other path is
    /// missing.
    private func run(_ arguments: [String], files: [String: [UInt8]]) -> LineDiffCommand.Outcome {
        let command = LineDiffCommand { path, body in
            guard let bytes = files[path] else { return .failure(.unreadable(path: path, reason: "No such file or directory")) }
            return .success(bytes.withUnsafeBytes(body))
        }
        return command.run(arguments)
    }

    /// An outcome printing `output`.
    private func printed(_ output: String, status: Int32) -> LineDiffCommand.Outcome {
        .init(output: Array(output.utf8), status: status)
    }

    private let files: [String: [UInt8]] = [
        "old.txt": Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8),
        "new.txt": Array("a\nB\nc\nd\ne\nf\ng\nh\n".utf8),
    ]

    @Test func differentFilesPrintTheirUnifiedDiffAndExitWithOne() {
        let outcome = run(["old.txt", "new.txt"], files: files)
        #expect(outcome == printed("--- old.txt\n+++ new.txt\n@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n", status: 1))
    }

    /// `linediff -u OLD NEW`, as `diff -u` users type it: the unified format is the only one.
    @Test func dashUIsTheUnifiedFormatItAlreadyPrints() {
        #expect(run(["-u", "old.txt", "new.txt"], files: files) == run(["old.txt", "new.txt"], files: files))
        #expect(run(["-u", "-U0", "old.txt", "new.txt"], files: files).output == Array("--- old.txt\n+++ new.txt\n@@ -2 +2 @@\n-b\n+B\n".utf8))
    }

    @Test func theSameFilePrintsNothingAndExitsWithZero() {
        #expect(run(["old.txt", "old.txt"], files: files) == .init(status: 0))
    }

    @Test func theContextOptionIsReadInDiffsSpellings() {
        let zero = Array("--- old.txt\n+++ new.txt\n@@ -2 +2 @@\n-b\n+B\n".utf8)
        #expect(run(["-U", "0", "old.txt", "new.txt"], files: files).output == zero)
        #expect(run(["-U0", "old.txt", "new.txt"], files: files).output == zero)
        #expect(run(["old.txt", "--unified=0", "new.txt"], files: files).output == zero)
        let one = run(["--unified", "1", "old.txt", "new.txt"], files: files).output
        #expect(one.starts(with: "--- old.txt\n+++ new.txt\n@@ -1,3 +1,3 @@\n".utf8))
    }

    @Test func aMissingFileSaysWhichAndWhyWithStatusTwo() {
        let outcome = run(["old.txt", "gone.txt"], files: files)
        #expect(outcome == .init(error: "linediff: cannot read gone.txt: No such file or directory\n", status: 2))
    }

    @Test func anyBytesAreComparedAndCopiedAsTheyAre() {
        // Latin-1 text and bytes that are not UTF-8 go through unchanged, as with diff --text.
        let files: [String: [UInt8]] = ["old.bin": [0x63, 0x61, 0x66, 0xE9, 0x0A, 0xFF, 0x0A], "new.bin": [0x63, 0x61, 0x66, 0xE8, 0x0A, 0xFF, 0x0A]]
        let outcome = run(["old.bin", "new.bin"], files: files)
        #expect(outcome.status == 1)
        #expect(
            outcome.output == Array("--- old.bin\n+++ new.bin\n@@ -1,2 +1,2 @@\n-caf".utf8) + [0xE9, 0x0A]
                + Array("+caf".utf8) + [0xE8, 0x0A, 0x20, 0xFF, 0x0A])
    }

    @Test func badArgumentsExplainThemselvesWithStatusTwo() {
        for arguments in [
            ["old.txt"], ["a", "b", "c"], ["-x", "old.txt", "new.txt"], ["-U", "many", "old.txt", "new.txt"], ["-U"], ["--unified=-1", "a", "b"],
        ] {
            let outcome = run(arguments, files: files)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.output.isEmpty && outcome.error.contains("Usage: linediff"), "\(arguments)")
        }
    }

    @Test func helpPrintsTheUsage() {
        let outcome = run(["--help"], files: [:])
        #expect(outcome.status == 0)
        #expect(outcome.output.starts(with: "Usage: linediff [-u] [-U LINES] OLD NEW\n".utf8))
        let long = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "the help fits 80 columns: \(long)")
    }

    @Test func filesAreMappedOrReadWhole() throws {
        let directory = try TemporaryDirectory("linediff")
        defer { directory.remove() }
        let text = (0..<20_000).map { "line \($0)\n" }.joined()  // larger than one read
        try directory.write(text, to: "big.txt")
        try directory.write("", to: "empty.txt")
        let bytes = { (path: String) in FileContents.withContents(atPath: path) { Array($0) } }
        #expect(try bytes(directory.file("big.txt")).get() == Array(text.utf8), "mapped")
        #expect(try bytes(directory.file("empty.txt")).get() == [], "read: an empty file cannot be mapped")
        let missing = directory.file("missing.txt")
        #expect(bytes(missing) == .failure(.unreadable(path: missing, reason: "No such file or directory")))
        #expect(bytes(directory.path) == .failure(.unreadable(path: directory.path, reason: "Is a directory")))
    }
}
