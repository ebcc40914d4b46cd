/// Draws the bars and the alert of a wireframe: the status bar, the navigation bar, the tab bar
/// (its selected tab in brackets) and an alert box over everything.
enum WireframeChrome {
    /// The status bar: the carrier, the time (or what is in progress) and the battery.
    static func drawStatusBar(_ bar: Rect, activity: String?, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(bar)
        canvas.box(cells)
        let row = cells.minRow + 1
        canvas.write(WireframeText("Carrier"), column: 2, row: row)
        let middle = activity.map { WireframeText("◌ " + $0).truncated(toWidth: cells.interiorWidth - 20) } ?? WireframeText("9:41 AM")
        WireframeContent.centre(middle, column: cells.midColumn, row: row, on: &canvas)
        let battery = WireframeText("100%")
        canvas.write(battery, column: cells.maxColumn - 1 - battery.width, row: row)
    }

    /// The navigation bar: `< Back`, `[Edit]`, `[+]`, and the title where UIKit puts it:
    /// centred, or moved clear of the buttons.
    /// `imagesNote` names the bar's appearance images in its top right corner.
    static func drawNavigationBar(_ layout: NavigationBarLayout, imagesNote: String?, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(layout.frame)
        canvas.box(cells)
        if let imagesNote {
            let note = WireframeText("(" + imagesNote + ")").truncated(toWidth: cells.interiorWidth / 2)
            canvas.write(note, column: cells.maxColumn - 1 - note.width, row: cells.minRow + 1)
        }
        var leftEnd = cells.minColumn + 2
        for item in layout.leftItems {
            let text = WireframeText(buttonText(item))
            let start = max(leftEnd, canvas.grid.column(item.frame.minX))
            canvas.write(text, column: start, row: row(of: item.frame))
            leftEnd = start + text.width + 1
        }
        var rightStart = cells.maxColumn - 1
        for item in layout.rightItems {
            let text = WireframeText(buttonText(item))
            let end = min(rightStart - 1, canvas.grid.column(item.frame.maxX) - 1)
            canvas.write(text, column: end + 1 - text.width, row: row(of: item.frame))
            rightStart = end + 1 - text.width - 1
        }
        if let large = layout.largeTitle {
            // A large title: from the bar's left margin, on its own row below the buttons.
            let start = canvas.grid.column(large.anchorX)
            let end = canvas.grid.column(layout.frame.maxX) - 2
            canvas.write(WireframeText(large.text).truncated(toWidth: max(0, end - start + 1)), column: start, row: WireframeGrid.row(large.midY))
        }
        guard let title = layout.title else { return }
        // The title where the layout put it (centred, or moved clear of a button), kept clear
        // of the buttons' text in the grid's columns too: moved, and cut only when the
        // columns between them cannot hold it.
        let first = leftEnd + 1
        let last = rightStart - 2
        let text = WireframeText(title.text).truncated(toWidth: max(0, last - first + 1))
        let centred = canvas.grid.column(title.anchorX) - text.width / 2
        let start = max(first, min(centred, last + 1 - text.width))
        canvas.write(text, column: start, row: WireframeGrid.row(title.midY))
    }

    /// The tab bar: an icon mark and the title of each item, the selected one in brackets.
    static func drawTabBar(_ layout: TabBarLayout, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(layout.frame)
        canvas.box(cells)
        for item in layout.items {
            let slot = canvas.grid.cells(item.frame)
            let centre = canvas.grid.column(item.frame.minX + item.frame.width / 2)
            if item.icon != nil {
                canvas.write(WireframeText("▣"), column: centre, row: cells.minRow + 1)
            }
            if let badge = item.badge {
                canvas.write(WireframeText("(" + badge + ")").truncated(toWidth: 6), column: centre + 2, row: cells.minRow + 1)
            }
            let title = WireframeText(item.title.text).truncated(toWidth: max(0, slot.maxColumn - slot.minColumn - 3))
            let shown = item.isSelected ? WireframeText("[" + title.string + "]") : title
            WireframeContent.centre(shown, column: centre, row: cells.minRow + 2, on: &canvas)
        }
    }

    /// The keyboard: a box over the bottom of the screen, cleared of what it covers, with the
    /// return key's title.
    static func drawKeyboard(frame: Rect, returnKey: ReturnKey, on canvas: inout WireframeCanvas) {
        let cells = canvas.grid.cells(frame)
        canvas.clear(cells)
        canvas.box(cells)
        WireframeContent.centre(WireframeText("keyboard"), column: canvas.grid.column(frame.minX + frame.width / 2), row: cells.minRow + 1, on: &canvas)
        let key = WireframeText("[" + returnKey.title + "]")
        canvas.write(key, column: max(cells.minColumn + 1, cells.maxColumn - 1 - key.string.count), row: cells.maxRow - 1)
    }

    /// An alert: a box centred on the screen, drawn over everything, with its title, its
    /// message wrapped as on screen, and its buttons (two side by side, others stacked), on a
    /// canvas of `rows` rows.
    static func drawAlert(_ layout: AlertLayout, rows: Int, on canvas: inout WireframeCanvas) {
        // 20 points in from each side of the screen: 5 columns of 80, 10 of 161.
        let box = WireframeCellRect(minColumn: canvas.grid.column(20), minRow: 0, maxColumn: canvas.grid.column(canvas.grid.width - 20), maxRow: 0)
        let room = box.interiorWidth - 2
        var lines: [WireframeText] = [WireframeText("")]
        lines += layout.title.map { WireframeText($0.text).truncated(toWidth: room) }
        if !layout.message.isEmpty {
            lines.append(WireframeText(""))
            lines += layout.message.map { WireframeText($0.text).truncated(toWidth: room) }
        }
        lines.append(WireframeText(""))
        let buttons = layout.buttons.map { "[ " + WireframeText($0.title.text).string + " ]" }
        if buttons.count == 2 {
            lines.append(WireframeText(buttons.joined(separator: "   ")).truncated(toWidth: room))
        } else {
            lines += buttons.map { WireframeText($0).truncated(toWidth: room) }
        }
        lines.append(WireframeText(""))
        let fitting = Array(lines.prefix(rows - 2))
        let top = max(0, (rows - fitting.count - 2) / 2)
        let frame = WireframeCellRect(minColumn: box.minColumn, minRow: top, maxColumn: box.maxColumn, maxRow: top + fitting.count + 1)
        // One blank column each side, so lines under the alert stop short of its edges.
        canvas.clear(WireframeCellRect(minColumn: frame.minColumn - 1, minRow: frame.minRow, maxColumn: frame.maxColumn + 1, maxRow: frame.maxRow))
        canvas.box(frame)
        for (index, line) in fitting.enumerated() {
            WireframeContent.centre(line, column: frame.midColumn, row: top + 1 + index, on: &canvas)
        }
    }

    private static func row(of frame: Rect) -> Int {
        WireframeGrid.row(frame.minY + frame.height / 2)
    }

    private static func buttonText(_ item: NavigationBarLayout.Item) -> String {
        switch item.style {
        case .back: return "< " + (item.title ?? "")
        case .bordered, .done: return "[" + (item.title ?? "") + "]"
        case .icon(let icon): return "[" + (item.title ?? icon.symbol ?? "+") + "]"
        }
    }
}
