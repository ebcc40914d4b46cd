/// The properties of a `UITextField`: one line of editable text.
public struct TextField: Sendable, Equatable {
    /// The text typed so far.
    public var text: String
    /// The grey hint shown while the field is empty.
    public var placeholder: String?
    /// The font.
    public var font: Font
    /// Whether the field has the keyboard focus.
    public var isFocused: Bool
    /// Whether the user can type into it.
    public var isEnabled: Bool
    /// Where ``placeholder`` comes from: data unless the app marks it its own wording. The
    /// typed ``text`` is always data.
    public var placeholderOrigin: TextOrigin
    /// The keyboard's return key while the field has the focus (`returnKeyType`).
    public var returnKey: ReturnKey = .default

    /// Creates a text field.
    public init(
        _ text: String, placeholder: String? = nil, font: Font = .system(12), isFocused: Bool = false, isEnabled: Bool = true,
        placeholderOrigin: TextOrigin = .data
    ) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.placeholderOrigin = placeholderOrigin
    }
}
