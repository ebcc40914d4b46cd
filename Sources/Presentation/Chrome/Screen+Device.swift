extension Screen {
    /// The screen laid out for `device` as UIKit lays it out: the bars stay at the top and the
    /// bottom of the taller screen, the controller's root view takes the new content area, and
    /// every view in it follows by its ``Element/autoresizingMask`` (a table or grid with a
    /// flexible height grows, keeping its scroll offset within its content; a view made in code
    /// with no mask keeps its frame), and a keyboard that is up is the new device's. On today's
    /// iPhones tables take iOS 13's metrics (``TableMetrics``), as an app rebuilt with the iOS 17
    /// SDK draws them.
    /// - Complexity: O(elements), plus laying out a table or grid that changes size.
    /// A navigation bar that prefers large titles shows the large title's area on today's
    /// iPhones, collapsed by as much as the screen's scroll view (its first table, grid or
    /// scroll view at the content's top) has scrolled: UIKit moves the bar before the content,
    /// so that much of the scroll becomes the bar's and the rest stays the scroll view's.
    public func laidOut(on device: Device) -> Screen {
        var screen = self
        screen.expandLargeTitle()
        let oldSize = screen.contentFrame.size
        screen.device = device
        let expanded = device.hasModernChrome && screen.navigationBar?.prefersLargeTitles == true
        screen.navigationBar?.largeTitleHeight = expanded ? NavigationBar.largeTitleAreaHeight : 0
        let newSize = screen.contentFrame.size
        if newSize != oldSize {
            screen.content = screen.content.map { $0.autoresized(from: oldSize, to: newSize) }
        }
        // Rebuilt with the iOS 17 SDK, the app's tables take iOS 13's metrics.
        if device.hasModernChrome { screen.content = screen.content.map { $0.withModernTables() } }
        if expanded { screen.collapseLargeTitle() }
        guard screen.contentFrame.size != oldSize else { return screen }
        // A keyboard that is up rises from the new screen's bottom, at its height there.
        return screen.keyboard == nil ? screen : screen.showingKeyboard()
    }

    /// Gives back what ``collapseLargeTitle()`` took: the scroll view's offset, and the content
    /// its room, so a screen laid out again starts from the expanded title.
    /// - Complexity: O(elements).
    private mutating func expandLargeTitle() {
        guard let collapse = navigationBar?.largeTitleCollapse, collapse > 0 else { return }
        let before = contentFrame.size
        navigationBar?.largeTitleHeight += collapse
        navigationBar?.largeTitleCollapse = 0
        let after = contentFrame.size
        content = content.map { $0.autoresized(from: before, to: after) }
        if let index = content.firstIndex(where: { $0.frame.minY == 0 && $0.scrollOffsetY != nil }), let offset = content[index].scrollOffsetY {
            content[index].scrollOffsetY = offset + collapse
        }
    }

    /// Gives the large title's area up to the scroll view's offset: the area shrinks by it (to
    /// the bar's 44 points at most), the content grows into the room, and the scroll view keeps
    /// the rest of its offset.
    /// - Complexity: O(elements).
    private mutating func collapseLargeTitle() {
        guard let shown = navigationBar?.largeTitleHeight, shown > 0,
            let index = content.firstIndex(where: { $0.frame.minY == 0 && $0.scrollOffsetY != nil }),
            let offset = content[index].scrollOffsetY
        else { return }
        let collapse = min(shown, max(0, offset))
        guard collapse > 0 else { return }
        let before = contentFrame.size
        navigationBar?.largeTitleHeight = shown - collapse
        navigationBar?.largeTitleCollapse = collapse
        let after = contentFrame.size
        content = content.map { $0.autoresized(from: before, to: after) }
        content[index].scrollOffsetY = offset - collapse
    }
}

extension Element {
    /// The element with every table in it (itself and its subviews) drawn by iOS 13's metrics.
    /// - Complexity: O(elements below it).
    func withModernTables() -> Element {
        var element = self
        if case .table(var table) = kind, table.metrics != .iOS13 {
            table.metrics = .iOS13
            element.kind = .table(table)
        }
        if !children.isEmpty { element.children = children.map { $0.withModernTables() } }
        return element
    }

    /// How far the element scrolls down when it is a table, grid or scroll view; nil for other
    /// elements. Setting it moves the content to that offset.
    var scrollOffsetY: Double? {
        get {
            switch kind {
            case .table(let table): table.contentOffsetY
            case .grid(let grid): grid.contentOffsetY
            case .scrollView(let scroll): scroll.contentOffset.y
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch kind {
            case .table(var table):
                table.contentOffsetY = newValue
                kind = .table(table)
            case .grid(var grid):
                grid.contentOffsetY = newValue
                kind = .grid(grid)
            case .scrollView(var scroll):
                scroll.contentOffset = Point(x: scroll.contentOffset.x, y: newValue)
                kind = .scrollView(scroll)
            default:
                break
            }
        }
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
