/// Draws the controls a user sets on a ``WireframeCanvas``, each as one line of text on the row
/// through its middle, from its frame's first column to its last:
///
/// - a switch as `[ON  ●]` or `[●  OFF]`, the knob where the real one sits;
/// - a segmented control as `( Miles | [Kilometres] )`: the segments share the width equally,
///   the selected one in brackets (as the tab bar marks its selected tab);
/// - a slider as a track `[────●───────]` with the thumb at its value;
/// - a stepper as `[ - | + ]`, a half that cannot change the value any further as a space.
enum WireframeControls {
    /// Draws a switch.
    static func drawSwitch(_ control: Switch, in rect: Rect, on canvas: inout WireframeCanvas) {
        let text = WireframeText(control.isOn ? "[ON  ●]" : "[●  OFF]")
        WireframeContent.centre(text, column: canvas.grid.cells(rect).midColumn, row: middleRow(rect), on: &canvas)
    }

    /// Draws a segmented control.
    static func drawSegmentedControl(_ control: SegmentedControl, in rect: Rect, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(rect)
        let count = control.segments.count
        let width = cells.maxColumn - cells.minColumn + 1
        guard count > 0, width >= 2 else { return }
        // "(" and ")" at the ends and one "|" between segments; the rest shared equally.
        let share = max(0, (width - 2 - (count - 1)) / count)
        var line = "("
        for (index, title) in control.segments.enumerated() {
            if index > 0 { line += "|" }
            let selected = index == control.selectedSegment
            var shown = WireframeText(title).truncated(toWidth: max(0, share - (selected ? 2 : 0)))
            if selected { shown = WireframeText("[" + shown.string + "]") }
            let padding = max(0, share - shown.width)
            line += String(repeating: " ", count: padding / 2) + shown.string + String(repeating: " ", count: padding - padding / 2)
        }
        line += ")"
        canvas.write(WireframeText(line), column: cells.minColumn, row: middleRow(rect))
    }

    /// Draws a slider.
    static func drawSlider(_ slider: Slider, in rect: Rect, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(rect)
        let track = cells.maxColumn - cells.minColumn - 1
        guard track >= 1 else { return }
        let thumb = Int((Double(track - 1) * slider.range.fraction(of: slider.value)).rounded())
        let line = "[" + String(repeating: "─", count: thumb) + "●" + String(repeating: "─", count: track - 1 - thumb) + "]"
        canvas.write(WireframeText(line), column: cells.minColumn, row: middleRow(rect))
    }

    /// Draws a stepper.
    static func drawStepper(_ stepper: Stepper, in rect: Rect, on canvas: inout WireframeCanvas) {
        let text = WireframeText("[ " + (stepper.canDecrement ? "-" : " ") + " | " + (stepper.canIncrement ? "+" : " ") + " ]")
        WireframeContent.centre(text, column: canvas.grid.cells(rect).midColumn, row: middleRow(rect), on: &canvas)
    }

    private static func middleRow(_ rect: Rect) -> Int {
        WireframeGrid.row(rect.minY + rect.height / 2)
    }
}
