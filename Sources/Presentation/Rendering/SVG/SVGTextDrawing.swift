/// Writes lines of text as SVG `<text>` elements: the run's font family and size, bold and
/// italic where so, filled with the run's color, the baseline at the line's top plus the
/// font's ascender (718/1000 of the size for Helvetica) or, for a web page's line, its
/// baseline in the line box; `text-anchor` by alignment. A web line with a list marker or
/// bold or italic words is written as one `<text>` per part, placed by the package's metrics.
enum SVGTextDrawing {
    /// One `<text>` for `run` (one per part when its parts are in different fonts), moved down
    /// by `dy` and recolored when given (a text shadow).
    static func write(_ run: TextRun, dy: Double = 0, color: Color? = nil, into svg: inout SVGWriter) {
        guard !run.text.isEmpty else { return }
        let baseline = run.top + (run.baselineOffset ?? FontMetrics(run.font).ascender) + dy
        guard let parts = run.parts else {
            write(run.text, font: run.font, x: run.anchorX, baseline: baseline, color: color ?? run.color, alignment: run.alignment, into: &svg)
            return
        }
        for part in parts {
            write(part.text, font: part.font, x: run.anchorX + part.offsetX, baseline: baseline, color: color ?? run.color, alignment: .left, into: &svg)
        }
    }

    private static func write(
        _ text: String, font: Font, x: Double, baseline: Double, color: Color, alignment: TextAlignment, into svg: inout SVGWriter
    ) {
        guard !text.isEmpty else { return }
        var attributes: [SVGWriter.Attribute] = [
            ("x", SVGNumber.string(x)), ("y", SVGNumber.string(baseline)),
            ("font-family", font.family), ("font-size", SVGNumber.string(FontMetrics(font).pointSize)),
        ]
        if font.weight == .bold { attributes.append(("font-weight", "bold")) }
        if font.isItalic { attributes.append(("font-style", "italic")) }
        attributes += SVGWriter.fill(color)
        switch alignment {
        case .left: break
        case .center: attributes.append(("text-anchor", "middle"))
        case .right: attributes.append(("text-anchor", "end"))
        }
        svg.element("text", attributes, text: text)
    }

    /// White text with the bars' dark shadow one point above it.
    static func writeEmbossed(_ run: TextRun, into svg: inout SVGWriter) {
        write(run, dy: -1, color: SVGPalette.textShadow, into: &svg)
        write(run, into: &svg)
    }
}
