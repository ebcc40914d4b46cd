/// Prints a grid: a summary line with AQGridView's computed layout, then each visible item's
/// slot and its cell's elements.
enum GridPrinter {
    static func print(_ grid: GridView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let layout = grid.layout(in: element.frame.size)
        out.add(depth, [
            "grid " + element.name, PointFormat.string(element.frame), "\(layout.itemCount) items",
            "\(layout.columns) columns", "cell " + PointFormat.string(layout.cellSize),
            "content height " + PointFormat.string(layout.contentHeight), "offset " + PointFormat.string(grid.contentOffsetY),
        ])
        let inner = context.entering(element.frame, offset: Point(x: 0, y: grid.contentOffsetY), clips: true)
        var hidden = 0
        for (index, cell) in grid.cells.enumerated() {
            guard let slot = layout.frame(ofItem: index), let cellFrame = layout.cellFrame(ofItem: index, cellSize: cell.size) else { continue }
            guard inner.isVisible(slot) else {
                hidden += 1
                continue
            }
            out.add(depth + 1, [
                "item \(index)", PointFormat.string(slot),
                cellFrame == slot ? "" : "cell " + PointFormat.string(cellFrame),
                grid.selectedIndex == index ? "selected" : "",
                cell.tapAction.map { "tap -> " + $0 } ?? "",
            ])
            let cellContext = inner.entering(cellFrame, clips: true)
            for child in cell.elements {
                ElementPrinter.print(child, depth: depth + 2, context: cellContext, into: &out)
            }
        }
        if hidden > 0 {
            out.add(depth + 1, "(\(hidden) item\(hidden == 1 ? "" : "s") out of view)")
        }
    }
}
