/// Writes lines of text as SVG `<text>` elements: Helvetica at the run's size, bold where bold,
/// filled with the run's color, the baseline at the line's top plus the font's ascender
/// (718/1000 of the size), `text-anchor` by alignment.
enum SVGTextDrawing {
    /// One `<text>` for `run`, moved down by `dy` and recolored when given (a text shadow).
    static func write(_ run: TextRun, dy: Double = 0, color: Color? = nil, into svg: inout SVGWriter) {
        guard !run.text.isEmpty else { return }
        let baseline = run.top + FontMetrics(run.font).ascender + dy
        var attributes: [SVGWriter.Attribute] = [
            ("x", SVGNumber.string(run.anchorX)), ("y", SVGNumber.string(baseline)),
            ("font-family", run.font.family), ("font-size", SVGNumber.string(FontMetrics(run.font).pointSize)),
        ]
        if run.font.weight == .bold { attributes.append(("font-weight", "bold")) }
        attributes += SVGWriter.fill(color ?? run.color)
        switch run.alignment {
        case .left: break
        case .center: attributes.append(("text-anchor", "middle"))
        case .right: attributes.append(("text-anchor", "end"))
        }
        svg.element("text", attributes, text: run.text)
    }

    /// White text with the bars' dark shadow one point above it.
    static func writeEmbossed(_ run: TextRun, into svg: inout SVGWriter) {
        write(run, dy: -1, color: SVGPalette.textShadow, into: &svg)
        write(run, into: &svg)
    }
}
