import Testing
@testable import Presentation

/// Dynamic Type: the twelve text sizes with the text styles' sizes, fonts of a style scaling
/// and fixed fonts not, and a screen shown at a size.
@Suite struct DynamicTypeTests {
    @Test func theBodyTakesTheTwelveSizesOfTheGuidelines() {
        #expect(ContentSizeCategory.allCases.map { $0.pointSize(of: .body) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.large.pointSize(of: .largeTitle) == 34)
        #expect(ContentSizeCategory.large.pointSize(of: .caption2) == 11)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(of: .caption2) == 40)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilitySize).count == 5)
    }

    @Test func everyStyleGrowsWithTheTextSize() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { $0.pointSize(of: style) }
            #expect(sizes == sizes.sorted(), "\(style): \(sizes)")
            #expect(sizes[7] > sizes[6], "\(style): the accessibility sizes are larger")
        }
    }

    @Test func aCategoryHasALongAndAShortName() {
        #expect(ContentSizeCategory(named: "ax5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(named: "xs") == .extraSmall)
        #expect(ContentSizeCategory(named: "extra-extra-large") == .extraExtraLarge)
        #expect(ContentSizeCategory(named: "huge") == nil)
    }

    @Test func aStyledFontScalesAndAFixedOneDoesNot() {
        let body = Font(size: 17, textStyle: .body)
        #expect(body.at(.accessibilityMedium).size == 28)
        #expect(body.at(.accessibilityMedium).description == "Helvetica 28")
        #expect(Font.system(17).at(.accessibilityMedium) == .system(17))
    }

    @Test func aScreenAtATextSizeScalesOnlyStyledText() {
        let styled = Element(
            "title", frame: Rect(x: 16, y: 20, width: 200, height: 21), kind: .label(Label("Good morning", font: Font(size: 17, textStyle: .body))))
        let fixed = Element("note", frame: Rect(x: 16, y: 50, width: 200, height: 21), kind: .label(Label("Fixed", font: .system(17))))
        let screen = Screen(appName: "T", content: [styled, fixed])
        let text = TextRenderer().render(screen.atTextSize(.accessibilityExtraExtraExtraLarge))
        #expect(text.contains("label title  16,20 200x21  Helvetica 53"))
        #expect(text.contains("label note  16,50 200x21  Helvetica 17"))
        #expect(TextRenderer().render(screen.atTextSize(.large)) == TextRenderer().render(screen))
        let report = AccessibilityAudit().audit(screen.atTextSize(.accessibilityExtraExtraExtraLarge))
        #expect(report.text.contains("title"), "the audit names the label that no longer fits: \(report.text)")
    }
}
