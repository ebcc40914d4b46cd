@testable import StoryboardImport
import Foundation
import Navigation
import Presentation
import Testing

/// Values as the file writes them: Dynamic Type text styles at the default text size.
@Suite struct StoryboardValuesTests {
    private func label(font: String) throws -> Font? {
        let text = StoryboardFixtures.document(
            initial: "2",
            StoryboardFixtures.scene(
                "a",
                """
                            <viewController id="2" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="3">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <subviews>
                                        <label opaque="NO" text="Hello" id="4">
                                            <rect key="frame" x="20" y="20" width="280" height="21"/>
                                            \(font)
                                        </label>
                                    </subviews>
                                </view>
                            </viewController>
                """))
        let view = try StoryboardFixtures.importText(text).scene("ViewController")?.view
        guard case .label(let label)? = view?.children.first?.kind else { return nil }
        return label.font
    }

    /// All 177 text-style fonts of the files measured were drawn at 17 pt, whatever the style.
    @Test(arguments: [
        ("UICTFontTextStyleLargeTitle", Font(size: 34, textStyle: .largeTitle)), ("UICTFontTextStyleTitle1", Font(size: 28, textStyle: .title1)),
        ("UICTFontTextStyleTitle2", Font(size: 22, textStyle: .title2)), ("UICTFontTextStyleTitle3", Font(size: 20, textStyle: .title3)),
        ("UICTFontTextStyleHeadline", Font(weight: .bold, size: 17, textStyle: .headline)), ("UICTFontTextStyleBody", Font(size: 17, textStyle: .body)),
        ("UICTFontTextStyleCallout", Font(size: 16, textStyle: .callout)), ("UICTFontTextStyleSubhead", Font(size: 15, textStyle: .subheadline)),
        ("UICTFontTextStyleFootnote", Font(size: 13, textStyle: .footnote)), ("UICTFontTextStyleCaption1", Font(size: 12, textStyle: .caption1)),
        ("UICTFontTextStyleCaption2", Font(size: 11, textStyle: .caption2)),
    ])
    func aTextStyleIsItsDefaultSize(style: String, font: Font) throws {
        #expect(try label(font: "<fontDescription key=\"fontDescription\" style=\"\(style)\"/>") == font)
    }

    @Test func aSizedFontIsUnchanged() throws {
        #expect(try label(font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>") == .system(14))
        #expect(try label(font: "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"15\"/>") == .boldSystem(15))
    }

    /// Asset catalog and iOS 13 system colors were "not shown": their values are in the file's
    /// `<resources>`, after the scenes, and are read from there.
    @Test func namedAndSystemColorsTakeTheirValuesFromTheResources() throws {
        let scene = StoryboardFixtures.scene(
            "a",
            """
                        <viewController id="2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="3">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                                <subviews>
                                    <label opaque="NO" text="Hello" id="4">
                                        <rect key="frame" x="20" y="20" width="280" height="21"/>
                                        <color key="textColor" name="Brand"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
            """)
        let resources = """
                <resources>
                    <namedColor name="Brand"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                    <systemColor name="systemGroupedBackgroundColor"><color red="0.95" green="0.95" blue="0.97" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
                </resources>
            </document>
            """
        let text = StoryboardFixtures.document(initial: "2", scene).replacingOccurrences(of: "</document>", with: resources)
        #expect(text.contains("<namedColor"))
        let imported = try StoryboardFixtures.importText(text)
        let view = try #require(imported.scene("ViewController")?.view)
        // The file's value is the light one; UIKit's dark one comes with it (a named color stays fixed).
        #expect(view.backgroundColor == Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1).withDark(.black))
        guard case .label(let label)? = view.children.first?.kind else { Issue.record("no label"); return }
        #expect(label.textColor == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(!StoryboardCanvas.text(imported).contains("not shown"))
        // A file is read in chunks; its resources are read from its end first, the same.
        let path = NSTemporaryDirectory() + "resources-\(UUID().uuidString).storyboard"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try StoryboardImporter().importFile(atPath: path).scene("ViewController")?.view?.backgroundColor == view.backgroundColor)
        // Without the resources, the name is reported, not guessed.
        let bare = try StoryboardFixtures.importText(StoryboardFixtures.document(initial: "2", scene))
        #expect(StoryboardCanvas.text(bare).contains("name=Brand (asset color the file's resources do not list, not shown)"))
    }
}
