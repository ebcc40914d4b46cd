/// Draws the ``DisplayItem``s of a screen's content as SVG.
enum SVGContent {
    /// Draws `item`.
    static func draw(_ item: DisplayItem, into svg: inout SVGWriter) {
        switch item {
        case .beginClip(let rect):
            svg.beginClip(rect)
        case .endClip:
            svg.endClip()
        case .view(let rect, let color), .background(let rect, let color):
            svg.element("rect", SVGWriter.frame(rect) + SVGWriter.fill(color))
        case .text(let drawing):
            for run in drawing.runs { SVGTextDrawing.write(run, into: &svg) }
        case .image(let image):
            drawImage(image, into: &svg)
        case .textField(let rect, let field):
            drawTextField(field, in: rect, into: &svg)
        case .button(let rect, let button):
            drawButton(button, in: rect, into: &svg)
        case .switchControl(let rect, let control):
            SVGControls.drawSwitch(control, in: rect, into: &svg)
        case .segmentedControl(let rect, let control):
            SVGControls.drawSegmentedControl(control, in: rect, into: &svg)
        case .slider(let rect, let slider):
            SVGControls.drawSlider(slider, in: rect, into: &svg)
        case .stepper(let rect, let stepper):
            SVGControls.drawStepper(stepper, in: rect, into: &svg)
        case .table(let rect, let look, let background):
            let fill =
                background.map(SVGWriter.fill)
                ?? (look.hasRoundedGroups && !look.isModern
                    ? SVGPalette.gradientFill("grouped-background") : SVGWriter.fill(look.isModern ? look.background : .white))
            svg.element("rect", SVGWriter.frame(rect) + fill)
        case .sectionGroup(let rect, let rounded, let fill):
            SVGTableParts.drawGroup(rect, rounded: rounded, fill: fill, into: &svg)
        case .sectionTitle(let title):
            SVGTableParts.drawSectionTitle(title, into: &svg)
        case .row(let row):
            SVGTableParts.drawRow(row, into: &svg)
        case .gridItem(let item):
            if item.isSelected {
                svg.element("rect", SVGWriter.frame(item.cellFrame) + SVGWriter.fill(SVGPalette.gridSelection))
            }
        }
    }

    /// An image as a labelled placeholder: a light rectangle with a diagonal cross and the file
    /// name, at the rect the image is drawn in, clipped to the view when it clips; an empty
    /// image view shows its note (`loading…`) in a dashed outline.
    static func drawImage(_ image: ImageDrawing, into svg: inout SVGWriter) {
        guard let asset = image.asset else {
            guard let note = image.placeholder else { return }
            svg.element("rect", SVGWriter.frame(image.frame) + [("fill", "none")] + SVGWriter.stroke(SVGPalette.imageCross) + [("stroke-dasharray", "4 3")])
            caption(note, in: image.frame, color: SVGPalette.imageName, into: &svg)
            return
        }
        if image.clipsToBounds { svg.beginClip(image.frame) }
        let rect = image.imageRect
        svg.element("rect", SVGWriter.frame(rect) + SVGWriter.fill(SVGPalette.imageFill) + SVGWriter.stroke(SVGPalette.imageBorder))
        svg.element(
            "path",
            [
                (
                    "d",
                    "M" + point(rect.minX, rect.minY) + " L" + point(rect.maxX, rect.maxY) + " M" + point(rect.maxX, rect.minY) + " L"
                        + point(rect.minX, rect.maxY)
                )
            ] + SVGWriter.stroke(SVGPalette.imageCross))
        caption(asset.name, in: image.visibleImageRect, color: SVGPalette.imageName, into: &svg)
        if image.clipsToBounds { svg.endClip() }
    }

    /// `x y` of a point.
    static func point(_ x: Double, _ y: Double) -> String {
        SVGNumber.string(x) + " " + SVGNumber.string(y)
    }

