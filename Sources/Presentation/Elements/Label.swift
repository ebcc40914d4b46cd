/// The properties of a `UILabel`, with UIKit's defaults: system font 17, black, left aligned,
/// one line, tail truncation.
public struct Label: Sendable, Equatable {
    /// The text shown; nil shows nothing.
    public var text: String?
    /// The font.
    public var font: Font
    /// The text color.
    public var textColor: Color
    /// The horizontal alignment.
    public var alignment: TextAlignment
    /// The most lines shown; 0 means no limit.
    public var numberOfLines: Int
    /// What happens to text that does not fit.
    public var lineBreakMode: LineBreakMode
    /// Where ``text`` comes from: data unless the app marks it its own wording
    /// (``TextOrigin``), which a translation (``DisplayLocale``) replaces.
    public var textOrigin: TextOrigin

    /// Creates a label; every argument has UIKit's default.
    public init(
        _ text: String?,
        font: Font = .system(17),
        textColor: Color = .black,
        alignment: TextAlignment = .left,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .tailTruncation,
        origin: TextOrigin = .data
    ) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.textOrigin = origin
    }
}

extension Label {
    /// A label showing the app's own wording, `text`, which a translation replaces.
    public static func app(
        _ text: String,
        font: Font = .system(17),
        textColor: Color = .black,
        alignment: TextAlignment = .left,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .tailTruncation
    ) -> Label {
        Label(text, font: font, textColor: textColor, alignment: alignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, origin: .app)
    }
}

/// Horizontal text alignment (`NSTextAlignment`).
public enum TextAlignment: String, Sendable, Equatable {
    /// Left aligned, UIKit's default.
    case left
    /// Centered.
    case center
    /// Right aligned.
    case right
}
