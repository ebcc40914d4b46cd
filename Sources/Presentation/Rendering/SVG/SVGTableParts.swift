/// Draws the parts of a table the iOS 5/6 way: white rounded groups on pinstripes for grouped
/// tables, grey gradient section bars for plain ones, 1-point separators, the blue selection,
/// and the accessories (grey chevron, blue detail button, checkmark).
enum SVGTableParts {
    /// A grouped section's group: iOS 6's white one, rounded with a border and a white etched
    /// line under it (`fill` nil); iOS 13's in `fill`, rounded without border (inset grouped)
    /// or a plain band (grouped).
    static func drawGroup(_ rect: Rect, rounded: Bool, fill: Color?, into svg: inout SVGWriter) {
        if let fill {
            svg.element("rect", SVGWriter.frame(rect) + (rounded ? [("rx", "10")] : []) + SVGWriter.fill(fill))
            return
        }
        svg.element("rect", SVGWriter.frame(rect.offsetBy(dx: 0, dy: 1)) + [("rx", "10"), ("fill", "none")] + SVGWriter.stroke(Color(white: 1, alpha: 0.7)))
        svg.element("rect", SVGWriter.frame(rect) + [("rx", "10")] + SVGWriter.fill(.white) + SVGWriter.stroke(SVGPalette.groupedSeparator))
    }

    /// The grey gradient bar behind a plain table's header or footer title; grouped titles
    /// have no bar.
    static func drawSectionTitle(_ title: SectionTitleDrawing, into svg: inout SVGWriter) {
        guard title.look.style == .plain, !title.look.isModern else { return }
        svg.element("rect", SVGWriter.frame(title.frame) + SVGPalette.gradientFill("plain-header"))
        svg.element(
            "rect",
            SVGWriter.frame(Rect(x: title.frame.minX, y: title.frame.minY, width: title.frame.width, height: 1)) + SVGWriter.fill(SVGPalette.plainHeaderLine))
    }

    /// A row: the selection highlight, the separator and the accessory.
    static func drawRow(_ row: RowDrawing, into svg: inout SVGWriter) {
        if row.isHighlighted {
            svg.element("rect", SVGWriter.frame(row.cellFrame) + SVGPalette.gradientFill("row-selected"))
        }
        if let separator = row.separator {
            let color = row.look.style.isGrouped ? SVGPalette.groupedSeparator : SVGPalette.plainSeparator
            svg.element("rect", SVGWriter.frame(separator) + SVGWriter.fill(color))
        }
        if let frame = row.accessoryFrame {
            drawAccessory(row.accessory, in: frame, highlighted: row.isHighlighted, into: &svg)
        }
    }

    private static func drawAccessory(_ accessory: Accessory, in frame: Rect, highlighted: Bool, into svg: inout SVGWriter) {
        let x = frame.minX + frame.width / 2, y = frame.minY + frame.height / 2
        let p = SVGContent.point
        switch accessory {
        case .none:
            return
        case .disclosureIndicator:
            let path = "M" + p(x - 3, y - 5) + " L" + p(x + 2, y) + " L" + p(x - 3, y + 5)
            svg.element("path", [("d", path), ("fill", "none")] + SVGWriter.stroke(highlighted ? .white : SVGPalette.chevron, width: 3))
        case .detailDisclosureButton:
            svg.element(
                "circle",
                [("cx", SVGNumber.string(x)), ("cy", SVGNumber.string(y)), ("r", "11")] + SVGPalette.gradientFill("detail-disclosure")
                    + SVGWriter.stroke(.white, width: 2))
            let path = "M" + p(x - 2, y - 5) + " L" + p(x + 3, y) + " L" + p(x - 2, y + 5)
            svg.element("path", [("d", path), ("fill", "none")] + SVGWriter.stroke(.white, width: 2.5))
        case .checkmark:
            let path = "M" + p(x - 7, y) + " L" + p(x - 2, y + 5) + " L" + p(x + 7, y - 6)
            svg.element("path", [("d", path), ("fill", "none")] + SVGWriter.stroke(highlighted ? .white : .tableDetailBlue, width: 3))
        }
    }
}
