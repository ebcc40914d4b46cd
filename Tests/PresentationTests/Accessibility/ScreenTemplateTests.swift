import Testing
@testable import Presentation

/// The template language of `expectScreen(_:matches:)`: roles, exact and pattern names,
/// states, partial ordered matching, and what a failure prints.
@Suite struct ScreenTemplateTests {
    private let elements = [
        AccessibleElement(name: "back button", label: "Events", traits: [.button], frame: .zero),
        AccessibleElement(name: "navigation bar title", label: "Event Details", traits: [.header], frame: .zero),
        AccessibleElement(name: "row 0.0", label: "Azure for iOS Apps,  12/05/2012", traits: [], frame: .zero),
        AccessibleElement(name: "textfield comment", label: "Comment", traits: [], frame: .zero),
        AccessibleElement(name: "row 0.1 slider volumeSlider", label: nil, traits: [.adjustable], frame: .zero),
        AccessibleElement(name: "tab \"Events\"", label: "Events", traits: [.button, .selected], frame: .zero),
        AccessibleElement(name: "tab \"Speakers\"", label: "Speakers", traits: [.button, .notEnabled], frame: .zero),
    ]

    private func matches(_ template: String) throws -> Bool {
        try ScreenTemplate(template).match(elements).isMatch
    }

    @Test func rolesComeFromTraitsAsTheWebClientGivesThem() {
        #expect(elements.map(\.role) == [.button, .heading, .paragraph, .textbox, .slider, .button, .button])
    }

    @Test func matchesAPartialTreeInOrder() throws {
        #expect(
            try matches(
                #"""
                heading "Event Details"
                paragraph /^Azure/
                button "Speakers"
                """#))
        #expect(try matches(#"button "Events""#), "the first of two")
        #expect(try matches("- heading\n\n# a comment\n- slider"), "names may be left out; `- ` and comments are fine")
        #expect(try !matches("button \"Speakers\"\nheading \"Event Details\""), "order matters")
        #expect(try !matches(#"heading "Event""#), "a quoted name is whole")
        #expect(try matches(#"paragraph "Azure for iOS Apps, 12/05/2012""#), "whitespace runs count as one")
        #expect(try matches(#"any /12\/05/"#), "a slash inside a pattern, any role")
    }

    @Test func statesMustHold() throws {
        #expect(try matches(#"button "Events" [selected]"#))
        #expect(try !matches(#"button "Speakers" [selected]"#))
        #expect(try matches(#"button "Speakers" [disabled]"#))
        #expect(try matches("textbox \"Comment\"\nbutton [selected]\nbutton [disabled]"))
    }

    @Test func aFailureNamesTheLineAndPrintsTheTree() throws {
        let match = try ScreenTemplate("heading \"Event Details\"\nbutton \"Save\"\nparagraph").match(elements)
        #expect(!match.isMatch)
        let message = try #require(match.failureMessage)
        #expect(
            message.hasPrefix(
                "The screen does not match the template: line 2 `button \"Save\"` matches no element after element 2 (heading \"Event Details\")."))
        #expect(message.contains("  ✓ heading \"Event Details\"  → element 2\n  ✗ button \"Save\"\n  · paragraph\n"))
        #expect(message.contains("  6  button \"Events\" [selected]  tab \"Events\"\n"))
        #expect(message.contains("  5  slider  row 0.1 slider volumeSlider\n"))
    }

    @Test func aTemplateThatCannotBeReadSaysWhere() {
        #expect(throws: ScreenTemplateError.self) { try ScreenTemplate("") }
        for (template, reason) in [
            ("heading\nbuton \"Save\"", "\"buton\" is not a role"),
            ("button \"Save", "no closing \""),
            ("paragraph /[/", "is not a regular expression"),
            ("button [pressed]", "[pressed] is not a state"),
            ("button \"Save\" extra", "is left over"),
        ] {
            do {
                _ = try ScreenTemplate(template)
                Issue.record("\(template) was read")
            } catch {
                #expect(error.description.contains(reason), "\(error.description)")
            }
        }
    }

    @Test func aMatchedElementsLineIsATemplateLineThatMatchesIt() throws {
        for element in elements {
            let line = ScreenTemplateMatch.line(for: element)
            #expect(try ScreenTemplate(line).lines[0].matches(element), "\(line)")
        }
    }
}