    /// A one-line caption centred in `rect` in Helvetica 10, on a light plate, cut to fit;
    /// nothing when the rect is too small.
    private static func caption(_ text: String, in rect: Rect, color: Color, into svg: inout SVGWriter) {
        let font = Font.system(10)
        guard rect.height >= 14, let line = TextLayout(text: text, font: font, width: rect.width - 6).lineTexts.first, !line.isEmpty else { return }
        let lineHeight = FontMetrics.lineHeight(for: font)
        let width = FontMetrics(font).width(of: line)
        let top = rect.minY + (rect.height - lineHeight) / 2
        svg.element(
            "rect",
            SVGWriter.frame(Rect(x: rect.minX + (rect.width - width) / 2 - 2, y: top, width: width + 4, height: lineHeight))
                + SVGWriter.fill(Color(white: 1, alpha: 0.8)))
        SVGTextDrawing.write(
            TextRun(text: line, font: font, color: color, alignment: .center, anchorX: rect.minX + rect.width / 2, top: top, lineHeight: lineHeight), into: &svg
        )
    }

    /// A rounded-rect text field: the typed text (the end of it, with the cursor, when focused)
    /// or the grey placeholder.
    private static func drawTextField(_ field: TextField, in rect: Rect, into svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(rect) + [("rx", "6")] + SVGWriter.fill(.white) + SVGWriter.stroke(SVGPalette.textFieldBorder))
        let room = max(0, rect.width - 16)
        let metrics = FontMetrics(field.font)
        let lineHeight = metrics.lineHeight
        let top = rect.minY + (rect.height - lineHeight) / 2
        let shown: String
        let color: Color
        if field.text.isEmpty {
            shown = TextLayout(text: field.placeholder ?? "", font: field.font, width: room).lineTexts.first ?? ""
            color = SVGPalette.placeholderText
        } else if field.isFocused {
            shown = endOf(field.text, fitting: room - 3, metrics: metrics)
            color = .black
        } else {
            shown = TextLayout(text: field.text, font: field.font, width: room).lineTexts.first ?? ""
            color = .black
        }
        SVGTextDrawing.write(
            TextRun(text: shown, font: field.font, color: color, alignment: .left, anchorX: rect.minX + 8, top: top, lineHeight: lineHeight), into: &svg)
        guard field.isFocused else { return }
        let cursorX = rect.minX + 8 + (field.text.isEmpty ? 0 : metrics.width(of: shown)) + 1
        svg.element("rect", SVGWriter.frame(Rect(x: cursorX, y: top + 1, width: 2, height: max(0, lineHeight - 2))) + SVGWriter.fill(SVGPalette.cursor))
    }

    /// The longest end of `text` that fits `width` after a leading "…" (all of it when it fits).
    private static func endOf(_ text: String, fitting width: Double, metrics: FontMetrics) -> String {
        if metrics.width(of: text) <= width { return text }
        var kept: [Character] = []
        var used = metrics.width(of: "…")
        for character in text.reversed() {
            used += metrics.advance(of: character)
            if used > width { break }
            kept.append(character)
        }
        return "…" + String(kept.reversed())
    }

    /// A rounded-rect button with its blue bold title, faded when disabled.
    private static func drawButton(_ button: Button, in rect: Rect, into svg: inout SVGWriter) {
        svg.open("g", button.isEnabled ? [] : [("opacity", "0.5")])
        svg.element("rect", SVGWriter.frame(rect) + [("rx", "9")] + SVGPalette.gradientFill("rounded-button") + SVGWriter.stroke(SVGPalette.buttonBorder))
        let label = Label(button.title, font: button.font, textColor: SVGPalette.buttonTitle, alignment: .center)
        let inner = Rect(x: rect.minX + 6, y: rect.minY, width: max(0, rect.width - 12), height: rect.height)
        if let text = TextDrawing.label(label, frame: inner) {
            for run in text.runs { SVGTextDrawing.write(run, into: &svg) }
        }
        svg.close("g")
    }
}
