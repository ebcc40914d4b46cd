import Foundation
import SnapshotHarness
import Testing
import TestSupport

/// Finding inline snapshots in Swift source and rewriting one of them, as recording does.
@Suite struct InlineSnapshotSourceTests {
    private let source = #"""
        // assertInlineSnapshot(of: commented) is not a call
        @Test func one() {
            let s = "assertInlineSnapshot(of: inAString) { ( "
            assertInlineSnapshot(of: screen) {
                """
                A  "quoted"
                B
                """
            }
            assertInlineSnapshot(of: other, as: .lines)
            assertInlineSnapshot(of: (1, ")")) { }
        }
        """#

    @Test func callsAreFoundOutsideCommentsAndStringsWithTheirExpectedText() throws {
        let calls = try InlineSnapshotSource(source).calls(of: "assertInlineSnapshot")
        #expect(calls.map(\.line) == [4, 10, 11])
        #expect(calls.map(\.expected) == ["A  \"quoted\"\nB", nil, nil])
    }

    @Test func recordingReplacesTheLiteralAndKeepsEverythingElse() throws {
        let rewritten = try InlineSnapshotSource(source).replacing("assertInlineSnapshot", near: 4, expected: "A  \"quoted\"\nB", with: "C\n\nD\n")
        #expect(rewritten == source.replacingOccurrences(of: "        A  \"quoted\"\n        B\n", with: "        C\n\n        D\n"))
        let again = try InlineSnapshotSource(rewritten).calls(of: "assertInlineSnapshot")
        #expect(again.map(\.expected) == ["C\n\nD", nil, nil])
    }

    @Test func aCallWithoutClosureGetsOne() throws {
        let rewritten = try InlineSnapshotSource(source).replacing("assertInlineSnapshot", near: 10, expected: nil, with: "E")
        #expect(
            rewritten.contains(
                """
                    assertInlineSnapshot(of: other, as: .lines) {
                        \"""
                        E
                        \"""
                    }
                    assertInlineSnapshot(of: (1, ")")) { }
                """))
    }

    /// Recording one snapshot moves the lines below it: the call is found by what it expects,
    /// nearest the line the test reported.
    @Test func aCallThatMovedIsFoundByItsExpectedText() throws {
        let moved = "\n\n\n" + source
        let rewritten = try InlineSnapshotSource(moved).replacing("assertInlineSnapshot", near: 4, expected: "A  \"quoted\"\nB", with: "F")
        #expect(try InlineSnapshotSource(rewritten).calls(of: "assertInlineSnapshot").map(\.expected) == ["F", nil, nil])
        let second = try InlineSnapshotSource(moved).replacing("assertInlineSnapshot", near: 10, expected: nil, with: "G")
        #expect(try InlineSnapshotSource(second).calls(of: "assertInlineSnapshot").map(\.expected) == ["A  \"quoted\"\nB", "G", nil])
        #expect(throws: InlineSnapshotError.callNotFound(line: 4)) {
            try InlineSnapshotSource(moved).replacing("assertInlineSnapshot", near: 4, expected: "not there", with: "G")
        }
    }

    @Test func textWithBackslashesOrTripleQuotesIsWrittenRawAndReadsBack() throws {
        for text in [#"a \u{1B} b"#, "say \"\"\" done", ##"raw \# and "#"""##] {
            let closure = InlineSnapshotSource.closure(returning: text, indentation: "  ")
            let call = try #require(try InlineSnapshotSource("f(x) " + closure).calls(of: "f").first)
            #expect(call.expected == text, "\(closure)")
        }
    }

    @Test func escapesInAPlainLiteralAreDecoded() throws {
        let text = "f(x) {\n    \"\"\"\n    tab\\there \\u{E9} \\\\ \\\"\n    \"\"\"\n}"
        #expect(try InlineSnapshotSource(text).calls(of: "f").first?.expected == "tab\there é \\ \"")
    }

    @Test func aClosureThatIsNotALiteralCannotBeRewritten() {
        #expect(throws: InlineSnapshotError.unreadableCall(line: 1, reason: "its closure must hold only a multi-line string literal (\"\"\")")) {
            try InlineSnapshotSource("f(x) { makeText() }").calls(of: "f")
        }
        #expect(throws: InlineSnapshotError.unreadableCall(line: 2, reason: "its parentheses never close")) {
            try InlineSnapshotSource("\nf(x, ").calls(of: "f")
        }
    }

    @Test func theFileIsRewrittenInPlace() throws {
        let folder = try TemporaryDirectory("inline")
        defer { folder.remove() }
        let path = folder.file("Tests.swift")
        try folder.write(source, to: "Tests.swift")
        try InlineSnapshotFile(path: path).record("Z", replacing: nil, of: "assertInlineSnapshot", near: 10)
        #expect(try InlineSnapshotSource(folder.read("Tests.swift") ?? "").calls(of: "assertInlineSnapshot").map(\.expected) == ["A  \"quoted\"\nB", "Z", nil])
        #expect(throws: InlineSnapshotError.fileSystem(path: folder.file("missing.swift"), reason: "it cannot be opened for writing")) {
            try InlineSnapshotFile(path: folder.file("missing.swift")).record("Z", replacing: nil, of: "f", near: 1)
        }
    }
}
