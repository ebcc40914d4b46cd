/// One field of a snapshot line (``SnapshotLine``), as printed and as what it says: the line's
/// head (`label title`), a frame, a font, a color, a quoted text, a state, the action a touch
/// runs, or another detail. The text format prints ``text``; the JSON twin
/// (`ScreenJSONRenderer`) files it under its ``key``, so the two are one model.
public struct SnapshotField: Sendable, Hashable {
    /// What a field says.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        /// The first field: the kind of thing and its name (`label title`, `row 0.1`, `navbar`).
        case head
        /// A frame: `x,y wxh`, or an Auto Layout note.
        case frame
        /// A font: `Helvetica-Bold 17`.
        case font
        /// A text color: `#000000`.
        case color
        /// A background color: `background #FFFFFF`.
        case background
        /// The text shown, in quotes.
        case text
        /// A state: `on`, `selected`, `disabled`, `focused`, `editing`, `hidden`.
        case state
        /// What a touch or a change does, as the app declared it: `-> details`, `tap -> showDetail`.
        case action
        /// What the element tells VoiceOver: `accessibility "Close"`, `traits button`.
        case accessibility
        /// Anything else: a count, a style, an offset, a note.
        case detail
    }

    /// What the field says.
    public var key: Key
    /// The field as printed (empty fields are not printed).
    public var text: String
    /// The rect of a ``Key/frame`` field, nil when no frame is known.
    public var rect: Rect?
    /// The text of a ``Key/text`` field as it is, without quotes or escapes.
    public var value: String?

    /// A field saying `key`, printed as `text`.
    public init(_ key: Key, _ text: String, rect: Rect? = nil, value: String? = nil) {
        self.key = key
        self.text = text
        self.rect = rect
        self.value = value
    }

    /// A line's head: its kind and name (`label title`).
    static func head(_ text: String) -> SnapshotField { SnapshotField(.head, text) }
    /// A frame as `x,y wxh`.
    static func frame(_ rect: Rect) -> SnapshotField { SnapshotField(.frame, PointFormat.string(rect), rect: rect) }
    /// An element's frame as printed (``ElementPrinter/frameText(_:)``).
    static func frame(of element: Element) -> SnapshotField {
        SnapshotField(.frame, ElementPrinter.frameText(element), rect: element.frameSource == .autoLayout ? nil : element.frame)
    }
    /// A font.
    static func font(_ font: Font) -> SnapshotField { SnapshotField(.font, font.description) }
    /// A text color.
    static func color(_ color: Color) -> SnapshotField { SnapshotField(.color, color.hex) }
    /// A quoted text.
    static func text(_ text: String) -> SnapshotField { SnapshotField(.text, TextQuote.quoted(text), value: text) }
    /// A quoted text after `prefix` (`large title "Settings"`).
    static func text(_ text: String, after prefix: String) -> SnapshotField { SnapshotField(.text, prefix + TextQuote.quoted(text), value: text) }
    /// One visible line of a wrapped label or a text view: `| "text"`.
    static func textLine(_ text: String) -> SnapshotField { SnapshotField(.text, "| " + TextQuote.quoted(text), value: text) }
    /// A state word, or nothing when `isOn` is false.
    static func state(_ word: String, if isOn: Bool = true) -> SnapshotField { SnapshotField(.state, isOn ? word : "") }
    /// An action the app declared, already worded (`-> x`, `tap -> x`), or nothing.
    static func action(_ text: String?) -> SnapshotField { SnapshotField(.action, text ?? "") }
    /// Any other detail.
    static func detail(_ text: String) -> SnapshotField { SnapshotField(.detail, text) }
}

/// One line of snapshot text as values: its indentation depth and its fields. ``TextRenderer``
/// prints lines; `ScreenJSONRenderer` writes them as a tree.
public struct SnapshotLine: Sendable, Hashable {
    /// Indentation steps (two spaces each); a line is the child of the nearest line above it
    /// with a smaller depth.
    public var depth: Int
    /// The fields that print, in order (empty ones are dropped).
    public var fields: [SnapshotField]

    /// The line as the text format prints it, without its newline: the depth's indentation,
    /// then the fields joined by two spaces.
    /// - Complexity: O(length of the line).
    public var text: String {
        String(repeating: "  ", count: max(0, depth)) + fields.map(\.text).joined(separator: "  ")
    }

    /// The head's text (`label title`), or "" for a line without one.
    public var head: String { fields.first { $0.key == .head }?.text ?? "" }

    /// The fields saying `key`, in order.
    public func fields(_ key: Key) -> [SnapshotField] { fields.filter { $0.key == key } }

    /// A field's key.
    public typealias Key = SnapshotField.Key
}
