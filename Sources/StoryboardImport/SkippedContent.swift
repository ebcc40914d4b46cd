import Navigation

/// What an import left out of the picture: every element and attribute of the file it did not
/// read, and every value it could only approximate, counted, so a reader sees what the printed
/// scenes do not show instead of trusting a silent subset.
public struct SkippedContent: Hashable, Sendable {
    /// One kind of thing left out, with how often it occurs.
    public struct Entry: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// What was left out.
        public enum Kind: String, Hashable, Sendable, Comparable {
            /// An element (with everything inside it), under its parent element.
            case element
            /// An attribute of an element.
            case attribute
            /// A value read approximately (a line break mode the renderer lacks, a system font
            /// weight shown as regular or bold...).
            case approximation

            /// Orders elements, then attributes, then approximations.
            public static func < (lhs: Kind, rhs: Kind) -> Bool {
                lhs.order < rhs.order
            }

            private var order: Int {
                switch self {
                case .element: 0
                case .attribute: 1
                case .approximation: 2
                }
            }
        }

        /// Element, attribute or approximation.
        public var kind: Kind
        /// Where: the parent element for an element, the element for an attribute or a value.
        public var context: String
        /// The element's, attribute's or value's name.
        public var name: String
        /// How many times it occurs in the file.
        public var count: Int
        /// For elements: how many elements they held, left out with them.
        public var inside: Int
        /// The line of the first occurrence.
        public var firstLine: Int

        /// `element view/constraints  14 (97 inside)`, `attribute label.opaque  55`,
        /// `approximation label: lineBreakMode=middleTruncation (shown as tailTruncation)  2`; no
        /// line numbers, so the text does not change when lines move.
        public var description: String {
            let what: String
            switch kind {
            case .element: what = "element \(context)/\(name)"
            case .attribute: what = "attribute \(context).\(name)"
            case .approximation: what = "approximation \(context): \(name)"
            }
            return what + "  \(count)" + (inside > 0 ? " (\(inside) inside)" : "")
        }

        /// Orders by kind, then context, then name, for a stable listing.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.kind, lhs.context, lhs.name) < (rhs.kind, rhs.context, rhs.name)
        }
    }

    private struct Key: Hashable {
        let kind: Entry.Kind
        let context: String
        let name: String
    }

    /// An entry whose context and name are both known words, counted by the words' values:
    /// no text is made for it after its first occurrence (an import counts an unread
    /// attribute about once per element).
    private struct KnownKey: Hashable {
        let kind: Entry.Kind
        let context: Word
        let name: Word
    }

    /// Entries of known words.
    private var known: [KnownKey: Entry] = [:]
    /// The other entries.
    private var counts: [Key: Entry] = [:]

    /// Nothing skipped yet.
    public init() {}

    /// Whether both list the same entries.
    public static func == (lhs: SkippedContent, rhs: SkippedContent) -> Bool {
        lhs.entries == rhs.entries
    }

    /// Hashes the entries.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }

    /// Every entry, sorted by kind, context and name.
    /// - Complexity: O(*e* log *e*) for *e* entries.
    public var entries: [Entry] {
        var merged = counts
        for entry in known.values {
            let key = Key(kind: entry.kind, context: entry.context, name: entry.name)
            if var existing = merged[key] {
                existing.count += entry.count
                existing.inside += entry.inside
                existing.firstLine = min(existing.firstLine, entry.firstLine)
                merged[key] = existing
            } else {
                merged[key] = entry
            }
        }
        return merged.values.sorted()
    }

    /// Whether nothing was left out.
    public var isEmpty: Bool { counts.isEmpty && known.isEmpty }

    /// The number of occurrences left out, over all entries.
    public var totalCount: Int { counts.values.reduce(0) { $0 + $1.count } + known.values.reduce(0) { $0 + $1.count } }

    /// Records `node` of `tree` and everything inside it as skipped, under `parent`.
    mutating func skip(_ node: XMLTree.Node, in parent: XMLTree.Node, of tree: XMLTree) {
        add(
            .element, context: tree.name(of: parent), tree[parent].word, name: tree.name(of: node), tree[node].word,
            line: tree[node].line, inside: tree.descendantCount(of: node))
    }

    /// Records `node` of `tree` and everything inside it as skipped, under the element named
    /// `parent`.
    mutating func skip(_ node: XMLTree.Node, in parent: String, of tree: XMLTree) {
        add(
            .element, context: parent, Word(parent), name: tree.name(of: node), tree[node].word,
            line: tree[node].line, inside: tree.descendantCount(of: node))
    }

    /// Records the attributes of `node` of `tree` nobody read as skipped, except the
    /// bookkeeping ones (``XMLTree/isBookkeeping(_:)``).
    mutating func skipAttributes(of node: XMLTree.Node, in tree: XMLTree) {
        let record = tree[node]
        tree.forEachUnread(of: node) { word, unknownName in
            if record.word != .unknown, word != .unknown {
                add(known: .attribute, record.word, word, line: record.line, inside: 0)
            } else {
                add(.attribute, context: tree.name(of: node), record.word, name: unknownName ?? word.text, word, line: record.line, inside: 0)
            }
        }
    }

    /// Records a value of `element` read only approximately, such as `lineBreakMode=middleTruncation`.
    mutating func approximate(_ element: String, _ value: String, line: Int) {
        add(.approximation, context: element, .unknown, name: value, .unknown, line: line, inside: 0)
    }

    /// Counts an element or attribute whose context and name are both known words: the texts
    /// are only made for the first occurrence.
    private mutating func add(known kind: Entry.Kind, _ contextWord: Word, _ nameWord: Word, line: Int, inside: Int) {
        let key = KnownKey(kind: kind, context: contextWord, name: nameWord)
        if let index = known.index(forKey: key) {
            known.values[index].count += 1
            known.values[index].inside += inside
        } else {
            known[key] = Entry(kind: kind, context: contextWord.text, name: nameWord.text, count: 1, inside: inside, firstLine: line)
        }
    }

    private mutating func add(_ kind: Entry.Kind, context: String, _ contextWord: Word, name: String, _ nameWord: Word, line: Int, inside: Int) {
        if contextWord != .unknown, nameWord != .unknown {
            add(known: kind, contextWord, nameWord, line: line, inside: inside)
            return
        }
        let key = Key(kind: kind, context: context, name: name)
        if let index = counts.index(forKey: key) {
            counts.values[index].count += 1
            counts.values[index].inside += inside
        } else {
            counts[key] = Entry(kind: kind, context: context, name: name, count: 1, inside: inside, firstLine: line)
        }
    }
}
