/// Draws the controls a user sets in an iOS 5-ish look, with the palette's existing gradients
/// (so no other picture's `<defs>` change):
///
/// - a switch as a 79x27 pill: blue with a white "ON" and the knob at the right when on, light
///   grey with a grey "OFF" and the knob at the left when off;
/// - a segmented control as a rounded white-to-grey bar with a line between segments, the
///   selected segment blue with a white title;
/// - a slider as a 9-point track, blue up to the thumb and white after it, and a round thumb;
/// - a stepper as a rounded box with a "−" and a "+" half, a half that cannot change the value
///   any further greyed out.
///
/// A disabled control is drawn at half opacity.
enum SVGControls {
    /// Draws a switch.
    static func drawSwitch(_ control: Switch, in rect: Rect, into svg: inout SVGWriter) {
        svg.open("g", control.isEnabled ? [] : [("opacity", "0.5")])
        let radius = SVGNumber.string(rect.height / 2)
        let track =
            control.isOn
            ? SVGPalette.gradientFill("done-button") + SVGWriter.stroke(SVGPalette.doneButtonBorder)
            : SVGPalette.gradientFill("rounded-button") + SVGWriter.stroke(SVGPalette.buttonBorder)
        svg.element("rect", SVGWriter.frame(rect) + [("rx", radius)] + track)
        let knob = rect.height / 2
        let knobX = control.isOn ? rect.maxX - knob : rect.minX + knob
        // The word sits in the part of the track the knob leaves free.
        let word = Rect(x: control.isOn ? rect.minX : rect.minX + 2 * knob, y: rect.minY, width: rect.width - 2 * knob, height: rect.height)
        writeCentred(control.isOn ? "ON" : "OFF", font: .boldSystem(16), color: control.isOn ? .white : SVGPalette.controlTitle, in: word, into: &svg)
        svg.element(
            "circle",
            [("cx", SVGNumber.string(knobX)), ("cy", SVGNumber.string(rect.minY + knob)), ("r", SVGNumber.string(knob - 0.5))]
                + SVGPalette.gradientFill("rounded-button") + SVGWriter.stroke(SVGPalette.buttonBorder))
        svg.close("g")
    }

    /// Draws a segmented control.
    static func drawSegmentedControl(_ control: SegmentedControl, in rect: Rect, into svg: inout SVGWriter) {
        svg.open("g", control.isEnabled ? [] : [("opacity", "0.5")])
        let radius = [("rx", control.style == .bar ? "5" : "8")]
        svg.element("rect", SVGWriter.frame(rect) + radius + SVGPalette.gradientFill("rounded-button") + SVGWriter.stroke(SVGPalette.buttonBorder))
        let frames = control.segmentFrames(in: rect.size).map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        for (index, frame) in frames.enumerated() {
            let selected = index == control.selectedSegment
            if selected {
                svg.element("rect", SVGWriter.frame(frame) + radius + SVGPalette.gradientFill("done-button") + SVGWriter.stroke(SVGPalette.doneButtonBorder))
            }
            if index > 0 {
                svg.element("rect", SVGWriter.frame(Rect(x: frame.minX, y: rect.minY, width: 1, height: rect.height)) + SVGWriter.fill(SVGPalette.buttonBorder))
            }
            let inner = Rect(x: frame.minX + 4, y: frame.minY, width: max(0, frame.width - 8), height: frame.height)
            writeCentred(control.segments[index], font: control.style.titleFont, color: selected ? .white : SVGPalette.controlTitle, in: inner, into: &svg)
        }
        svg.close("g")
    }

    /// Draws a slider.
    static func drawSlider(_ slider: Slider, in rect: Rect, into svg: inout SVGWriter) {
        svg.open("g", slider.isEnabled ? [] : [("opacity", "0.5")])
        let thumb = slider.thumbFrame(in: rect.size).offsetBy(dx: rect.minX, dy: rect.minY)
        let trackTop = rect.minY + (rect.height - 9) / 2
        let thumbCentre = thumb.minX + thumb.width / 2
        svg.element(
            "rect",
            SVGWriter.frame(Rect(x: thumbCentre, y: trackTop, width: max(0, rect.maxX - thumbCentre), height: 9))
                + [("rx", "4.5")] + SVGWriter.fill(.white) + SVGWriter.stroke(SVGPalette.buttonBorder))
        svg.element(
            "rect",
            SVGWriter.frame(Rect(x: rect.minX, y: trackTop, width: max(0, thumbCentre - rect.minX), height: 9))
                + [("rx", "4.5")] + SVGPalette.gradientFill("done-button") + SVGWriter.stroke(SVGPalette.doneButtonBorder))
        svg.element(
            "circle",
            [
                ("cx", SVGNumber.string(thumbCentre)), ("cy", SVGNumber.string(thumb.minY + thumb.height / 2)), ("r", SVGNumber.string(thumb.width / 2 - 0.5)),
            ] + SVGPalette.gradientFill("rounded-button") + SVGWriter.stroke(SVGPalette.buttonBorder))
        svg.close("g")
    }

    /// Draws a stepper.
    static func drawStepper(_ stepper: Stepper, in rect: Rect, into svg: inout SVGWriter) {
        svg.open("g", stepper.isEnabled ? [] : [("opacity", "0.5")])
        svg.element("rect", SVGWriter.frame(rect) + [("rx", "5")] + SVGPalette.gradientFill("rounded-button") + SVGWriter.stroke(SVGPalette.buttonBorder))
        let half = rect.width / 2
        svg.element("rect", SVGWriter.frame(Rect(x: rect.minX + half, y: rect.minY, width: 1, height: rect.height)) + SVGWriter.fill(SVGPalette.buttonBorder))
        let minus = Rect(x: rect.minX, y: rect.minY, width: half, height: rect.height)
        let plus = Rect(x: rect.minX + half, y: rect.minY, width: half, height: rect.height)
        writeCentred("−", font: .boldSystem(20), color: stepper.canDecrement ? SVGPalette.controlTitle : SVGPalette.placeholderText, in: minus, into: &svg)
        writeCentred("+", font: .boldSystem(20), color: stepper.canIncrement ? SVGPalette.controlTitle : SVGPalette.placeholderText, in: plus, into: &svg)
        svg.close("g")
    }

    /// One line of `text` centred in `rect`, cut with "…" to its width, its capitals centred
    /// vertically (the baseline half a cap height below the middle, as the controls' artwork
    /// places their titles; approx.).
    private static func writeCentred(_ text: String, font: Font, color: Color, in rect: Rect, into svg: inout SVGWriter) {
        guard let line = TextLayout(text: text, font: font, width: rect.width).lineTexts.first, !line.isEmpty else { return }
        let capHeight = FontMetrics(font).ascender
        let run = TextRun(
            text: line, font: font, color: color, alignment: .center, anchorX: rect.minX + rect.width / 2,
            top: rect.minY, lineHeight: rect.height, baselineOffset: (rect.height + capHeight) / 2
        )
        SVGTextDrawing.write(run, into: &svg)
    }
}
