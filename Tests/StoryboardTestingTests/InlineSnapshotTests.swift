import Testing
import Presentation
import SnapshotHarness
@testable import StoryboardTesting
import TestSupport

/// Inline snapshots and the record-mode trait from a test's side: a matching literal passes, a
/// different one fails with a diff, recording rewrites the test's source (here a copy in a
/// temporary folder, named by the source location the check is given), CI never does.
@Suite struct InlineSnapshotTests {
    private let screen = Screen(appName: "Books", navigationBar: NavigationBar(title: "Books"), content: [])

    private let testSource = """
        @Test func books() {
            assertInlineSnapshot(of: screen)
        }

        """

    private func comments(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test func aMatchingInlineSnapshotPasses() {
        assertInlineSnapshot(of: "one\ntwo\n", as: .lines) {
            """
            one
            two
            """
        }
    }

    @Test func aDifferentOneFailsWithADiff() {
        withKnownIssue {
            checkInlineSnapshot("one\nthree\n", expected: "one\ntwo", diffing: .unified, environment: ["CI": "true"], at: #_sourceLocation)
        } matching: { issue in
            let text = comments(issue)
            return text.contains("does not match") && text.contains("-two") && text.contains("+three")
        }
    }

    @Test func recordingWritesTheLiteralIntoTheSource() throws {
        let folder = try TemporaryDirectory("inline")
        defer { folder.remove() }
        try folder.write(testSource, to: "BooksTests.swift")
        let location = SourceLocation(fileID: "BooksTests/BooksTests.swift", filePath: folder.file("BooksTests.swift"), line: 2, column: 5)
        withKnownIssue {
            checkInlineSnapshot("Books > Books\n  \"x\"\n", expected: nil, diffing: .unified, environment: [:], at: location)
        } matching: {
            comments($0).contains("Recorded the inline snapshot at BooksTests.swift:2")
        }
        #expect(
            folder.read("BooksTests.swift") == """
                @Test func books() {
                    assertInlineSnapshot(of: screen) {
                        \"""
                        Books > Books
                          "x"
                        \"""
                    }
                }

                """)
        // The recorded literal now passes; a change is rewritten only in the `failed` or `all` mode.
        checkInlineSnapshot("Books > Books\n  \"x\"\n", expected: "Books > Books\n  \"x\"", diffing: .unified, environment: [:], at: location)
        withKnownIssue {
            checkInlineSnapshot("Books\n", expected: "Books > Books\n  \"x\"", diffing: .unified, environment: [:], at: location)
        } matching: {
            comments($0).contains("does not match")
        }
        withKnownIssue {
            checkInlineSnapshot(
                "Books\n", expected: "Books > Books\n  \"x\"", diffing: .unified, environment: ["SNAPSHOT_TESTING_RECORD": "failed"], at: location)
        } matching: {
            comments($0).contains("Rewrote the inline snapshot")
        }
        #expect(folder.read("BooksTests.swift")?.contains("        Books\n        \"\"\"\n    }") == true)
    }

    @Test func ciNeverRewritesTheSource() throws {
        let folder = try TemporaryDirectory("inline")
        defer { folder.remove() }
        try folder.write(testSource, to: "BooksTests.swift")
        let location = SourceLocation(fileID: "BooksTests/BooksTests.swift", filePath: folder.file("BooksTests.swift"), line: 2, column: 5)
        withKnownIssue {
            SnapshotTestScope.$recordMode.withValue(.all) {
                checkInlineSnapshot("Books\n", expected: nil, diffing: .unified, environment: ["CI": "1"], at: location)
            }
        } matching: {
            comments($0).contains("No inline snapshot at BooksTests.swift:2 (record mode 'never'")
        }
        #expect(folder.read("BooksTests.swift") == testSource)
    }

    @Test(.snapshots(record: .failed)) func theTraitSetsTheRecordModeOfItsTest() {
        #expect(SnapshotTestScope.recordMode == .failed)
    }

    @Test func withoutATraitTheEnvironmentDecides() {
        #expect(SnapshotTestScope.recordMode == nil)
    }

    @Test func aFailureAttachesTheActualTheExpectedAndTheDiff() throws {
        let failure = SnapshotResult.failed(.mismatch(referencePath: "/no/such/list.audit.txt", reference: "old\n", diff: "-old\n+new\n", artifactPath: nil))
        let attachments = try #require(SnapshotAttachments(failure, actual: "new\n"))
        #expect(attachments.named.map(\.name) == ["list.actual.audit.txt", "list.expected.audit.txt", "list.diff"])
        #expect(attachments.named.map(\.text) == ["new\n", "old\n", "-old\n+new\n"])
        #expect(SnapshotAttachments(.matched(referencePath: "x.txt"), actual: "") == nil)
    }

    /// A reference rewritten in record mode `failed` attaches the text it had before, so the
    /// review report shows a change, not a new file.
    @Test func aRewrittenReferenceAttachesItsPreviousText() throws {
        let recording = SnapshotRecording(
            referencePath: "/no/such/list.txt", reason: .mismatch, changedReference: true, diff: "-old\n+new\n", previousReference: "old\n")
        let attachments = try #require(SnapshotAttachments(.recorded(recording), actual: "new\n"))
        #expect(attachments.named.map(\.text) == ["new\n", "old\n", "-old\n+new\n"])
    }
}

/// A suite's trait reaches every test inside it.
@Suite(.snapshots(record: .all)) struct SnapshotTraitSuiteTests {
    @Test func aTestInASuiteWithTheTrait() {
        #expect(SnapshotTestScope.recordMode == .all)
    }

    @Test(.snapshots(record: .never)) func theInnermostTraitWins() {
        #expect(SnapshotTestScope.recordMode == .never)
    }
}
