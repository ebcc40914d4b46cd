/// Prints a grid: a summary line with AQGridView's computed layout, then each visible item's
/// slot and its cell's elements.
enum GridPrinter {
    static func print(_ grid: GridView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let viewport = GridViewport(grid: grid, frame: element.frame, context: context)
        let layout = viewport.layout
        out.add(
            depth,
            [
                .head("grid " + element.name), .frame(element.frame), .detail("\(layout.itemCount) items"),
                .detail("\(layout.columns) columns"), .detail("cell " + PointFormat.string(layout.cellSize)),
                .detail("content height " + PointFormat.string(layout.contentHeight)), .detail("offset " + PointFormat.string(grid.contentOffsetY)),
            ])
        for item in viewport.items {
            out.add(
                depth + 1,
                [
                    .head("item \(item.index)"), .frame(item.slot),
                    .detail(item.cellFrame == item.slot ? "" : "cell " + PointFormat.string(item.cellFrame)),
                    .state("selected", if: grid.selectedIndex == item.index),
                    .action(item.cell.tapAction.map { "tap -> " + $0 }),
                ])
            for child in item.cell.elements {
                ElementPrinter.print(child, depth: depth + 2, context: item.context, into: &out)
            }
        }
        let hidden = viewport.hiddenCount
        if hidden > 0 {
            out.note(depth + 1, "(\(hidden) item\(hidden == 1 ? "" : "s") out of view)")
        }
    }
}
