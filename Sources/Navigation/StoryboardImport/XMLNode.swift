/// One element of a storyboard file as the importer keeps it while it reads a scene: its name,
/// its attributes, the line of its start tag, its child elements and its text.
///
/// Names are known ``Word``s where the vocabulary has them, so readers compare integers.
/// Reading an attribute (``take(_:)``) marks it read, so what is left once an element has
/// been read is exactly what the importer skipped (``SkippedContent/skipAttributes(of:)``).
struct XMLNode {
    /// One attribute.
    struct Attribute {
        /// The attribute's name as a known word, or ``Word/unknown``.
        let word: Word
        /// The name of an attribute that is not a known word (nil for known ones, whose name
        /// is the word's text: no string to retain on the hot path).
        let unknownName: String?
        /// Its value.
        let value: String

        /// The attribute's name as written.
        var name: String { unknownName ?? word.text }
    }

    /// The element's name as written, such as `label`.
    var name: String { unknownName ?? word.text }
    /// The name of an element that is not a known word.
    private let unknownName: String?
    /// The element's name as a known word.
    let word: Word
    /// The value of its `key` attribute (`frame`, `backgroundColor`...) as a known word;
    /// ``Word/unknown`` when it has none or another.
    let keyWord: Word
    /// The attributes, in the parser's order.
    private(set) var attributes: [Attribute]
    /// Which attributes have been read, one bit per position (the first 64).
    private var read: UInt64 = 0
    /// The line of the start tag, from 1.
    let line: Int
    /// The child elements, in file order.
    var children: [XMLNode] = []
    /// The text directly inside (kept only for `<string>` elements, which hold long texts).
    var text = ""
    /// How many elements inside this one were counted but not kept (a collapsed subtree:
    /// elements nobody reads, such as `<constraints>`, are never built).
    var hiddenDescendants = 0

    /// An element named `name` (known as `word`) with the parser's `attributes`.
    /// - Complexity: O(*a*) for *a* attributes.
    init(name: String, word: Word, attributes: [String: String], line: Int) {
        self.unknownName = word == .unknown ? name : nil
        self.word = word
        self.line = line
        var list: [Attribute] = []
        list.reserveCapacity(attributes.count)
        var key = Word.unknown
        for (attributeName, value) in attributes {
            let word = Word(attributeName)
            if word == .key { key = Word(value) }
            list.append(Attribute(word: word, unknownName: word == .unknown ? attributeName : nil, value: value))
        }
        self.keyWord = key
        self.attributes = list
    }

    /// An element named `name` with the parser's `attributes`.
    init(name: String, attributes: [String: String], line: Int) {
        self.init(name: name, word: Word(name), attributes: attributes, line: line)
    }

    /// An element whose content nobody reads: only its name and line are kept.
    init(collapsed name: String, line: Int) {
        self.unknownName = name
        self.word = .unknown
        self.keyWord = .unknown
        self.attributes = []
        self.line = line
    }

    /// The value of the attribute `word` without marking it read (to look before reading).
    func peek(_ word: Word) -> String? {
        for attribute in attributes where attribute.word == word { return attribute.value }
        return nil
    }

    /// Reads the attribute `word`, marking it read.
    mutating func take(_ word: Word) -> String? {
        for index in attributes.indices where attributes[index].word == word {
            if index < 64 { read |= 1 << UInt64(index) }
            return attributes[index].value
        }
        return nil
    }

    /// Reads the attribute `word` as a finite number; nil when absent or not a number.
    mutating func takeNumber(_ word: Word) -> Double? {
        take(word).flatMap(Self.number)
    }

    /// `text` as a finite number: integers and numbers with one decimal (`320`, `0.0`,
    /// `-9`, `31.5`: most frames and sizes) without `strtod`, exactly as `strtod` rounds them
    /// (one integer division by 10, correctly rounded); anything else through `Double(_:)`.
    static func number(_ text: String) -> Double? {
        let quick = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var index = 0, value = 0, decimals = -1
            let negative = bytes.first == UInt8(ascii: "-")
            if negative { index = 1 }
            guard index < bytes.count, bytes.count - index <= 11 else { return nil }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "."), decimals < 0 {
                    decimals = 0
                    continue
                }
                guard byte >= 48, byte <= 57, decimals < 1 else { return nil }
                if decimals >= 0 { decimals += 1 }
                value = value * 10 + Int(byte - 48)
            }
            guard decimals != 0 else { return nil }
            let magnitude = decimals == 1 ? Double(value) / 10 : Double(value)
            return negative ? -magnitude : magnitude
        }
        if let quick, let value = quick { return value }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Reads the `YES`/`NO` attribute `word`; nil when absent.
    mutating func takeFlag(_ word: Word) -> Bool? {
        take(word).map { $0 == "YES" }
    }

    /// Calls `body` with each attribute nobody read, bookkeeping ones aside
    /// (``isBookkeeping(_:)``).
    func forEachUnread(_ body: (Attribute) -> Void) {
        for index in attributes.indices where index >= 64 || read & (1 << UInt64(index)) == 0 {
            if !Self.isBookkeeping(attributes[index].word) { body(attributes[index]) }
        }
    }

    /// Whether an attribute only identifies or places the object in the editor, not what it
    /// shows: ids, the key already used to pick the element, editor-only flags. Such
    /// attributes are never reported as skipped.
    static func isBookkeeping(_ word: Word) -> Bool {
        switch word {
        case .id, .key, .sceneMemberID, .misplaced, .ambiguous, .placeholderIntrinsicWidth, .placeholderIntrinsicHeight,
             .fixedFrame, .customModule, .customModuleProvider, .useStoryboardIdentifierAsRestorationIdentifier:
            return true
        default:
            return false
        }
    }

    /// The first child that is the element `word` with the key `key` (any key when nil).
    func child(_ word: Word, key: Word? = nil) -> XMLNode? {
        children.first { $0.word == word && (key == nil || $0.keyWord == key) }
    }

    /// The index of the first child that is the element `word` with the key `key`.
    func childIndex(_ word: Word, key: Word? = nil) -> Int? {
        children.firstIndex { $0.word == word && (key == nil || $0.keyWord == key) }
    }
}
