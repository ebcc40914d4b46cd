import Testing
import Presentation
@testable import SnapshotHarness

/// The review report's model: changes grouped by screen and variant, findings added and
/// removed, and a Markdown summary that stays within a pull-request comment.
@Suite struct ReviewReportTests {
    private let audit = "touch-target  row 0.0  320x30 < 44x44  at 0,64\nsummary  1 finding\nreading order  0 elements\n"

    @Test func changesAreGroupedByScreenWithEveryVariantTogether() {
        let report = ReviewReport(
            title: "t",
            changes: [
                ReferenceChange(path: "a/list.txt", before: "x\n", after: "y\n"),
                ReferenceChange(path: "a/list-iphone-15.txt", before: nil, after: "y\n"),
                ReferenceChange(path: "a/list-pseudo-iphone-15.audit.txt", before: audit, after: "summary  0 findings\n"),
                ReferenceChange(path: "a/list-failed.txt", before: "x\n", after: nil),
            ])
        #expect(report.screens.map(\.name) == ["a/list", "a/list-failed"])
        #expect(report.screens[0].variants.map(\.suffix) == ["", "iphone-15", "pseudo-iphone-15"])
        #expect(report.screens[0].variants[2].findings.removed == ["touch-target  row 0.0  320x30 < 44x44  at 0,64"])
        #expect(report.screens[0].variants[2].findings.added.isEmpty)
        #expect(report.counts == [.changed: 2, .new: 1, .orphaned: 1])
        #expect(report.summaryLine == "4 references in 2 screens: 1 new, 2 changed, 1 orphaned.")
    }

    @Test func equalTextsOnceNormalizedAreNoChange() {
        #expect(
            ReferenceChange.between(base: ["a.txt": "x\r\n", "b.txt": "1\n"], head: ["a.txt": "x\n", "b.txt": "2\n", "c.txt": "3\n"])
                .map(\.path) == ["b.txt", "c.txt"])
    }

    @Test func acceptingWritesOnlyInsideTheFolder() throws {
        #expect(throws: ReferenceReviewError.outsideTheFolder("../escape.txt")) {
            try ReferenceChange(path: "../escape.txt", before: nil, after: "x").accept(into: "/tmp/nowhere")
        }
        #expect(throws: ReferenceReviewError.nothingToWrite("gone.txt")) {
            try ReferenceChange(path: "gone.txt", before: "x", after: nil).accept(into: "/tmp/nowhere")
        }
    }

    @Test func theMarkdownFitsAPullRequestComment() {
        let long = (0..<400).map { "line \($0) " + String(repeating: "x", count: 60) }.joined(separator: "\n") + "\n"
        let changes = (0..<200).map { ReferenceChange(path: "s/screen\($0).txt", before: long, after: long.replacingOccurrences(of: "x", with: "y")) }
        let markdown = ReviewReport(title: "t", changes: changes).markdown
        #expect(markdown.utf8.count <= ReviewReport.markdownLimit)
        #expect(markdown.contains("are only in the HTML report"))
        #expect(markdown.contains("| `s/screen0` | plain | changed | +400 −400 |  |"))
    }

    @Test func theSketchPlacesEachFrameWhereTheTextSaysAndMovesRowsByTheOffset() {
        let svg = SnapshotTextSketch(width: 320).render(
            """
            A  iPhone 320x480
            content  0,64 320x367
              table t  0,0 320x367  plain  offset 44
                row 0.1  0,44 320x44
                  label l  10,0 100x21  Helvetica 14  #385487  "Hi <there>"
            """)
        #expect(svg.contains("<rect x=\"0\" y=\"64\" width=\"320\" height=\"44\""), "the row sits at the table's top: 64 + 44 - 44")
        #expect(svg.contains("<text x=\"12\" y=\"80\" font-size=\"14\" fill=\"#385487\">Hi &lt;there&gt;</text>"))
    }
}
