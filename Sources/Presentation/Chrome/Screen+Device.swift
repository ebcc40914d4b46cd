extension Screen {
    /// The screen laid out for `device` as UIKit's autoresizing of the iOS 6 era lays it out:
    /// the bars stay at the top and the bottom of the taller screen, and a view that fills the
    /// content area to its bottom (a table view, a scroll view or grid, a controller's root
    /// view: views with a flexible height) grows with it, keeping its scroll offset within its
    /// content; every other frame stays where the app put it.
    /// - Complexity: O(top-level elements), plus laying out a table or grid that grows.
    public func laidOut(on device: Device) -> Screen {
        var screen = self
        let oldHeight = contentFrame.height
        screen.device = device
        let growth = screen.contentFrame.height - oldHeight
        guard growth != 0 else { return screen }
        screen.content = content.map { $0.autoresized(growingBy: growth, contentHeight: oldHeight) }
        return screen
    }
}

extension Element {
    /// The element grown by `growth` points when it has a flexible height (it is a table,
    /// scroll view, grid or plain view that reaches the bottom of a content area of
    /// `contentHeight`), its scroll offset kept within its content; else unchanged.
    func autoresized(growingBy growth: Double, contentHeight: Double) -> Element {
        guard frame.minY <= 0.5, frame.maxY >= contentHeight - 0.5 else { return self }
        var element = self
        let height = max(0, frame.height + growth)
        element.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        switch kind {
        case .view:
            break
        case .table(var table):
            let largest = max(0, TableLayout(table: table, width: frame.width).contentHeight - height)
            table.contentOffsetY = min(table.contentOffsetY, largest)
            element.kind = .table(table)
        case .scrollView(var scroll):
            let largest = max(0, scroll.contentSize.height - height)
            scroll.contentOffset = Point(x: scroll.contentOffset.x, y: min(scroll.contentOffset.y, largest))
            element.kind = .scrollView(scroll)
        case .grid(var grid):
            let largest = max(0, grid.layout(in: element.frame.size).contentHeight - height)
            grid.contentOffsetY = min(grid.contentOffsetY, largest)
            element.kind = .grid(grid)
        default:
            return self
        }
        return element
    }
}
