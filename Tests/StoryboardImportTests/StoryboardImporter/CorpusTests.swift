@testable import StoryboardImport
@testable import TextDiff
import Foundation
import Navigation
import Presentation
import Testing
import SnapshotHarness
import TestSupport

/// The real storyboards of the fixtures: each imports with the counts taken without the
/// importer, prints the reviewed text, prints the same text after Interface Builder gives every
/// object a new id, and `check` reports what is really wrong with it.
@Suite struct StoryboardCorpusTests {
    @Test(arguments: StoryboardFixtures.corpus)
    func importsWithTheCountsTakenWithoutTheImporter(_ file: StoryboardFixtures.CorpusFile) throws {
        let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file.path))
        let text = String(decoding: try StoryboardFixtures.data(file.path), as: UTF8.self)
        let lines = text.split(separator: "\n")
        // Counted in the raw text, as grep would.
        let rawScenes = lines.filter { $0.contains("<scene sceneID=") }.count
        let rawSegues = lines.filter { $0.contains("<segue ") && $0.contains("destination=") && !$0.contains("kind=\"relationship\"") }.count
        let rawRelationships = lines.filter { $0.contains("<segue ") && $0.contains("kind=\"relationship\"") }.count
        let rawCells = lines.filter { $0.contains("<tableViewCell ") }.count
        #expect(imported.format.version == file.version)
        #expect(imported.scenes.count == file.scenes)
        #expect(rawScenes == file.scenes)
        #expect(imported.storyboard.segues.count == file.segues)
        #expect(rawSegues == file.segues)
        #expect(imported.storyboard.relationships.count == file.relationships)
        #expect(rawRelationships == file.relationships)
        #expect(Self.rowCount(imported) == file.cells)
        #expect(rawCells == file.cells)
        #expect(imported.segueLines.count == imported.storyboard.segues.count)
        for (segue, line) in zip(imported.storyboard.segues, imported.segueLines) {
            #expect(
                lines.count >= line && text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains("<segue "),
                "segue \(segue.displayName) at line \(line)")
        }
    }

    @Test(arguments: StoryboardFixtures.corpus)
    func showPrintsTheReviewedText(_ file: StoryboardFixtures.CorpusFile) throws {
        let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file.path))
        let engine = try SnapshotEngine(directory: StoryboardFixtures.path("Golden"))
        let name = try SnapshotName((file.path as NSString).deletingPathExtension)
        let result = engine.verify(StoryboardCanvas.text(imported), as: name)
        if !result.passes { Issue.record(Comment(rawValue: result.message)) }
    }

    @Test(arguments: StoryboardFixtures.corpus)
    func newObjectIDsDoNotChangeThePrintedText(_ file: StoryboardFixtures.CorpusFile) throws {
        let text = String(decoding: try StoryboardFixtures.data(file.path), as: UTF8.self)
        let renumbered = StoryboardFixtureFiles.renumberingIDs(text)
        #expect(renumbered != text)
        let before = StoryboardCanvas.text(try StoryboardFixtures.importText(text))
        let after = StoryboardCanvas.text(try StoryboardFixtures.importText(renumbered))
        #expect(before == after, "\(UnifiedDiff.format(old: before, new: after) ?? "")")
    }

    @Test func checkReportsWhatIsReallyWrongWithEachFile() throws {
        var found: [String: [String]] = [:]
        for file in StoryboardFixtures.corpus {
            let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file.path))
            found[file.path] = StoryboardChecker().check(imported).map { "\($0.line) \($0.severity.rawValue) \($0.rule.rawValue) \($0.scene?.rawValue ?? "-")" }
        }
        // Found by hand (and with python's xml.etree) in the files: copied controls whose
        // actions still point at other scenes' controllers. Everything else is sound.
        #expect(found["ios-mobileservices-storage/MainStoryboard.storyboard"] == ["149 warning connectionOutsideScene NewContainerViewController"])
        #expect(
            found["eidolon/Auction.storyboard"] == [
                "300 warning connectionOutsideScene SaleArtworkZoomViewController",
                "500 warning connectionOutsideScene AdminPanelViewController",
                "580 warning connectionOutsideScene ChooseAuctionViewController",
                "581 warning connectionOutsideScene ChooseAuctionViewController",
                "643 warning connectionOutsideScene Card Tester",
                "644 warning connectionOutsideScene Card Tester",
                "674 warning connectionOutsideScene Card Tester",
                "755 warning connectionOutsideScene AdminLogViewController",
                "756 warning connectionOutsideScene AdminLogViewController",
            ])
        for file in StoryboardFixtures.corpus where !file.path.contains("eidolon") && !file.path.contains("mobileservices-storage") {
            #expect(found[file.path] == [], "\(file.path)")
        }
    }

    @Test func theFileCommittedWithConflictMarkersSaysMergeConflictWithItsLines() {
        #expect(
            throws: StoryboardImportError.mergeConflict([
                MergeConflictMarker(line: 228, kind: .ours, label: "HEAD"),
                MergeConflictMarker(line: 234, kind: .separator),
                MergeConflictMarker(line: 236, kind: .theirs, label: "work on some subclasses & keypad"),
                MergeConflictMarker(line: 295, kind: .ours, label: "HEAD"),
                MergeConflictMarker(line: 300, kind: .separator),
                MergeConflictMarker(line: 302, kind: .theirs, label: "work on some subclasses & keypad"),
            ])
        ) {
            try StoryboardImporter().importFile(atPath: StoryboardFixtures.path("eidolon/Fulfillment-merge-conflict.storyboard"))
        }
    }

    /// The rows of every table of every scene, nested tables included.
    static func rowCount(_ imported: ImportedStoryboard) -> Int {
        func rows(_ element: Element) -> Int {
            var count = element.children.reduce(0) { $0 + rows($1) }
            if case .table(let table) = element.kind, let sections = table.dataSource as? TableSections {
                count += sections.sections.reduce(0) { $0 + $1.rows.count }
            }
            return count
        }
        return imported.scenes.compactMap(\.view).reduce(0) { $0 + rows($1) }
    }
}

/// The storyboard example of the Your own storyboard article is what `storyboard show` prints, so it cannot go stale.
@Suite struct StoryboardDocumentationTests {
    @Test func readmeShowsTheRealSceneText() throws {
        let root = packageRoot
        let readme = try String(contentsOfFile: root + "/Sources/StoryboardImport/StoryboardImport.docc/YourOwnStoryboard.md", encoding: .utf8)
        let imported = try StoryboardImporter().importFile(atPath: root + "/Sources/SeedApps/SpeakEasy/MainStoryboard.storyboard")
        let scene = try #require(imported.scene("EventsTableViewController"))
        #expect(
            readme.contains("```\n" + StoryboardCanvas.text(of: scene) + "```"),
            "YourOwnStoryboard.md's storyboard example differs from what storyboard show prints")
        #expect(readme.contains("git config diff.storyboard.textconv \"$PWD/.build/release/DemoHost storyboard textconv\""))
        #expect(readme.contains("*.storyboard diff=storyboard"))
    }
}
