/// Lines of text drawn for one element, with the box they belong to (the label's frame, or
/// the text view's bounds), in screen points.
struct TextDrawing: Sendable, Equatable {
    /// The element's frame on screen; the text is shown inside it.
    var frame: Rect
    /// The lines, top to bottom.
    var runs: [TextRun]

    /// A label's visible lines in `frame` (screen points): UILabel centres its lines vertically
    /// in its frame and aligns each line horizontally; nil when the label has no text.
    /// - Complexity: O(n) in the length of the text.
    static func label(_ label: Label, frame: Rect, color: Color? = nil) -> TextDrawing? {
        guard let layout = label.textLayout(in: frame.size), !layout.lines.isEmpty else { return nil }
        let blockTop = frame.minY + (frame.height - layout.size.height) / 2
        let anchorX: Double
        switch label.alignment {
        case .left: anchorX = frame.minX
        case .center: anchorX = frame.minX + frame.width / 2
        case .right: anchorX = frame.maxX
        }
        let runs = layout.lineTexts.enumerated().map { index, text in
            TextRun(
                text: text, font: label.font, color: color ?? label.textColor, alignment: label.alignment,
                anchorX: anchorX, top: blockTop + Double(index) * layout.lineHeight, lineHeight: layout.lineHeight
            )
        }
        return TextDrawing(frame: frame, runs: runs)
    }
}
