/// Prints a grid: a summary line with AQGridView's computed layout, then each visible item's
/// slot and its cell's elements.
enum GridPrinter {
    static func print(_ grid: GridView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let viewport = GridViewport(grid: grid, frame: element.frame, context: context)
        let layout = viewport.layout
        out.add(depth, [
            "grid " + element.name, PointFormat.string(element.frame), "\(layout.itemCount) items",
            "\(layout.columns) columns", "cell " + PointFormat.string(layout.cellSize),
            "content height " + PointFormat.string(layout.contentHeight), "offset " + PointFormat.string(grid.contentOffsetY),
        ])
        for item in viewport.items {
            out.add(depth + 1, [
                "item \(item.index)", PointFormat.string(item.slot),
                item.cellFrame == item.slot ? "" : "cell " + PointFormat.string(item.cellFrame),
                grid.selectedIndex == item.index ? "selected" : "",
                item.cell.tapAction.map { "tap -> " + $0 } ?? "",
            ])
            for child in item.cell.elements {
                ElementPrinter.print(child, depth: depth + 2, context: item.context, into: &out)
            }
        }
        let hidden = viewport.hiddenCount
        if hidden > 0 {
            out.add(depth + 1, "(\(hidden) item\(hidden == 1 ? "" : "s") out of view)")
        }
    }
}
