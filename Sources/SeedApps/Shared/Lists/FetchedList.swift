import Presentation

/// What a list fetch brought back: every record that could be read, in the service's order,
/// and what could not be shown: records that could not be read (how many, and why the first
/// one could not), and records left on the service because a limit stopped the loading.
///
/// A list shows ``elements`` whatever else happened, and says the rest in one line
/// (``footnote(_:)``) and one sentence (``notice(_:)``), so a user always knows when a list is
/// not the whole story.
public struct FetchedList<Element: Hashable & Sendable>: Hashable, Sendable {
    /// The records that could be read, in order.
    public internal(set) var elements: [Element]
    /// The records that could not be read, if any.
    public internal(set) var unreadable: UnreadableRecords?
    /// The records left on the service, if a limit stopped the loading.
    public internal(set) var remainder: RemainingRecords?

    /// A list of `elements`, complete unless `unreadable` or `remainder` say otherwise.
    public init(_ elements: [Element], unreadable: UnreadableRecords? = nil, remainder: RemainingRecords? = nil) {
        self.elements = elements
        self.unreadable = unreadable
        self.remainder = remainder
    }

    /// Whether every record of the list was read and shown.
    public var isComplete: Bool { unreadable == nil && remainder == nil }

    /// One short line for the end of the list (`2 todos could not be read · 10,000 of 12,345
    /// shown`); nil when the list is complete.
    public func footnote(_ noun: RecordNoun) -> String? {
        var parts: [String] = []
        if let unreadable { parts.append("\(noun.counted(unreadable.count)) could not be read") }
        if let remainder {
            let shown = Counted.number(elements.count + (unreadable?.count ?? 0))
            parts.append(remainder.total.map { "\(shown) of \(noun.counted($0)) loaded" } ?? "the first \(shown) \(noun.plural) loaded; more exist")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// What the list does not show, in sentences for an alert; nil when the list is complete.
    public func notice(_ noun: RecordNoun) -> String? {
        var sentences: [String] = []
        if let unreadable {
            let verb = unreadable.count == 1 ? "is" : "are"
            sentences.append("\(noun.counted(unreadable.count)) could not be read and \(verb) not shown: \(unreadable.firstReason)")
        }
        if let remainder {
            let loaded = Counted.number(elements.count + (unreadable?.count ?? 0))
            if let total = remainder.total {
                sentences.append("The service has \(noun.counted(total)); the app loads at most \(remainder.limit), so only the first \(loaded) are shown.")
            } else {
                sentences.append("The service has more \(noun.plural); the app stops after \(remainder.limit), so only the first \(loaded) are shown.")
            }
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}

/// Records of a list that could not be read: how many, and why the first one could not.
public struct UnreadableRecords: Hashable, Sendable {
    /// How many records could not be read.
    public let count: Int
    /// Why the first of them could not, as a sentence ending with a period (the service's text
    /// in it bounded, see ``ServerText``).
    public let firstReason: String

    /// `count` unreadable records, the first for `firstReason`.
    public init(count: Int, firstReason: String) {
        self.count = max(count, 1)
        let sentence = ServerText.summary(firstReason)
        self.firstReason = sentence.hasSuffix(".") || sentence.hasSuffix("…") ? sentence : sentence + "."
    }
}

/// Records a limit left on the service: how many in all when the service said, and the limit.
public struct RemainingRecords: Hashable, Sendable {
    /// The number of records on the service (all pages), when the service said.
    public let total: Int?
    /// The limit that stopped the loading, in words (`10,000 todos`, `100 pages`).
    public let limit: String

    /// Records left after `limit`, `total` in all when known.
    public init(total: Int?, limit: String) {
        self.total = total
        self.limit = limit
    }
}

/// The words for one kind of record: `todo` and `todos`.
public struct RecordNoun: Hashable, Sendable {
    /// The singular.
    public let singular: String
    /// The plural.
    public let plural: String

    /// A noun with its plural (`s` added when not given).
    public init(_ singular: String, plural: String? = nil) {
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    /// `1 todo`, `12,345 todos`.
    public func counted(_ count: Int) -> String {
        Counted.number(count) + " " + (count == 1 ? singular : plural)
    }
}
