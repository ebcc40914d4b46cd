/// One line of text placed on screen, as a user sees it (already wrapped and truncated).
struct TextRun: Sendable, Equatable {
    /// The characters shown.
    var text: String
    /// The font.
    var font: Font
    /// The color.
    var color: Color
    /// How the line sits on ``anchorX``.
    var alignment: TextAlignment
    /// The line's left edge, centre or right edge (by ``alignment``), in screen points.
    var anchorX: Double
    /// The top of the line box, in screen points.
    var top: Double
    /// The height of the line box.
    var lineHeight: Double

    /// The middle of the line box.
    var midY: Double { top + lineHeight / 2 }
}
