@testable import StoryboardImport
import Foundation
import Testing
import Navigation
import TestSupport

/// The real storyboards of `Tests/StoryboardImportTests/Fixtures/Storyboards`, found from this file's
/// path, and small storyboards written in the tests.
enum StoryboardFixtures {
    /// `Tests/StoryboardImportTests/Fixtures/Storyboards`.
    static let directory = StoryboardFixtureFiles.directory

    /// The path of a fixture, such as `uicatalog/Main_iPhone.storyboard`.
    static func path(_ relative: String) -> String {
        StoryboardFixtureFiles.path(relative)
    }

    /// The bytes of a fixture; a missing fixture is a broken checkout, so it traps the test.
    static func data(_ relative: String) throws -> Data {
        try StoryboardFixtureFiles.data(relative)
    }

    /// Every real storyboard that imports, with the counts Python's `xml.etree` gave (see the
    /// fixtures' README): scenes, segues (with a destination, relationships apart),
    /// relationships, table view cells, and the document version.
    static let corpus: [CorpusFile] = [
        CorpusFile("wa-toolkit-ios/TweetYourBlobs.storyboard", version: "1.0", scenes: 5, segues: 0, relationships: 1, cells: 4),
        CorpusFile("geolocation-ios-client/MainStoryboard.storyboard", version: "1.1", scenes: 3, segues: 1, relationships: 1, cells: 0),
        CorpusFile("azure-mobile-services/QuickStart-MainStoryboard_iPhone.storyboard", version: "2.0", scenes: 1, segues: 0, relationships: 0, cells: 1),
        CorpusFile("ios-mobileservices-storage/MainStoryboard.storyboard", version: "2.0", scenes: 11, segues: 10, relationships: 1, cells: 5),
        CorpusFile("uicatalog/Main_iPhone.storyboard", version: "3.0", scenes: 25, segues: 23, relationships: 1, cells: 57),
        CorpusFile("uicatalog/UIKitCatalog-Main.storyboard", version: "3.0", scenes: 5, segues: 0, relationships: 4, cells: 1),
        CorpusFile("eidolon/Auction.storyboard", version: "3.0", scenes: 12, segues: 9, relationships: 2, cells: 0),
    ]

    /// A real storyboard and what was counted in it without the importer.
    struct CorpusFile: Sendable, CustomTestStringConvertible {
        let path: String
        let version: String
        let scenes: Int
        let segues: Int
        let relationships: Int
        let cells: Int

        init(_ path: String, version: String, scenes: Int, segues: Int, relationships: Int, cells: Int) {
            self.path = path
            self.version = version
            self.scenes = scenes
            self.segues = segues
            self.relationships = relationships
            self.cells = cells
        }

        var testDescription: String { path }
    }

    /// A storyboard document around `scenes` (the XML of `<scene>` elements), version 1.1 by
    /// default, with `initial` as its initial view controller.
    static func document(initial: String?, version: String = "1.1", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(version)" toolsVersion="2182" systemVersion="11E53" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A `<scene>` holding `controller`.
    static func scene(_ id: String, _ controller: String) -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
        \(controller)
                    </objects>
                </scene>
        """
    }

    /// The `<scene>` of a navigation controller `nav` whose root is the scene `root`, holding
    /// `items` too (a tab bar item).
    static func navigationScene(root: String, items: String = "") -> String {
        scene(
            "nav",
            """
                        <navigationController id="nav" sceneMemberID="viewController">
                            \(items)
                            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
            """)
    }

    /// Imports storyboard text.
    static func importText(_ text: String) throws(StoryboardImportError) -> ImportedStoryboard {
        try StoryboardImporter().importData(Data(text.utf8))
    }
}
