import Testing
@testable import Presentation

/// Break opportunities by UAX #14 as WebKit tailors it, written as the text with `|` where a
/// line may break.
@Suite struct LineBreakOpportunitiesTests {
    /// `text` with a `|` at each opportunity.
    private func marked(_ text: String) -> String {
        let characters = Array(text)
        let opportunities = LineBreakOpportunities(characters)
        var result = ""
        for (index, character) in characters.enumerated() {
            if opportunities.allowsBreak(before: index) { result += "|" }
            result.append(character)
        }
        return result
    }

    @Test func wordsBreakAfterTheirSpaces() {
        #expect(marked("Limited Liability of the shareholders") == "Limited |Liability |of |the |shareholders")
        #expect(marked("two  spaces") == "two  |spaces")
    }

    @Test func aHyphenIsABreakAfterItNeverBeforeIt() {
        // LB21 (× HY) then LB31: "day-" / "to-" / "day".
        #expect(marked("day-to-day management") == "day-|to-|day |management")
        #expect(marked("state-of-the-art") == "state-|of-|the-|art")
        // Hyphen U+2010 and en dash are BA: the same.
        #expect(marked("co\u{2010}op 1990\u{2013}2000") == "co\u{2010}|op |1990\u{2013}|2000")
        // A hyphen before a digit stays when it may be a minus sign; after a letter or a digit
        // WebKit breaks it (`ABCD-1234`, `1234-5678` in long URLs), where UAX #14's LB25 would not.
        #expect(marked("pages 10-20 and -5 x-1") == "pages |10-|20 |and |-5 |x-|1")
        // A non-breaking hyphen (U+2011) is glue.
        #expect(marked("x\u{2011}ray") == "x\u{2011}ray")
    }

    @Test func aSoftHyphenOffersABreakAfterIt() {
        #expect(marked("extra\u{AD}ordinary") == "extra\u{AD}|ordinary")
    }

    @Test func noBreakBeforeClosingPunctuationNorAfterOpening() {
        // LB13: before , . : ; ! ? / ) ] }; WebKit's table keeps "and/or" whole too.
        #expect(marked("another. Next, one; two: three! four? and/or") == "another. |Next, |one; |two: |three! |four? |and/or")
        // A space always ends a word in WebKit: the next line may start with ")" or "/".
        #expect(marked("a person) and ( spaced ) in /usr") == "a |person) |and |( |spaced |) |in |/usr")
        // LB14: after ( [ { never, spaces included; LB30: a letter and its ( stay together.
        #expect(marked("f(x) [note] {set}") == "f(x) |[note] |{set}")
    }

    /// WebKit's own table for pairs of printable ASCII characters, checked against Chromium
    /// (`Scripts/webview-fixtures/slashes-and-urls.html`, `ascii-pairs.html`).
    @Test func pairsOfASCIICharactersBreakAsWebKitsTableSays() {
        #expect(marked("km/h 1/2 http://example.com/a/b A/B") == "km/h |1/2 |http://example.com/a/b |A/B", "never after a slash")
        #expect(marked("wow!then a}b a|b a%b") == "wow!then |a}b |a|b |a%b", "UAX #14 would break after ! } |")
        #expect(marked("a,(b) a.[b] a;{b} a=<b") == "a,|(b) |a.|[b] |a;|{b} |a=|<b", "before an opening bracket")
        #expect(marked("why?not why?)") == "why?|not |why?)")
        #expect(marked("a-.b a--b a-/b") == "a-.b |a-|-|b |a-|/b")
        // A slash before a character outside ASCII is UAX #14's: a break (as Chromium breaks).
        #expect(marked("a/é a/漢") == "a/|é |a/|漢")
    }

    @Test func quotationMarksStayWithTheirWords() {
        // LB19: no break on either side of a quotation mark unless a space is there.
        #expect(
            marked("said \u{201C}not liable\u{201D}, and \u{2018}alone\u{2019} it\u{2019}s")
                == "said |\u{201C}not |liable\u{201D}, |and |\u{2018}alone\u{2019} |it\u{2019}s")
        #expect(marked("\"straight\" 'single'") == "\"straight\" |'single'")
    }

    @Test func numbersKeepTheirPrefixesPostfixesAndSeparators() {
        // LB25: $1,000.50 and 20% are one unit; LB29: "e.g." keeps its letters.
        #expect(marked("$1,000.50 plus 20% e.g. x") == "$1,000.50 |plus |20% |e.g. |x")
        #expect(marked("9:00\u{2013}17:30") == "9:00\u{2013}|17:30")
    }

    @Test func glueWordJoinerAndZeroWidthSpace() {
        // LB12: nothing breaks around a no-break space; LB11: nor a word joiner.
        #expect(marked("100\u{A0}km a\u{2060}b") == "100\u{A0}km |a\u{2060}b")
        // LB8: a zero width space is an opportunity after it.
        #expect(marked("long\u{200B}word") == "long\u{200B}|word")
    }

    @Test func emDashesInseparablesAndIdeographs() {
        // LB17: two em dashes stay together; a single one breaks on both sides (B2, LB31).
        #expect(marked("a\u{2014}b \u{2014}\u{2014}") == "a|\u{2014}|b |\u{2014}\u{2014}")
        // LB22: never before an ellipsis.
        #expect(marked("wait\u{2026} more") == "wait\u{2026} |more")
        // LB31: between ideographs; LB13 keeps the ideographic comma (CL) with them.
        #expect(marked("漢字、かな") == "漢|字、|か|な")
        // Emoji are ID: a break before and after, never inside a sequence (one Character).
        #expect(marked("a👍🏽b") == "a|👍🏽|b")
    }

    @Test func edgesAreNeverReported() {
        let opportunities = LineBreakOpportunities(Array("a b"))
        #expect(!opportunities.allowsBreak(before: 0))
        #expect(!opportunities.allowsBreak(before: 3))
        #expect(!opportunities.allowsBreak(before: -1))
        #expect(LineBreakOpportunities([Character]()).classes.isEmpty)
    }
}
