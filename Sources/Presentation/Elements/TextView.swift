/// The properties of a `UITextView`: scrolling text with an inset.
///
/// UIKit facts: a text view made in Interface Builder defaults to system 14; one made in code
/// uses Helvetica 12 (approx.). The text inset is about 8 points. It scrolls when its text is
/// taller than its bounds.
public struct TextView: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// The font.
    public var font: Font
    /// The text color.
    public var textColor: Color
    /// Whether the user can edit the text.
    public var isEditable: Bool
    /// The inset of the text from the bounds on every side.
    public var textInset: Double
    /// How far the text is scrolled down, in points.
    public var contentOffsetY: Double
    /// Whether the text view has the keyboard focus (an editable one a user tapped).
    public var isFocused: Bool

    /// The inset UIKit uses, about 8 points.
    public static let defaultTextInset: Double = 8

    /// Creates a text view.
    public init(
        _ text: String,
        font: Font = .system(14),
        textColor: Color = .black,
        isEditable: Bool = true,
        textInset: Double = TextView.defaultTextInset,
        contentOffsetY: Double = 0,
        isFocused: Bool = false
    ) {
        self.isFocused = isFocused
        self.text = text
        self.font = font
        self.textColor = textColor
        self.isEditable = isEditable
        self.textInset = textInset
        self.contentOffsetY = contentOffsetY
    }
}
