/// A grid of characters the wireframe is drawn on: box-drawing lines that join where they meet
/// (`├`, `┬`, `┼`...), text written over them, and a stack of clip rectangles.
///
/// A clip is a rectangle in screen points. Lines may be drawn on the grid points nearest its
/// edges (so a viewport's content joins the bars around it); a character of text only where its
/// grid point lies strictly inside it (so text never lands on a bar's border). Later drawing
/// covers earlier drawing.
struct WireframeCanvas {
    /// The directions a line leaves a grid point in.
    struct Directions: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Directions(rawValue: 1)
        static let down = Directions(rawValue: 2)
        static let left = Directions(rawValue: 4)
        static let right = Directions(rawValue: 8)
    }

    private enum Cell: Equatable {
        case blank
        case lines(Directions)
        case character(Character, cells: Int)
        /// The second cell of a wide character.
        case continuation
    }

    /// A clip: the area in screen points and the grid points lines may use.
    private struct Clip {
        var area: Rect
        var cells: WireframeCellRect

        /// Whether text may be written at the grid point `column`, `row` of `grid`.
        func allowsText(column: Int, row: Int, grid: WireframeGrid) -> Bool {
            let x = grid.x(ofColumn: column), y = Double(row) * WireframeGrid.pointsPerRow
            return cells.contains(column: column, row: row) && x > area.minX && x < area.maxX && y > area.minY && y < area.maxY
        }
    }

    /// How points map onto the canvas's grid points.
    let grid: WireframeGrid
    /// The number of columns.
    var columns: Int { grid.columns }
    /// The number of rows.
    let rows: Int
    private var cells: [Cell]
    private var clips: [Clip]

    /// A blank canvas of `grid`'s columns by `rows` grid points.
    init(grid: WireframeGrid, rows: Int) {
        self.grid = grid
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: grid.columns * self.rows)
        let area = Rect(x: 0, y: 0, width: grid.width, height: Double(self.rows - 1) * WireframeGrid.pointsPerRow)
        clips = [Clip(area: area, cells: WireframeCellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns - 1, maxRow: self.rows - 1))]
    }

    /// The grid points lines may use now.
    var clip: WireframeCellRect { clips[clips.count - 1].cells }

    /// Clips later drawing to `rect` (screen points, within the current clip) until
    /// ``popClip()``.
    mutating func pushClip(_ rect: Rect) {
        let current = clips[clips.count - 1]
        clips.append(Clip(area: current.area.intersection(rect), cells: current.cells.intersection(grid.cells(rect))))
    }

    /// Ends the innermost clip; the canvas's own bounds are never popped.
    mutating func popClip() {
        if clips.count > 1 { clips.removeLast() }
    }

    /// A box with `rect`'s edges; a line when it is one row or column thin.
    /// - Complexity: O(perimeter within the clip).
    mutating func box(_ rect: WireframeCellRect) {
        if rect.minRow == rect.maxRow {
            horizontalLine(row: rect.minRow, from: rect.minColumn, to: rect.maxColumn)
        } else if rect.minColumn == rect.maxColumn {
            verticalLine(column: rect.minColumn, from: rect.minRow, to: rect.maxRow)
        } else {
            horizontalLine(row: rect.minRow, from: rect.minColumn, to: rect.maxColumn)
            horizontalLine(row: rect.maxRow, from: rect.minColumn, to: rect.maxColumn)
            verticalLine(column: rect.minColumn, from: rect.minRow, to: rect.maxRow)
            verticalLine(column: rect.maxColumn, from: rect.minRow, to: rect.maxRow)
        }
    }

    /// A horizontal line on `row` from `start` to `end` (columns, inclusive).
    mutating func horizontalLine(row: Int, from start: Int, to end: Int) {
        let first = max(start, clip.minColumn), last = min(end, clip.maxColumn)
        guard start < end, first <= last else { return }
        for column in first...last {
            var directions: Directions = []
            if column > start { directions.insert(.left) }
            if column < end { directions.insert(.right) }
            addLine(directions, column: column, row: row)
        }
    }

    /// A vertical line on `column` from `start` to `end` (rows, inclusive).
    mutating func verticalLine(column: Int, from start: Int, to end: Int) {
        let first = max(start, clip.minRow), last = min(end, clip.maxRow)
        guard start < end, first <= last else { return }
        for row in first...last {
            var directions: Directions = []
            if row > start { directions.insert(.up) }
            if row < end { directions.insert(.down) }
            addLine(directions, column: column, row: row)
        }
    }

    /// Fills the points strictly inside `rect` with `character` (a highlight).
    /// - Complexity: O(area within the clip).
    mutating func shade(_ rect: WireframeCellRect, with character: Character) {
        let inside = WireframeCellRect(minColumn: rect.minColumn + 1, minRow: rect.minRow + 1, maxColumn: rect.maxColumn - 1, maxRow: rect.maxRow - 1)
        let area = inside.intersection(clip)
        guard area.minRow <= area.maxRow, area.minColumn <= area.maxColumn else { return }
        for row in area.minRow...area.maxRow {
            for column in area.minColumn...area.maxColumn where clips[clips.count - 1].allowsText(column: column, row: row, grid: grid) {
                set(.character(character, cells: 1), column: column, row: row)
            }
        }
    }

    /// Blanks every point of `rect`, edges included (what an alert covers).
    /// - Complexity: O(area within the clip).
    mutating func clear(_ rect: WireframeCellRect) {
        let area = rect.intersection(clip)
        guard area.minRow <= area.maxRow, area.minColumn <= area.maxColumn else { return }
        for row in area.minRow...area.maxRow {
            for column in area.minColumn...area.maxColumn {
                set(.blank, column: column, row: row)
            }
        }
    }

    /// Writes `text` from `column` on `row`; characters outside the clip are dropped.
    /// - Complexity: O(length of text).
    mutating func write(_ text: WireframeText, column: Int, row: Int) {
        var x = column
        for item in text.characters {
            let fits = (0..<item.cells).allSatisfy { clips[clips.count - 1].allowsText(column: x + $0, row: row, grid: grid) }
            if fits {
                set(.character(item.character, cells: item.cells), column: x, row: row)
                if item.cells == 2 { set(.continuation, column: x + 1, row: row) }
            }
            x += item.cells
        }
    }

    /// The picture: one line per row, every line `columns` cells wide, LF endings and one
    /// trailing newline.
    /// - Complexity: O(columns × rows).
    var text: String {
        var result = ""
        result.reserveCapacity((columns * 3 + 1) * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                switch cells[row * columns + column] {
                case .blank: result.append(" ")
                case .lines(let directions): result.append(WireframeCanvas.glyph(directions))
                case .character(let character, _): result.append(character)
                case .continuation: break
                }
            }
            result.append("\n")
        }
        return result
    }

    /// Adds a line through one point; where the line leaves the clip it simply ends, so a
    /// clipped box does not stick out of the viewport's edge.
    private mutating func addLine(_ directions: Directions, column: Int, row: Int) {
        guard clip.contains(column: column, row: row), inBounds(column: column, row: row) else { return }
        var directions = directions
        if row == clip.minRow { directions.remove(.up) }
        if row == clip.maxRow { directions.remove(.down) }
        if column == clip.minColumn { directions.remove(.left) }
        if column == clip.maxColumn { directions.remove(.right) }
        guard !directions.isEmpty else { return }
        if case .lines(let existing) = cells[row * columns + column] {
            cells[row * columns + column] = .lines(existing.union(directions))
        } else {
            set(.lines(directions), column: column, row: row)
        }
    }

    /// Sets one cell, keeping wide characters whole: covering either half of one blanks the
    /// other half.
    private mutating func set(_ cell: Cell, column: Int, row: Int) {
        guard inBounds(column: column, row: row) else { return }
        let index = row * columns + column
        switch cells[index] {
        case .continuation where column > 0:
            cells[index - 1] = .blank
        case .character(_, cells: 2) where column + 1 < columns:
            cells[index + 1] = .blank
        default:
            break
        }
        cells[index] = cell
    }

    private func inBounds(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    private static func glyph(_ directions: Directions) -> Character {
        let horizontal = directions.contains(.left) || directions.contains(.right)
        let vertical = directions.contains(.up) || directions.contains(.down)
        if !vertical { return "─" }
        if !horizontal { return "│" }
        switch (directions.contains(.up), directions.contains(.down), directions.contains(.left), directions.contains(.right)) {
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        default: return "┼"
        }
    }
}
