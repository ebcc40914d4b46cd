/// Where a line of text may break, by the rules of Unicode's Line Breaking Algorithm
/// (UAX #14), as a browser finds the break opportunities of `white-space: normal` text.
///
/// `allowsBreak(before: i)` says whether a line may end between `classes[i - 1]` and
/// `classes[i]`. The rules applied, in UAX #14's order (the first that matches decides):
///
/// - LB7: never before a space or a zero width space. LB8: after a zero width space (and the
///   spaces that follow it), always.
/// - LB11: never on either side of a word joiner. LB12, LB12a: never after a no-break glue
///   character, nor before one unless after a space, a hyphen or another break-after character.
/// - LB13: never before closing punctuation, a closing parenthesis, `!` `?`, an infix
///   separator (`,` `.` `:` `;`) or `/`, even after spaces: "person)" and "another." stay
///   whole.
/// - LB14 to LB17: never after an opening bracket (spaces between included), never between a
///   quotation mark and an opening bracket, a closing bracket and a nonstarter, two em dashes.
/// - LB18: after spaces, always: the ordinary break between words.
/// - LB19: never before or after an ambiguous quotation mark (`"`, `'`, `“`, `”`, `’`...)
///   unless a space is on that side, so a closing quote never starts a line.
/// - LB20: around a contingent break (U+FFFC), always.
/// - LB21: never before a hyphen (HY), a break-after character (BA: hyphen U+2010, en dash,
///   soft hyphen...) or a nonstarter; never after a break-before character. So "day-to-day"
///   may break only after its hyphens: "day-" / "to-" / "day".
/// - LB22: never before an ellipsis or leader (IN).
/// - LB23 to LB25, simplified to UAX #14's pair form: numbers stay with their letters,
///   prefixes (`$`), postfixes (`%`), separators and a minus sign before a digit ("-5",
///   "10-20", "$1,000.50", "(12)%").
/// - LB28 to LB30: letters stay together, a separator stays with the letters after it
///   ("e.g"), an opening bracket with the letter or digit before it and a closing one with
///   what follows.
/// - LB31: everywhere else, a break is allowed (between two ideographs, after a hyphen
///   before a letter).
///
/// Not applied, because ``LineBreakClass`` folds them away: the Hebrew rules LB21a and LB21b
/// (Hebrew letters are AL), Hangul syllable blocks LB26 and LB27 (Hangul is ID), and the
/// East-Asian-width conditions of LB30.
struct LineBreakOpportunities {
    /// The class of each character.
    let classes: [LineBreakClass]
    /// `allowed[i]` for 0 < i < count: a break may come before character `i`.
    private var allowed: [Bool]

    /// The opportunities of `characters` (one paragraph: no mandatory break inside), as
    /// WebKit finds them: UAX #14, except that a space or a tab always ends a word (WebKit's
    /// `isBreakableSpace`: the next line may start with a `/`, a `)` or anything else, where
    /// LB13 and LB14 would keep it on the line), and that between two printable ASCII
    /// characters WebKit's own table decides (``WebKitASCIIBreaks``: `and/or` and URLs stay
    /// whole).
    ///
    /// - Complexity: O(n).
    init<Characters: Collection>(_ characters: Characters) where Characters.Element == Character {
        self.init(classes: characters.map(LineBreakClass.init))
        let characters = Array(characters)
        for index in characters.indices.dropFirst() {
            let before = characters[index - 1], after = characters[index]
            if before == " " || before == "\t" {
                allowed[index] = after != " " && after != "\t"
            } else if let webKit = WebKitASCIIBreaks.allowsBreak(between: before, and: after, previous: index >= 2 ? characters[index - 2] : nil) {
                allowed[index] = webKit
            }
        }
    }

