import Foundation
import Testing
import TestSupport

/// The format document's full example is a real reference file, so it cannot go stale.
@Suite struct DocumentationTests {
    @Test func formatDocumentExampleMatchesItsReference() throws {
        let document = try String(contentsOfFile: packageRoot + "/Docs/SnapshotFormat.md", encoding: .utf8)
        let reference = try String(contentsOfFile: snapshotDirectory + "/sample/table/grouped.txt", encoding: .utf8)
        #expect(
            document.contains("```\n" + reference + "```"),
            "Docs/SnapshotFormat.md's example differs from __Snapshots__/sample/table/grouped.txt: copy the reference into the document")
    }

    @Test func readmeShowsTheTwoCommands() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("swift run DemoHost"))
        #expect(readme.contains("swift test"))
    }
}
