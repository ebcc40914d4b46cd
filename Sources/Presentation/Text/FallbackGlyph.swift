/// How a scalar that has no width in the Helvetica AFM files is measured.
///
/// iOS drew such characters with a fallback font (Apple Color Emoji, Heiti, a Hangul font...);
/// we do not have those metrics, so each class gets one documented width in AFM units
/// (1000 per em):
///
/// - ``zeroWidth`` (0): combining marks (general categories Mn and Me), format and control
///   characters (Cf, Cc), line and paragraph separators, default-ignorable code points (zero
///   width space and joiners, variation selectors, soft hyphen), and the Hangul medial vowels
///   and final consonants that join a leading consonant into one syllable block.
/// - ``emoji`` (1000): scalars with the Unicode `Emoji` property. The Swift standard library does
///   not expose `Extended_Pictographic`; `Emoji` covers the pictographs, regional indicators
///   (flags) and skin-tone modifiers, and every ASCII scalar it also covers (digits, `#`, `*`)
///   has an AFM width, which wins.
/// - ``wide`` (1000): East Asian wide and fullwidth scalars (UAX #11 W/F blocks: CJK ideographs
///   and punctuation, Hiragana, Katakana, Bopomofo, Hangul, Yi, fullwidth forms).
/// - ``unknown`` (556): anything else: the width of a Helvetica digit and of most lowercase
///   letters, so an unknown letter takes a plausible amount of room.
enum FallbackGlyph: Hashable, Sendable {
    /// Draws nothing and takes no room.
    case zeroWidth
    /// One emoji glyph, a full em.
    case emoji
    /// One East Asian wide or fullwidth glyph, a full em.
    case wide
    /// A character nothing else describes, measured as a digit.
    case unknown

    /// The advance of this class in AFM units.
    var units: Int {
        switch self {
        case .zeroWidth: 0
        case .emoji, .wide: 1000
        case .unknown: 556
        }
    }

    /// The class of `scalar`, which has no AFM width.
    init(_ scalar: Unicode.Scalar) {
        let properties = scalar.properties
        if FallbackGlyph.isZeroWidth(scalar, properties) {
            self = .zeroWidth
        } else if properties.isEmoji {
            self = .emoji
        } else if FallbackGlyph.isEastAsianWide(scalar.value) {
            self = .wide
        } else {
            self = .unknown
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar, _ properties: Unicode.Scalar.Properties) -> Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return true }
        let value = scalar.value
        return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    /// Blocks whose characters are East Asian Wide or Fullwidth in UAX #11, sorted.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo leading consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // Vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // Enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Extensions B-F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extension G and later
    ]

    /// Whether `value` lies in one of ``wideRanges``.
    ///
    /// - Complexity: O(log r) with r the number of ranges (17).
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = low + (high - low) / 2
            let range = wideRanges[middle]
            if range.contains(value) { return true }
            if value < range.lowerBound { high = middle } else { low = middle + 1 }
        }
        return false
    }
}
