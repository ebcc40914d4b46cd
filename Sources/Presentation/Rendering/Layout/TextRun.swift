/// One line of text placed on screen, as a user sees it (already wrapped and truncated).
struct TextRun: Sendable, Equatable {
    /// A part of a line in a font of its own (a web page's bold or italic words, a list
    /// marker), placed from the line's left edge.
    struct Part: Sendable, Equatable {
        /// The characters.
        var text: String
        /// Their font.
        var font: Font
        /// The distance from the line's left edge (``anchorX``) to the part's start.
        var offsetX: Double
    }

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
    /// The distance from the top of the line box to the baseline; `nil` for the font's
    /// ascender (a label's lines).
    var baselineOffset: Double?
    /// The parts of a left-aligned line drawn in different fonts; `nil` when the whole line is
    /// in ``font``.
    var parts: [Part]?

    /// The middle of the line box.
    var midY: Double { top + lineHeight / 2 }
}
