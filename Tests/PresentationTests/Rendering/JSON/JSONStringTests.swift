import Foundation
import Testing

@testable import Presentation

@Suite struct JSONStringTests {
    @Test func plainTextIsQuotedWhole() {
        #expect(JSONString.quoted("Buy milk") == #""Buy milk""#)
        #expect(JSONString.quoted("") == #""""#)
        #expect(JSONString.quoted("Café ☕︎ 🥛") == "\"Café ☕︎ 🥛\"")
    }

    @Test func quotesBackslashesAndControlCharactersAreEscaped() {
        #expect(JSONString.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONString.quoted("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(JSONString.quoted("\u{01}\u{1F}") == #""\u0001\u001F""#)
    }

    /// A NUL ends the C library's search for bytes to escape: the text takes the scalar loop,
    /// which escapes it and everything after it.
    @Test func aNulAndWhatFollowsItAreEscaped() {
        #expect(JSONString.quoted("a\u{0}\"b") == #""a\u0000\"b""#)
    }

    /// Whatever the text, a JSON parser reads back exactly that text.
    @Test(arguments: ["", "plain", "quote \" and \\", "\u{0}\u{7}\u{1B}[31m", "line\nline", "\u{202E}rtl", "emoji 👩‍👩‍👧"])
    func aParserReadsBackTheText(_ text: String) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + JSONString.quoted(text) + "]").utf8)) as? [String]
        #expect(parsed == [text])
    }
}
