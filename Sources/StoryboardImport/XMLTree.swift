import Navigation
import Presentation

/// The elements of one part of a storyboard file (a `<scene>`, or the document around the
/// scenes) as the importer keeps them while it reads them: flat arrays of plain records, one per
/// element in file order, with their attributes in one array beside them.
///
/// A tree is filled by the parser's callbacks and read by ``SceneReader``; then it is emptied
/// and filled again by the next scene, keeping its storage: reading a file makes no allocation
/// per element, and no element is ever copied or released one by one.
///
/// Elements are named by ``Node`` handles. Names are known ``Word``s where the vocabulary has
/// them, so readers compare integers. Reading an attribute (``take(_:from:)``) marks it read,
/// so what is left once an element has been read is exactly what the importer skipped
/// (``SkippedContent/skipAttributes(of:in:)``).
struct XMLTree {
    /// One element of the tree.
    struct Node: Hashable {
        /// The element's position in file order, from 0.
        fileprivate let index: Int32
    }

    /// What the tree knows of one element, apart from its attributes, name and text.
    struct Record {
        /// The element's name as a known word (``Word/unknown`` for other names).
        let word: Word
        /// The value of its `key` attribute (`frame`, `backgroundColor`...) as a known word;
        /// ``Word/unknown`` when it has none or another.
        let keyWord: Word
        /// The line of the start tag, from 1.
        let line: Int
        /// Its attributes: positions in ``XMLTree/attributes``.
        fileprivate let firstAttribute: Int32
        fileprivate let attributeEnd: Int32
        /// Its name when it is not a known word: a position in ``XMLTree/unknownNames``, or -1.
        fileprivate let unknownName: Int32
        /// Its first and last child, and its next sibling, or -1.
        fileprivate var firstChild: Int32 = -1
        fileprivate var lastChild: Int32 = -1
        fileprivate var nextSibling: Int32 = -1
        /// Its text (kept only for `<string>` elements): a position in ``XMLTree/texts``, or -1.
        fileprivate var text: Int32 = -1
        /// How many elements inside it were counted but not kept (a collapsed subtree: elements
        /// nobody reads, such as `<constraints>`, are never built).
        fileprivate var hiddenDescendants: Int32 = 0
        /// One past the position of its last descendant, once it has ended.
        fileprivate var subtreeEnd: Int32 = -1
    }

    /// The name of one attribute, and whether it has been read.
    private struct AttributeName {
        /// The attribute's name as a known word, or ``Word/unknown``.
        let word: Word
        /// Whether a reader took it.
        var isRead = false
        /// The name of an attribute that is not a known word: a position in
        /// ``XMLTree/unknownNames``, or -1 (no string to retain on the hot path).
        let unknownName: Int32
    }

    private var records: [Record] = []
    /// The attributes' names, by position (plain values: emptying them releases nothing).
    private var attributes: [AttributeName] = []
    /// The attributes' values, by position.
    private var values: [String] = []
    private var unknownNames: [String] = []
    private var texts: [String] = []

    /// The colors of the document's `<resources>` by name (``ResourceColors``): read before
    /// the scenes, so a scene's named colors resolve as it is read. Kept across scenes.
    var resourceColors: [String: Color] = [:]
    /// The app's asset catalog colors by name (``AssetCatalogColors``), which a named color
    /// takes before the file's stored light value. Kept across scenes.
    var assetColors: [String: Color] = [:]
    /// The system font's family for the document's iOS: Helvetica before iOS 9, San Francisco
    /// (``Font/sanFranciscoFamily``) in files of Interface Builder 8000 (Xcode 7) and later.
    /// Kept across scenes.
    var systemFontFamily = "Helvetica"
    /// The text color of a label or text view whose file gives none: black before iOS 13,
    /// UIKit's dynamic `labelColor` (black, white in dark mode) in files of Interface Builder
    /// 15000 (Xcode 11) and later. Kept across scenes.
    var defaultTextColor = Color.black
    /// The generation the document's tables are drawn by: iOS 13's in files of Interface
    /// Builder 15000 (Xcode 11) and later, iOS 6's before. Kept across scenes.
    var tableMetrics = TableMetrics.iOS6

    /// An empty tree.
    init() {}

    /// The first element added, the root of the tree; nil while the tree is empty.
    var root: Node? { records.isEmpty ? nil : Node(index: 0) }

