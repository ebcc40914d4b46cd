/// A character's line-breaking class from Unicode's Line Breaking Algorithm (UAX #14), as far as
/// the package needs it to find where a web page's lines may break.
///
/// The classes are assigned by ``init(_:)`` from a table of the characters Latin text uses
/// (ASCII, Latin-1, General Punctuation, currency signs) and, for every other scalar, from
/// its Unicode general category and a few blocks, following UAX #14's resolution of classes a
/// line breaker without dictionaries cannot use (LB1): AI, SG, XX and SA become AL, CJ becomes
/// NS. A character is classified by its first scalar: a Swift `Character` is a grapheme
/// cluster, so combining marks (CM, LB9) and emoji modifier and ZWJ sequences (LB8a, LB30b)
/// already travel with their base; a cluster that starts with a combining mark is AL (LB10).
/// Hangul syllables and Jamo (LB26, LB27) are ID, and regional indicator pairs (LB30a) are one
/// cluster, ID.
enum LineBreakClass: Hashable, Sendable {
    /// BK, CR, LF, NL: mandatory break (the web page layout splits paragraphs at them first).
    case mandatoryBreak
    /// SP: space.
    case space
    /// ZW: zero width space, a break opportunity.
    case zeroWidthSpace
    /// WJ: word joiner, never a break on either side.
    case wordJoiner
    /// GL: non-breaking ("glue"): no-break space, figure space, non-breaking hyphen.
    case glue
    /// BA: break after: hyphen U+2010, en dash, tab, soft hyphen, the spaces of General
    /// Punctuation, vertical line.
    case breakAfter
    /// BB: break before (acute accent U+00B4 and a few others).
    case breakBefore
    /// B2: break opportunity before and after (em dash).
    case breakBoth
    /// HY: the hyphen-minus `-`: a break after it, except before a number.
    case hyphen
    /// CB: contingent break (object replacement character).
    case contingent
    /// CL: closing punctuation such as `}` and `」`.
    case closePunctuation
    /// CP: closing parenthesis and bracket `)` `]`.
    case closeParenthesis
    /// EX: exclamation and interrogation `!` `?`.
    case exclamation
    /// IN: inseparable (ellipsis, two dot leader).
    case inseparable
    /// NS: nonstarter (small kana, `‼`, iteration marks).
    case nonstarter
    /// OP: opening punctuation `(` `[` `{` `¡` `¿` `‚` `„`.
    case openPunctuation
    /// QU: ambiguous quotation `"` `'` `«` `»` `‘` `’` `“` `”`.
    case quotation
    /// IS: infix numeric separator `,` `.` `:` `;`.
    case infixSeparator
    /// NU: digits.
    case numeric
    /// PO: postfix numeric `%` `¢` `°` `‰`.
    case postfixNumeric
    /// PR: prefix numeric `$` `£` `¥` `+` `\` `±` and other currency signs.
    case prefixNumeric
    /// SY: symbols allowing a break after (`/`).
    case symbol
    /// AL: alphabetic and most symbols (also AI, SA, XX, SG resolved, LB1).
    case alphabetic
    /// ID: ideographic (CJK, kana, Hangul, emoji): a break before and after.
    case ideographic

    /// The class of `character`, from its first scalar.
    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .alphabetic
            return
        }
        if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) {
            self = .alphabetic  // an ASCII letter, most of any text: no property lookup
        } else if character.isNewline {
            self = .mandatoryBreak
        } else if let listed = LineBreakClass.listed(scalar.value) {
            self = listed
        } else {
            self = LineBreakClass.byProperties(scalar)
        }
    }

    /// The classes UAX #14's data file gives the characters Latin text uses; `nil` for a
    /// scalar classified by its properties.
    private static func listed(_ value: UInt32) -> LineBreakClass? {
        switch value {
        case 0x09: return .breakAfter
        case 0x20: return .space
        case 0x21, 0x3F: return .exclamation
        case 0x22, 0x27: return .quotation
        case 0x24, 0x2B, 0x5C: return .prefixNumeric
        case 0x25: return .postfixNumeric
        case 0x28, 0x5B, 0x7B: return .openPunctuation
        case 0x29, 0x5D: return .closeParenthesis
        case 0x7D: return .closePunctuation
        case 0x2C, 0x2E, 0x3A, 0x3B: return .infixSeparator
        case 0x2D: return .hyphen
        case 0x2F: return .symbol
        case 0x30...0x39: return .numeric
        case 0x7C: return .breakAfter
        case 0xA0: return .glue
        case 0xA1, 0xBF: return .openPunctuation
        case 0xA2, 0xB0: return .postfixNumeric
        case 0xA3, 0xA4, 0xA5, 0xB1: return .prefixNumeric
        case 0xAB, 0xBB: return .quotation
        case 0xAD: return .breakAfter
        case 0xB4: return .breakBefore
        case 0x2000...0x2006, 0x2008...0x200A: return .breakAfter
        case 0x2007, 0x2011, 0x202F: return .glue
        case 0x200B: return .zeroWidthSpace
        case 0x2010, 0x2012, 0x2013: return .breakAfter
        case 0x2014: return .breakBoth
        case 0x2018, 0x2019, 0x201B, 0x201C, 0x201D, 0x201F, 0x2039, 0x203A: return .quotation
        case 0x201A, 0x201E: return .openPunctuation
        case 0x2024, 0x2025, 0x2026: return .inseparable
        case 0x2027: return .breakAfter
        case 0x2030...0x2037: return .postfixNumeric
        case 0x203C, 0x203D, 0x2047...0x2049: return .nonstarter
        case 0x2044: return .infixSeparator
        case 0x2060, 0xFEFF: return .wordJoiner
        case 0x20A0...0x20CF: return .prefixNumeric
        case 0x2028, 0x2029: return .mandatoryBreak
        case 0x3000: return .breakAfter
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E: return .closePunctuation
        case 0x3005, 0x301C, 0x303B, 0x303C, 0x309B...0x309E, 0x30A0, 0x30FB...0x30FE: return .nonstarter
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
            0x3095, 0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5,
            0x30E7, 0x30EE, 0x30F5, 0x30F6:
            return .nonstarter  // small kana: CJ, resolved to NS (LB1)
        case 0xFFFC: return .contingent
        default: return nil
        }
    }

    /// The class of a scalar the table does not list, from its general category.
    private static func byProperties(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .openPunctuation: return .openPunctuation
        case .closePunctuation: return .closePunctuation
        case .initialPunctuation, .finalPunctuation: return .quotation
        case .decimalNumber: return isWide(scalar.value) ? .ideographic : .numeric
        case .spaceSeparator: return .breakAfter
        case .currencySymbol: return .prefixNumeric
        case .lineSeparator, .paragraphSeparator: return .mandatoryBreak
        default: break
        }
        if properties.isEmojiPresentation || isWide(scalar.value) { return .ideographic }
        return .alphabetic
    }

    /// Whether `value` is in a CJK, kana, Hangul, Yi or fullwidth block (ID in UAX #14).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3040...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F1E6...0x1F1FF,
            0x1F200...0x1F2FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
