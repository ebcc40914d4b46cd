/// Where every section header, row and footer of a table sits, by the UIKit metrics of
/// iPhone iOS 5/6, or of iOS 13 and later (``TableMetrics``, `Docs/UIKIT-FACTS.md`).
///
/// Plain: headers and footers 22 when titled, 0 otherwise. Grouped: the first section's header
/// is 46 when titled (10 margin + 36) and 10 when not; later headers 36 titled, 10 untitled;
/// every footer 10 (36 when titled, approx.). So a second titled section starts 46 below the
/// end of the first, an untitled one 20 below. iOS 13's grouped and inset grouped (as
/// Interface Builder lays them out): headers 18 untitled, 38 titled (55.5 for the first
/// section); footers 18 untitled, 14 plus 16 a line titled (approx.); so a titled section
/// starts 56 below the previous one. iOS 13's plain: titled headers and footers 28.
///
/// Building the layout costs O(sections) plus O(rows) for sections with per-row heights;
/// finding the visible rows of a viewport costs O(sections + visible rows) for uniform
/// sections, so a million-row table renders as fast as a short one.
public struct TableLayout: Sendable {
    /// One section's place in the content.
    public struct Section: Sendable {
        /// The section's index.
        public var index: Int
        /// The header's frame (height 0 when the section has no header).
        public var headerFrame: Rect
        /// The header title.
        public var headerTitle: String?
        /// The y of the first row.
        public var rowsTop: Double
        /// The number of rows.
        public var rowCount: Int
        /// The footer's frame.
        public var footerFrame: Rect
        /// The footer title.
        public var footerTitle: String?
        fileprivate var heights: Heights

        /// The y just below the footer.
        public var bottom: Double { footerFrame.maxY }
    }

    fileprivate enum Heights: Sendable {
        case uniform(Double)
        /// Row tops relative to `rowsTop`, with one extra entry: the rows' total height.
        case prefix([Double])
    }

    /// The table's width.
    public let width: Double
    /// The style the layout follows.
    public let style: TableStyle
    /// The style and generation the layout follows.
    public let look: TableLook
    /// The sections, top to bottom.
    public let sections: [Section]

    /// The table header view's frame, when the table has one.
    public let tableHeaderFrame: Rect?
    /// The table footer view's frame, under the last section, when the table has one.
    public let tableFooterFrame: Rect?

    /// The total height of the content: header view, sections, footer view.
    public var contentHeight: Double { tableFooterFrame?.maxY ?? sections.last?.bottom ?? tableHeaderFrame?.maxY ?? 0 }

