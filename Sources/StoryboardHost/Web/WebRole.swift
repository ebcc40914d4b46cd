import Presentation

/// The ARIA role the page gives a VoiceOver element, from its traits: what a screen reader on
/// the web announces for what VoiceOver announces on the device.
///
/// | Traits | Role |
/// | --- | --- |
/// | header | `heading` |
/// | button | `button` |
/// | link | `link` |
/// | search field | `searchbox` |
/// | adjustable | `slider` |
/// | image | `img` |
/// | static text, or none | `paragraph` |
/// | none, on a text field or an editable text view | `textbox` |
enum WebRole {
    /// The role of `element`.
    static func of(_ element: AccessibleElement) -> String {
        let traits = element.traits
        if traits.contains(.header) { return "heading" }
        if traits.contains(.searchField) { return "searchbox" }
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.button) { return "button" }
        if traits.contains(.image) { return "img" }
        if traits.isEmpty, isTextInput(element.name) { return "textbox" }
        return "paragraph"
    }

    /// Whether `name` is a text field's or text view's (`textfield comment`, `row 0.1 textview notes`).
    private static func isTextInput(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        let kind = words.first == "row" ? words.dropFirst(2).first : words.first
        return kind == "textfield" || kind == "textview"
    }
}