    /// Empties the tree, keeping its storage for the next part of the file.
    /// - Complexity: O(*a*) for *a* attributes with values held in memory of their own.
    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        unknownNames.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
    }

    // MARK: Building

    /// Adds the element named `name` (known as `word`) with the parser's `attributes` as the last
    /// child of `parent` (the root when nil), and returns it with its `id` attribute.
    /// - Complexity: O(*a*) for *a* attributes.
    mutating func append(
        name: String, word: Word, attributes dictionary: [String: String], line: Int, parent: Node?
    ) -> (node: Node, id: String?) {
        let first = Int32(truncatingIfNeeded: attributes.count)
        var key = Word.unknown
        var id: String?
        for (attributeName, value) in dictionary {
            let attributeWord = Word(attributeName)
            switch attributeWord {
            case .key: key = Word(value)
            case .id: id = value
            default: break
            }
            attributes.append(AttributeName(word: attributeWord, unknownName: attributeWord == .unknown ? keep(attributeName) : -1))
            values.append(value)
        }
        let node = append(
            Record(
                word: word, keyWord: key, line: line, firstAttribute: first,
                attributeEnd: Int32(truncatingIfNeeded: attributes.count), unknownName: word == .unknown ? keep(name) : -1
            ), parent: parent)
        return (node, id)
    }

    /// Adds an element whose content nobody reads (only its name, its line and the `kept`
    /// attributes are kept) as the last child of `parent` (the root when nil).
    mutating func appendCollapsed(name: String, word: Word, line: Int, parent: Node?, keeping kept: [(Word, String)] = []) -> Node {
        let first = Int32(truncatingIfNeeded: attributes.count)
        for (attributeWord, value) in kept {
            attributes.append(AttributeName(word: attributeWord, unknownName: -1))
            values.append(value)
        }
        let end = Int32(truncatingIfNeeded: attributes.count)
        return append(
            Record(
                word: word, keyWord: .unknown, line: line, firstAttribute: first, attributeEnd: end,
                unknownName: word == .unknown ? keep(name) : -1), parent: parent)
    }

    private mutating func keep(_ name: String) -> Int32 {
        unknownNames.append(name)
        return Int32(truncatingIfNeeded: unknownNames.count - 1)
    }

    private mutating func append(_ record: Record, parent: Node?) -> Node {
        let index = Int32(truncatingIfNeeded: records.count)
        records.append(record)
        if let parent {
            let previous = records[Int(parent.index)].lastChild
            if previous < 0 { records[Int(parent.index)].firstChild = index } else { records[Int(previous)].nextSibling = index }
            records[Int(parent.index)].lastChild = index
        }
        return Node(index: index)
    }

    /// Counts one more element inside the collapsed `node`.
    mutating func addHiddenDescendant(to node: Node) {
        records[Int(node.index)].hiddenDescendants += 1
    }

    /// Appends `string` to the text of `node`.
    mutating func appendText(_ string: String, to node: Node) {
        let text = records[Int(node.index)].text
        if text < 0 {
            texts.append(string)
            records[Int(node.index)].text = Int32(truncatingIfNeeded: texts.count - 1)
        } else {
            texts[Int(text)] += string
        }
    }

    /// Records that `node` has ended: every element added since is inside it.
    mutating func end(_ node: Node) {
        records[Int(node.index)].subtreeEnd = Int32(truncatingIfNeeded: records.count)
    }

    // MARK: Reading

    /// The element `node`, without its attributes, name and text.
    subscript(node: Node) -> Record {
        records[Int(node.index)]
    }

    /// The element's name as written, such as `label`.
    func name(of node: Node) -> String {
        let record = records[Int(node.index)]
        return record.unknownName < 0 ? record.word.text : unknownNames[Int(record.unknownName)]
    }

    /// The text directly inside `node` (kept only for `<string>` elements, which hold long texts).
    func text(of node: Node) -> String {
        let text = records[Int(node.index)].text
        return text < 0 ? "" : texts[Int(text)]
    }

    /// The child elements of `node`, in file order.
    func children(of node: Node) -> Children {
        Children(records: records, upcoming: records[Int(node.index)].firstChild)
    }

    /// The child elements of an element, in file order.
    struct Children: Sequence, IteratorProtocol {
        fileprivate let records: [Record]
        /// The child `next()` returns, or -1 after the last.
        fileprivate var upcoming: Int32

        /// The next child, or nil after the last.
        mutating func next() -> Node? {
            guard upcoming >= 0 else { return nil }
            defer { upcoming = records[Int(upcoming)].nextSibling }
            return Node(index: upcoming)
        }
    }

    /// The first child of `node` that is the element `word` with the key `key` (any key when nil).
    /// - Complexity: O(*c*) for *c* children.
    func child(_ word: Word, key: Word? = nil, of node: Node) -> Node? {
        children(of: node).first { records[Int($0.index)].word == word && (key == nil || records[Int($0.index)].keyWord == key) }
    }

    /// The value of the attribute `word` of `node` without marking it read (to look before reading).
    func peek(_ word: Word, in node: Node) -> String? {
        let record = records[Int(node.index)]
        for index in Int(record.firstAttribute)..<Int(record.attributeEnd) where attributes[index].word == word {
            return values[index]
        }
        return nil
    }

    /// Reads the attribute `word` of `node`, marking it read.
    mutating func take(_ word: Word, from node: Node) -> String? {
        let record = records[Int(node.index)]
        for index in Int(record.firstAttribute)..<Int(record.attributeEnd) where attributes[index].word == word {
            attributes[index].isRead = true
            return values[index]
        }
        return nil
    }

    /// Reads the attribute `word` of `node` as a finite number; nil when absent or not a number.
    mutating func takeNumber(_ word: Word, from node: Node) -> Double? {
        take(word, from: node).flatMap(Self.number)
    }

    /// Reads the `YES`/`NO` attribute `word` of `node`; nil when absent.
    mutating func takeFlag(_ word: Word, from node: Node) -> Bool? {
        take(word, from: node).map { $0 == "YES" }
    }

    /// Calls `body` with the name of each attribute of `node` nobody read, as a known word, or
    /// as ``Word/unknown`` and its text; bookkeeping ones aside (``isBookkeeping(_:)``).
    func forEachUnread(of node: Node, _ body: (Word, _ unknownName: String?) -> Void) {
        let record = records[Int(node.index)]
        for index in Int(record.firstAttribute)..<Int(record.attributeEnd) where !attributes[index].isRead {
            let name = attributes[index]
            guard !Self.isBookkeeping(name.word) else { continue }
            body(name.word, name.unknownName < 0 ? nil : unknownNames[Int(name.unknownName)])
        }
    }

    /// How many elements `node` holds, at any depth, the collapsed ones included.
    /// - Complexity: O(*d*) for *d* descendants kept.
    func descendantCount(of node: Node) -> Int {
        let first = Int(node.index)
        let end = records[first].subtreeEnd < 0 ? records.count : Int(records[first].subtreeEnd)
        var count = end - first - 1
        for index in first..<end { count += Int(records[index].hiddenDescendants) }
        return count
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
}