    /// The total number of rows.
    /// - Complexity: O(sections).
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }

    /// Lays out `table` at `width` (320 on the iPhone).
    /// - Complexity: O(sections + rows of per-row-height sections).
    public init(table: TableView, width: Double = 320) {
        self.width = width
        self.style = table.style
        self.look = table.look
        let source = table.dataSource
        var sections: [Section] = []
        let headerHeight = table.headerView.map { max(0, $0.frame.height) } ?? 0
        tableHeaderFrame = table.headerView == nil ? nil : Rect(x: 0, y: 0, width: width, height: headerHeight)
        var y = headerHeight
        let count = max(0, source.numberOfSections)
        sections.reserveCapacity(count)
        for index in 0..<count {
            let headerTitle = source.headerTitle(forSection: index)
            let footerTitle = source.footerTitle(forSection: index)
            let headerHeight = TableLayout.headerHeight(look: table.look, titled: headerTitle != nil, first: index == 0)
            let headerFrame = Rect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            let rowCount = max(0, source.numberOfRows(inSection: index))
            let heights: Heights
            switch source.rowHeights(inSection: index) {
            case .tableDefault: heights = .uniform(max(0, table.rowHeight))
            case .uniform(let height): heights = .uniform(max(0, height))
            case .perRow:
                var tops: [Double] = [0]
                tops.reserveCapacity(rowCount + 1)
                var total = 0.0
                for row in 0..<rowCount {
                    let height = source.height(at: TableIndexPath(row: row, section: index))
                    total += height.isFinite ? max(0, height) : 0
                    tops.append(total)
                }
                heights = .prefix(tops)
            }
            let rowsTop = y
            y += TableLayout.totalHeight(heights, rowCount: rowCount)
            let footerHeight = TableLayout.footerHeight(look: table.look, titled: footerTitle != nil, title: footerTitle, width: width)
            let footerFrame = Rect(x: 0, y: y, width: width, height: footerHeight)
            y += footerHeight
            sections.append(
                Section(
                    index: index, headerFrame: headerFrame, headerTitle: headerTitle, rowsTop: rowsTop,
                    rowCount: rowCount, footerFrame: footerFrame, footerTitle: footerTitle, heights: heights
                ))
        }
        self.sections = sections
        tableFooterFrame = table.footerView.map { Rect(x: 0, y: y, width: width, height: max(0, $0.frame.height)) }
    }

    /// The frame of a row in the table's content coordinates, or nil when there is no such row.
    /// - Complexity: O(1).
    public func rowFrame(at indexPath: TableIndexPath) -> Rect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowCount else { return nil }
        let (top, height) = TableLayout.rowOffset(section.heights, row: indexPath.row)
        return Rect(x: 0, y: section.rowsTop + top, width: width, height: height)
    }

    /// The rows that intersect the band from `top` to `bottom` (content coordinates), in order.
    /// - Complexity: O(sections + visible rows · log rows) at most.
    public func rows(from top: Double, to bottom: Double) -> [TableIndexPath] {
        var result: [TableIndexPath] = []
        for section in sections where section.rowCount > 0 {
            let rowsBottom = section.rowsTop + TableLayout.totalHeight(section.heights, rowCount: section.rowCount)
            if rowsBottom <= top || section.rowsTop >= bottom { continue }
            var row = TableLayout.firstRow(section.heights, atOrBelow: top - section.rowsTop, rowCount: section.rowCount)
            while row < section.rowCount {
                let (rowTop, _) = TableLayout.rowOffset(section.heights, row: row)
                if section.rowsTop + rowTop >= bottom { break }
                result.append(TableIndexPath(row: row, section: section.index))
                row += 1
            }
        }
        return result
    }

    /// The number of rows that lie entirely above `y`, and entirely below `bottom`.
    /// - Complexity: O(sections · log rows).
    public func rowCounts(above top: Double, below bottom: Double) -> (above: Int, below: Int) {
        var above = 0, below = 0
        for section in sections where section.rowCount > 0 {
            let local = top - section.rowsTop
            above += min(section.rowCount, TableLayout.firstRow(section.heights, atOrBelow: local, rowCount: section.rowCount))
            let firstBelow = TableLayout.firstRowStarting(section.heights, atOrAfter: bottom - section.rowsTop, rowCount: section.rowCount)
            below += section.rowCount - firstBelow
        }
        return (above, below)
    }

    static func headerHeight(look: TableLook, titled: Bool, first: Bool) -> Double {
        switch (look.style, look.isModern) {
        case (.plain, false): return titled ? 22 : 0
        case (.plain, true): return titled ? 28 : 0
        case (.grouped, false): return titled ? (first ? 46 : 36) : 10
        case (_, true): return titled ? (first ? 55.5 : 38) : 18
        case (.insetGrouped, false): return titled ? (first ? 55.5 : 38) : 18
        }
    }

    /// The height of a section footer: plain 22 with a title and 0 without; grouped 36 with a
    /// title and 10 without. iOS 13: plain 28 titled; grouped and inset grouped 18 without a
    /// title, and with one 14 plus 16 for each line of its footnote text in `width` (approx.).
    public static func footerHeight(style: TableStyle, titled: Bool, title: String? = nil, width: Double = 320) -> Double {
        footerHeight(look: TableLook(style), titled: titled, title: title, width: width)
    }

    /// The height of a section footer of a table of `look` (``footerHeight(style:titled:title:width:)``).
    public static func footerHeight(look: TableLook, titled: Bool, title: String? = nil, width: Double = 320) -> Double {
        switch (look.style, look.isModern) {
        case (.plain, false): return titled ? 22 : 0
        case (.plain, true): return titled ? 28 : 0
        case (.grouped, false): return titled ? 36 : 10
        case (_, true), (.insetGrouped, false):
            guard titled else { return 18 }
            let margin = TableStyle.insetGroupedMargin(width: width)
            let inset = look.sideInset(width: width) + margin
            let lines = TextLayout(text: title ?? "", font: Font(family: Font.sanFranciscoFamily, size: 13), width: max(1, width - 2 * inset), numberOfLines: 0)
                .lines.count
            return 14 + 16 * Double(max(1, lines))
        }
    }

    private static func totalHeight(_ heights: Heights, rowCount: Int) -> Double {
        switch heights {
        case .uniform(let height): return height * Double(rowCount)
        case .prefix(let tops): return tops.last ?? 0
        }
    }

    private static func rowOffset(_ heights: Heights, row: Int) -> (top: Double, height: Double) {
        switch heights {
        case .uniform(let height): return (height * Double(row), height)
        case .prefix(let tops): return (tops[row], tops[row + 1] - tops[row])
        }
    }

    /// The first row whose bottom is below `y` (the first row not entirely above `y`).
    private static func firstRow(_ heights: Heights, atOrBelow y: Double, rowCount: Int) -> Int {
        if y <= 0 { return 0 }
        switch heights {
        case .uniform(let height):
            guard height > 0 else { return rowCount }
            return min(rowCount, (y / height).rounded(.down).clampedInt)
        case .prefix(let tops):
            // Smallest row with tops[row + 1] > y.
            var low = 0, high = rowCount
            while low < high {
                let middle = (low + high) / 2
                if tops[middle + 1] > y { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// The first row whose top is at or after `y`.
    private static func firstRowStarting(_ heights: Heights, atOrAfter y: Double, rowCount: Int) -> Int {
        if y <= 0 { return 0 }
        switch heights {
        case .uniform(let height):
            guard height > 0 else { return rowCount }
            return min(rowCount, (y / height).rounded(.up).clampedInt)
        case .prefix(let tops):
            var low = 0, high = rowCount
            while low < high {
                let middle = (low + high) / 2
                if tops[middle] >= y { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }
}