    /// The opportunities of characters of these classes.
    ///
    /// - Complexity: O(n).
    init(classes: [LineBreakClass]) {
        self.classes = classes
        var allowed = [Bool](repeating: false, count: classes.count)
        // The class before the run of spaces that ends just before the current position,
        // for the rules that look past spaces (LB8, LB14 to LB17).
        var beforeSpaces: LineBreakClass?
        for index in classes.indices.dropFirst() {
            let before = classes[index - 1]
            if before != .space { beforeSpaces = before }
            allowed[index] = LineBreakOpportunities.allowsBreak(between: before, and: classes[index], beforeSpaces: beforeSpaces)
        }
        self.allowed = allowed
    }

    /// Whether a line may end before character `index` (never before the first, nor after the
    /// last: the end of the text is not an opportunity this type reports).
    func allowsBreak(before index: Int) -> Bool {
        index > 0 && index < allowed.count && allowed[index]
    }

    /// The rules, for a break between `a` and `b`; `beforeSpaces` is the last class before
    /// `b` that is not a space.
    private static func allowsBreak(between a: LineBreakClass, and b: LineBreakClass, beforeSpaces: LineBreakClass?) -> Bool {
        if a == .mandatoryBreak { return true }  // LB4, LB5
        if b == .mandatoryBreak || b == .space || b == .zeroWidthSpace { return false }  // LB6, LB7
        if beforeSpaces == .zeroWidthSpace { return true }  // LB8
        if a == .wordJoiner || b == .wordJoiner { return false }  // LB11
        if a == .glue { return false }  // LB12
        if b == .glue, ![.space, .breakAfter, .hyphen].contains(a) { return false }  // LB12a
        switch b {  // LB13
        case .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbol: return false
        default: break
        }
        if beforeSpaces == .openPunctuation { return false }  // LB14
        if beforeSpaces == .quotation, b == .openPunctuation { return false }  // LB15
        if beforeSpaces == .closePunctuation || beforeSpaces == .closeParenthesis, b == .nonstarter { return false }  // LB16
        if beforeSpaces == .breakBoth, b == .breakBoth { return false }  // LB17
        if a == .space { return true }  // LB18
        if a == .quotation || b == .quotation { return false }  // LB19
        if a == .contingent || b == .contingent { return true }  // LB20
        if b == .breakAfter || b == .hyphen || b == .nonstarter || a == .breakBefore { return false }  // LB21
        if b == .inseparable { return false }  // LB22
        if keepsTogether(a, b) { return false }  // LB23 to LB25, LB28 to LB30
        return true  // LB31
    }

    /// The pairs LB23 to LB30 keep together.
    private static func keepsTogether(_ a: LineBreakClass, _ b: LineBreakClass) -> Bool {
        switch (a, b) {
        case (.alphabetic, .numeric), (.numeric, .alphabetic): return true  // LB23
        case (.prefixNumeric, .ideographic), (.ideographic, .postfixNumeric): return true  // LB23a
        case (.prefixNumeric, .alphabetic), (.postfixNumeric, .alphabetic),
            (.alphabetic, .prefixNumeric), (.alphabetic, .postfixNumeric):
            return true  // LB24
        case (.closePunctuation, .postfixNumeric), (.closeParenthesis, .postfixNumeric),
            (.closePunctuation, .prefixNumeric), (.closeParenthesis, .prefixNumeric),
            (.numeric, .postfixNumeric), (.numeric, .prefixNumeric),
            (.postfixNumeric, .openPunctuation), (.postfixNumeric, .numeric),
            (.prefixNumeric, .openPunctuation), (.prefixNumeric, .numeric),
            (.hyphen, .numeric), (.infixSeparator, .numeric), (.numeric, .numeric),
            (.symbol, .numeric):
            return true  // LB25
        case (.alphabetic, .alphabetic): return true  // LB28
        case (.infixSeparator, .alphabetic): return true  // LB29
        case (.alphabetic, .openPunctuation), (.numeric, .openPunctuation),
            (.closeParenthesis, .alphabetic), (.closeParenthesis, .numeric):
            return true  // LB30
        default: return false
        }
    }
}
