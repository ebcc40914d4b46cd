/// Text that breaks naive code: right-to-left scripts, combining marks, emoji sequences,
/// zero-width and bidi control characters, quotes, markup, control characters, and long runs.
/// The journeys type it and the hostile-input tests feed it to every text field and label.
enum HostileText {
    /// Each sample with what it exercises.
    static let samples: [(name: String, text: String)] = [
        ("plain", "Buy milk"),
        ("empty", ""),
        ("spaces", "   "),
        ("Arabic (right to left)", "اشترِ الحليب"),
        ("Hebrew (right to left)", "לקנות חלב"),
        ("mixed direction", "Call אבא at 5"),
        ("combining marks", "e\u{301}\u{302}\u{303}\u{304} Zalgo: Z\u{324}\u{354}\u{367}a\u{308}\u{356}"),
        ("emoji sequences", "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇯🇵"),
        ("zero-width", "zero\u{200B}width\u{200C}non\u{200D}joiner\u{FEFF}"),
        ("bidi override", "\u{202E}gnp.exe\u{202C} and \u{2066}isolate\u{2069}"),
        ("line separators", "one\u{2028}two\u{2029}three"),
        ("control characters", "tab\there\nnew line\r\u{0}nul\u{7}bell\u{1B}[31mred"),
        ("quotes and backslashes", "\"quoted\" 'single' back\\slash \\u{41}"),
        ("markup", "<script>alert('x')</script><b>bold</b> &amp; &lt;"),
        ("JSON", "{\"text\":\"injected\",\"complete\":true}"),
        ("OData", "x' or complete eq true or text eq '"),
        ("wide characters", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ﷽ 漢字かなカナ"),
        ("long word", String(repeating: "W", count: 300)),
    ]

    /// Just the texts.
    static var texts: [String] { samples.map(\.text) }

    /// A string of `count` characters mixing scripts, for size limits.
    static func huge(_ count: Int) -> String {
        let unit = Array("aé漢👍 ")
        return String((0..<count).map { unit[$0 % unit.count] })
    }

    /// The first scalar of `text` that a snapshot must show as an escape but shows raw (a
    /// control character other than the line breaks between snapshot lines, a bidi control, a
    /// zero-width space, a line or paragraph separator, a byte-order mark), described; nil
    /// when there is none.
    /// - Complexity: O(n).
    static func firstUnescapedScalar(in text: String) -> String? {
        for scalar in text.unicodeScalars where mustBeEscaped(scalar) {
            return "U+" + String(scalar.value, radix: 16, uppercase: true) + " is printed raw"
        }
        return nil
    }

    private static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0..<0x20, 0x7F..<0xA0: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x200B, 0x2028, 0x2029, 0xFEFF: return true
        default: return false
        }
    }
}
