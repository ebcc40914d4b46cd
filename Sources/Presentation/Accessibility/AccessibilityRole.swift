/// What a VoiceOver element is, in the words of the web's ARIA roles: one vocabulary for the
/// web client's page, `expectScreen(_:matches:)` templates and anything else that names
/// elements by role, so they can never disagree.
///
/// | Traits | Role |
/// | --- | --- |
/// | header | `heading` |
/// | search field | `searchbox` |
/// | adjustable | `slider` |
/// | link | `link` |
/// | button | `button` |
/// | image | `img` |
/// | none, on a text field or an editable text view | `textbox` |
/// | static text, or none (a cell, a label) | `paragraph` |
///
/// The first that applies wins (a header that is also a button is a heading).
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A header (a navigation bar's title, a section header, an alert's title).
    case heading
    /// A search field.
    case searchbox
    /// An adjustable element (a slider).
    case slider
    /// A link.
    case link
    /// A button (a bar button, a tab, a switch, a segment, a stepper's half).
    case button
    /// An image with a label.
    case img
    /// A text field or an editable text view.
    case textbox
    /// Static text, a table cell or a grid item.
    case paragraph

    /// The role of `element`, from its traits and, for text input, its name.
    public init(_ element: AccessibleElement) {
        let traits = element.traits
        if traits.contains(.header) {
            self = .heading
        } else if traits.contains(.searchField) {
            self = .searchbox
        } else if traits.contains(.adjustable) {
            self = .slider
        } else if traits.contains(.link) {
            self = .link
        } else if traits.contains(.button) {
            self = .button
        } else if traits.contains(.image) {
            self = .img
        } else if traits.isEmpty, Self.isTextInput(element.name) {
            self = .textbox
        } else {
            self = .paragraph
        }
    }

    /// The role's name (`heading`).
    public var description: String { rawValue }

    /// Whether `name` is a text field's or text view's (`textfield comment`, `row 0.1 textview notes`).
    private static func isTextInput(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        let kind = words.first == "row" ? words.dropFirst(2).first : words.first
        return kind == "textfield" || kind == "textview"
    }
}

extension AccessibleElement {
    /// The element's role (``AccessibilityRole``).
    public var role: AccessibilityRole { AccessibilityRole(self) }
}
