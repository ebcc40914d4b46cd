extension Screen {
    /// The screen laid out for `device` as UIKit lays it out: the bars stay at the top and the
    /// bottom of the taller screen, the controller's root view takes the new content area, and
    /// every view in it follows by its ``Element/autoresizingMask`` (a table or grid with a
    /// flexible height grows, keeping its scroll offset within its content; a view made in code
    /// with no mask keeps its frame), and a keyboard that is up is the new device's.
    /// - Complexity: O(elements), plus laying out a table or grid that changes size.
    public func laidOut(on device: Device) -> Screen {
        var screen = self
        let oldSize = contentFrame.size
        screen.device = device
        let newSize = screen.contentFrame.size
        guard newSize != oldSize else { return screen }
        screen.content = content.map { $0.autoresized(from: oldSize, to: newSize) }
        // A keyboard that is up rises from the new screen's bottom, at its height there.
        return screen.keyboard == nil ? screen : screen.showingKeyboard()
    }
}

extension Element {
    /// The element in a parent that went from `oldSize` to `newSize`, moved and resized by its
    /// ``autoresizingMask``; when its own size changes, its children follow it the same way
    /// (UIKit's `autoresizesSubviews`), and a scroll offset stays within the content.
    /// - Complexity: O(elements below it), plus laying out a table or grid that changes size.
    func autoresized(from oldSize: Size, to newSize: Size) -> Element {
        let newFrame = autoresizingMask.frame(frame, from: oldSize, to: newSize)
        guard newFrame != frame else { return self }
        var element = self
        element.frame = newFrame
        if newFrame.size != frame.size {
            element.children = children.map { $0.autoresized(from: frame.size, to: newFrame.size) }
        }
        let height = newFrame.height
        switch kind {
        case .table(var table):
            let largest = max(0, TableLayout(table: table, width: newFrame.width).contentHeight - height)
            table.contentOffsetY = min(table.contentOffsetY, largest)
            element.kind = .table(table)
        case .scrollView(var scroll):
            let largest = max(0, scroll.contentSize.height - height)
            scroll.contentOffset = Point(x: scroll.contentOffset.x, y: min(scroll.contentOffset.y, largest))
            element.kind = .scrollView(scroll)
        case .grid(var grid):
            let largest = max(0, grid.layout(in: newFrame.size).contentHeight - height)
            grid.contentOffsetY = min(grid.contentOffsetY, largest)
            element.kind = .grid(grid)
        default:
            break
        }
        return element
    }
}
