/// Draws the ``DisplayItem``s of a screen's content on a ``WireframeCanvas``.
enum WireframeContent {
    /// Draws `item`.
    static func draw(_ item: DisplayItem, on canvas: inout WireframeCanvas) {
        switch item {
        case .beginClip(let rect):
            canvas.pushClip(rect)
        case .endClip:
            canvas.popClip()
        case .view(let rect, let color):
            if color.alpha > 0 { canvas.box(canvas.grid.cells(rect)) }
        case .text(let drawing):
            for (run, row) in zip(drawing.runs, rows(of: drawing.runs)) {
                write(run, in: drawing.frame, row: row, on: &canvas)
            }
        case .image(let image):
            drawImage(image, on: &canvas)
        case .textField(let rect, let field):
            drawTextField(field, in: rect, on: &canvas)
        case .button(let rect, let button):
            let cells = canvas.grid.cells(rect)
            let title = WireframeText(button.title).truncated(toWidth: max(0, cells.maxColumn - cells.minColumn + 1 - 4))
            centre(WireframeText("[ " + title.string + " ]"), column: cells.midColumn, row: WireframeGrid.row(rect.minY + rect.height / 2), on: &canvas)
        case .switchControl(let rect, let control):
            WireframeControls.drawSwitch(control, in: rect, on: &canvas)
        case .segmentedControl(let rect, let control):
            WireframeControls.drawSegmentedControl(control, in: rect, on: &canvas)
        case .slider(let rect, let slider):
            WireframeControls.drawSlider(slider, in: rect, on: &canvas)
        case .stepper(let rect, let stepper):
            WireframeControls.drawStepper(stepper, in: rect, on: &canvas)
        case .row(let row):
            let cells = canvas.grid.cells(row.cellFrame)
            canvas.box(cells)
            if row.isHighlighted { canvas.shade(cells, with: "░") }
            if let frame = row.accessoryFrame, let mark = accessoryMark(row.accessory) {
                let text = WireframeText(mark)
                let column = canvas.grid.column(frame.minX + frame.width / 2) - text.width / 2
                canvas.write(text, column: column, row: WireframeGrid.row(frame.minY + frame.height / 2))
            }
        case .gridItem(let item):
            let cells = canvas.grid.cells(item.cellFrame)
            canvas.box(cells)
            if item.isSelected { canvas.shade(cells, with: "░") }
        case .background, .table, .sectionGroup, .sectionTitle:
            // Colors, the table's background and the group behind grouped rows (the rows'
            // boxes already draw it) have no wireframe form.
            break
        }
    }

    /// The rows of a block's lines. A row is 12 points and a line 14 to 24, so placing each
    /// line at its own nearest row would space a paragraph unevenly: the first line goes to its
    /// nearest row, each next line to the row just under the previous one, plus the gap above
    /// it in rows (a web page's space between paragraphs).
    static func rows(of runs: [TextRun]) -> [Int] {
        var rows: [Int] = []
        var previous: TextRun?
        for run in runs {
            if let previous, let last = rows.last {
                let gap = max(0, run.top - previous.top - previous.lineHeight)
                rows.append(last + 1 + WireframeGrid.row(gap))
            } else {
                rows.append(WireframeGrid.row(run.midY))
            }
            previous = run
        }
        return rows
    }

    /// Writes one line of text on `row` at its place, cut with "…" to the columns of `frame`.
    static func write(_ run: TextRun, in frame: Rect, row: Int, on canvas: inout WireframeCanvas) {
        let first = canvas.grid.column(frame.minX)
        let last = max(first, canvas.grid.column(frame.maxX) - 1)
        let anchor = canvas.grid.column(run.anchorX)
        let text = WireframeText(run.text)
        switch run.alignment {
        case .left:
            let start = max(first, anchor)
            canvas.write(text.truncated(toWidth: last - start + 1), column: start, row: row)
        case .center:
            let shown = text.truncated(toWidth: last - first + 1)
            canvas.write(shown, column: min(max(first, anchor - shown.width / 2), last + 1 - shown.width), row: row)
        case .right:
            let shown = text.truncated(toWidth: last - first + 1)
            canvas.write(shown, column: max(first, min(anchor, last + 1) - shown.width), row: row)
        }
    }

    /// Writes `text` centred on `column`.
    static func centre(_ text: WireframeText, column: Int, row: Int, on canvas: inout WireframeCanvas) {
        canvas.write(text, column: column - text.width / 2, row: row)
    }

    private static func drawImage(_ image: ImageDrawing, on canvas: inout WireframeCanvas) {
        let rect = image.asset == nil ? image.frame : image.visibleImageRect
        let cells = canvas.grid.cells(rect)
        canvas.box(cells)
        guard let name = image.asset?.name ?? image.placeholder, cells.maxRow - cells.minRow >= 2 else { return }
        let text = WireframeText(name).truncated(toWidth: cells.interiorWidth)
        let column = cells.minColumn + 1 + (cells.interiorWidth - text.width) / 2
        canvas.write(text, column: column, row: cells.minRow + (cells.maxRow - cells.minRow) / 2)
    }

    private static func drawTextField(_ field: TextField, in rect: Rect, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(rect)
        let row = WireframeGrid.row(rect.minY + rect.height / 2)
        let room = max(0, cells.interiorWidth)
        var content: WireframeText
        if field.text.isEmpty {
            let placeholder = WireframeText(field.placeholder ?? "")
            content = field.isFocused ? WireframeText("|" + placeholder.string) : placeholder
            content = content.truncated(toWidth: room)
        } else if field.isFocused {
            // A focused field scrolls to keep the cursor at the end of the typed text in view.
            content = WireframeText(field.text + "|").keepingEnd(width: room)
        } else {
            content = WireframeText(field.text).truncated(toWidth: room)
        }
        canvas.write(WireframeText("["), column: cells.minColumn, row: row)
        canvas.write(content, column: cells.minColumn + 1, row: row)
        canvas.write(WireframeText("]"), column: cells.maxColumn, row: row)
    }

    private static func accessoryMark(_ accessory: Accessory) -> String? {
        switch accessory {
        case .none: return nil
        case .disclosureIndicator: return ">"
        case .detailDisclosureButton: return "(>)"
        case .checkmark: return "✓"
        }
    }
}
