/// Decodes HTML character references (`&amp;`, `&#8217;`, `&#x2019;`) as a browser does.
///
/// Named references need their semicolon and are case-sensitive (`&Eacute;` is not
/// `&eacute;`); an unknown or malformed reference is not decoded, so the caller keeps its text
/// literally. Numeric references may omit the semicolon, as browsers allow. A numeric
/// reference to 0, to a surrogate or beyond U+10FFFF decodes to U+FFFD; one in 0x80...0x9F
/// decodes as the Windows-1252 character that pages of the time meant by it (`&#146;` is `’`).
/// `&nbsp;` decodes to U+00A0, a space that never collapses, as in a browser.
enum HTMLEntity {
    /// The character the reference starting at `scalars[ampersand]` (an `&`) stands for, and
    /// the index just past the reference; `nil` when there is no valid reference there.
    ///
    /// - Complexity: O(1): it looks at most ~40 scalars ahead.
    static func decode(_ scalars: [Unicode.Scalar], at ampersand: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        let start = ampersand + 1
        guard start < scalars.count else { return nil }
        if scalars[start] == "#" {
            return decodeNumeric(scalars, from: start + 1)
        }
        return decodeNamed(scalars, from: start)
    }

    private static let longestName = 32

    private static func decodeNamed(_ scalars: [Unicode.Scalar], from start: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        var index = start
        var name = ""
        while index < scalars.count, index - start < longestName, isASCIIAlphanumeric(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard !name.isEmpty, index < scalars.count, scalars[index] == ";" else { return nil }
        guard let value = named[name], let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }

    private static func decodeNumeric(_ scalars: [Unicode.Scalar], from start: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        var index = start
        var radix: UInt32 = 10
        if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
            radix = 16
            index += 1
        }
        let firstDigit = index
        var value: UInt32 = 0
        while index < scalars.count, let digit = digitValue(scalars[index], radix: radix) {
            value = min(value * radix + digit, tooLarge)
            index += 1
        }
        guard index > firstDigit else { return nil }
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        return (scalar(forCodePoint: value), index)
    }

    /// Any value at or above this is out of Unicode's range; saturating here avoids overflow.
    private static let tooLarge: UInt32 = 0x11_0000

    private static func scalar(forCodePoint value: UInt32) -> Unicode.Scalar {
        if let windows = windows1252[value], let scalar = Unicode.Scalar(windows) { return scalar }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return replacement }
        return scalar
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46 where radix == 16: return scalar.value - 0x41 + 10
        case 0x61...0x66 where radix == 16: return scalar.value - 0x61 + 10
        default: return nil
        }
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return false
        }
    }

    /// What browsers show for numeric references in 0x80...0x9F (the HTML standard's table).
    private static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
        0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
        0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
        0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    /// The named references pages of the time used: markup, typography, symbols, and every
    /// Latin-1 letter.
    private static let named: [String: UInt32] = [
        // Markup and spaces.
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27,
        "nbsp": 0xA0, "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "shy": 0xAD,
        "zwnj": 0x200C, "zwj": 0x200D, "lrm": 0x200E, "rlm": 0x200F,
        // Typography.
        "hellip": 0x2026, "mdash": 0x2014, "ndash": 0x2013, "minus": 0x2212,
        "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D,
        "bdquo": 0x201E, "laquo": 0xAB, "raquo": 0xBB, "lsaquo": 0x2039, "rsaquo": 0x203A,
        "bull": 0x2022, "middot": 0xB7, "dagger": 0x2020, "Dagger": 0x2021, "permil": 0x2030,
        "prime": 0x2032, "Prime": 0x2033, "circ": 0x2C6, "tilde": 0x2DC,
        "iexcl": 0xA1, "iquest": 0xBF, "sect": 0xA7, "para": 0xB6,
        // Symbols.
        "copy": 0xA9, "reg": 0xAE, "trade": 0x2122, "euro": 0x20AC, "cent": 0xA2,
        "pound": 0xA3, "yen": 0xA5, "curren": 0xA4, "brvbar": 0xA6, "uml": 0xA8,
        "ordf": 0xAA, "ordm": 0xBA, "not": 0xAC, "macr": 0xAF, "deg": 0xB0, "plusmn": 0xB1,
        "sup1": 0xB9, "sup2": 0xB2, "sup3": 0xB3, "acute": 0xB4, "micro": 0xB5, "cedil": 0xB8,
        "frac14": 0xBC, "frac12": 0xBD, "frac34": 0xBE, "times": 0xD7, "divide": 0xF7,
        "fnof": 0x192, "larr": 0x2190, "uarr": 0x2191, "rarr": 0x2192, "darr": 0x2193,
        "harr": 0x2194, "infin": 0x221E, "ne": 0x2260, "le": 0x2264, "ge": 0x2265,
        "spades": 0x2660, "clubs": 0x2663, "hearts": 0x2665, "diams": 0x2666,
        // Latin-1 and Latin Extended-A letters.
        "Agrave": 0xC0, "Aacute": 0xC1, "Acirc": 0xC2, "Atilde": 0xC3, "Auml": 0xC4,
        "Aring": 0xC5, "AElig": 0xC6, "Ccedil": 0xC7, "Egrave": 0xC8, "Eacute": 0xC9,
        "Ecirc": 0xCA, "Euml": 0xCB, "Igrave": 0xCC, "Iacute": 0xCD, "Icirc": 0xCE,
        "Iuml": 0xCF, "ETH": 0xD0, "Ntilde": 0xD1, "Ograve": 0xD2, "Oacute": 0xD3,
        "Ocirc": 0xD4, "Otilde": 0xD5, "Ouml": 0xD6, "Oslash": 0xD8, "Ugrave": 0xD9,
        "Uacute": 0xDA, "Ucirc": 0xDB, "Uuml": 0xDC, "Yacute": 0xDD, "THORN": 0xDE,
        "szlig": 0xDF, "agrave": 0xE0, "aacute": 0xE1, "acirc": 0xE2, "atilde": 0xE3,
        "auml": 0xE4, "aring": 0xE5, "aelig": 0xE6, "ccedil": 0xE7, "egrave": 0xE8,
        "eacute": 0xE9, "ecirc": 0xEA, "euml": 0xEB, "igrave": 0xEC, "iacute": 0xED,
        "icirc": 0xEE, "iuml": 0xEF, "eth": 0xF0, "ntilde": 0xF1, "ograve": 0xF2,
        "oacute": 0xF3, "ocirc": 0xF4, "otilde": 0xF5, "ouml": 0xF6, "oslash": 0xF8,
        "ugrave": 0xF9, "uacute": 0xFA, "ucirc": 0xFB, "uuml": 0xFC, "yacute": 0xFD,
        "thorn": 0xFE, "yuml": 0xFF, "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160,
        "scaron": 0x161, "Yuml": 0x178,
    ]
}
