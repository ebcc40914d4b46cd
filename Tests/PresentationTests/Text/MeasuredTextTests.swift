import Testing
@testable import Presentation

/// `MeasuredText` reads Latin text scalar by scalar and other text by grapheme clusters; both
/// ways must give the same characters, roles and widths as measuring each `Character`.
@Suite struct MeasuredTextTests {
    /// The characters, roles and running widths of `text` measured one `Character` at a time.
    private func byCharacter(_ text: String, face: FaceMetrics) -> (texts: [String], roles: [MeasuredText.Role], units: [Int]) {
        var units = [0], total = 0
        var roles: [MeasuredText.Role] = []
        for character in text {
            let role = MeasuredText.Role(character)
            roles.append(role)
            if role != .newline { total += face.advance(of: character) }
            units.append(total)
        }
        return (text.map { String($0) }, roles, units)
    }

    @Test(arguments: [
        "Events", "Todo Details", "[Ëvéñţš one]", "[Ţöðö Ðéţåîļš one two]", "ƒ and ß", "a\tb", "one\ntwo", "line\u{0B}tab\u{0C}page",
        "next\u{85}line", "no-break\u{A0}space", "", "   ", "CR\r\nLF", "lone\rCR", "e\u{301}tude", "flag 🇫🇷 and 👍🏽", "Œuvre ĳ ǅ", "ȳ U+0233 then ɐ U+0250",
    ])
    func bothWaysMeasureAsCharactersDo(_ text: String) {
        let face = FontMetrics(.system(17)).face
        let measured = MeasuredText(text, face: face)
        let expected = byCharacter(text, face: face)
        #expect(measured.count == expected.texts.count)
        #expect((0..<measured.count).map { measured.string($0..<$0 + 1) } == expected.texts)
        #expect(measured.roles == expected.roles)
        #expect(measured.runningUnits == expected.units)
        #expect(measured.string(0..<measured.count) == text)
    }

    @Test func latinTextIsReadScalarByScalarAndOtherTextByCluster() {
        #expect("[Ţöðö Ðéţåîļš one two]\t\n\u{85}".unicodeScalars.allSatisfy(MeasuredText.standsAlone))
        #expect(!"CR\r\nLF".unicodeScalars.allSatisfy(MeasuredText.standsAlone), "CR LF is one character")
        #expect(!"e\u{301}".unicodeScalars.allSatisfy(MeasuredText.standsAlone), "a combining mark joins its base")
    }
}
