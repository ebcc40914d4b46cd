/// Where the parts of a table are drawn by the iOS 5/6 look: grouped cells inset by 10
/// points, 1-point separators, and the section title labels; an inset-grouped table by iOS
/// 13's: groups inset by the layout margins, separators from the rows' text margin, footnote
/// titles.
///
/// Approximations (documented in `Docs/SnapshotFormat.md`): a grouped header title sits at
/// x 20 with its 21-point line ending 7 points above the group; a plain header or footer title
/// at x 12, centred in its 22-point bar; a grouped footer title is centred, Helvetica 15. An
/// inset-grouped title starts at the rows' text margin (the group's inset twice), a header's
/// 16-point line ending 7 points above the group, a footer's 6 points below it.
enum TableDrawingGeometry {
    /// The inset of a grouped table's cells from each side.
    static let groupedInset: Double = 10

    /// Where a cell's background shows within its row (table content coordinates).
    static func cellBackground(row: Rect, style: TableStyle) -> Rect {
        switch style {
        case .plain: return row
        case .grouped: return Rect(x: row.minX + groupedInset, y: row.minY, width: max(0, row.width - 2 * groupedInset), height: row.height)
        case .insetGrouped:
            let inset = TableStyle.insetGroupedMargin(width: row.width)
            return Rect(x: row.minX + inset, y: row.minY, width: max(0, row.width - 2 * inset), height: row.height)
        }
    }

    /// The separator at the bottom of a row, nil for the last row of a grouped section; an
    /// inset-grouped one starts at the rows' text margin and is half a point (a pixel at 2x).
    static func separator(row: Rect, style: TableStyle, isLastInSection: Bool) -> Rect? {
        if style.isGrouped && isLastInSection { return nil }
        let background = cellBackground(row: row, style: style)
        if style == .insetGrouped {
            let margin = TableStyle.insetGroupedMargin(width: row.width)
            return Rect(x: background.minX + margin, y: row.maxY - 0.5, width: max(0, background.width - margin), height: min(0.5, max(0, row.height)))
        }
        return Rect(x: background.minX, y: row.maxY - 1, width: background.width, height: min(1, max(0, row.height)))
    }

    /// The rounded group behind all rows of a grouped section, nil for a section without rows.
    /// - Complexity: O(1).
    static func groupFrame(section index: Int, layout: TableLayout) -> Rect? {
        guard layout.sections.indices.contains(index) else { return nil }
        let section = layout.sections[index]
        guard section.rowCount > 0,
              let first = layout.rowFrame(at: TableIndexPath(row: 0, section: index)),
              let last = layout.rowFrame(at: TableIndexPath(row: section.rowCount - 1, section: index)) else { return nil }
        let top = cellBackground(row: first, style: layout.style == .plain ? .grouped : layout.style)
        return Rect(x: top.minX, y: top.minY, width: top.width, height: last.maxY - first.minY)
    }

    /// The label a section title is drawn with.
    static func titleLabel(_ title: String, kind: SectionTitleDrawing.Kind, style: TableStyle) -> Label {
        switch (style, kind) {
        case (.plain, _):
            return Label(title, font: .boldSystem(17), textColor: .white)
        case (.grouped, .header):
            return Label(title, font: .boldSystem(17), textColor: .groupedHeaderText)
        case (.grouped, .footer):
            return Label(title, font: .system(15), textColor: .groupedHeaderText, alignment: .center, numberOfLines: 0)
        case (.insetGrouped, .header):
            return Label(title, font: .system(13), textColor: .secondaryLabel)
        case (.insetGrouped, .footer):
            return Label(title, font: .system(13), textColor: .secondaryLabel, numberOfLines: 0)
        }
    }

    /// The frame of a section title's label inside the header or footer `frame`.
    static func titleFrame(in frame: Rect, kind: SectionTitleDrawing.Kind, style: TableStyle) -> Rect {
        let width = max(0, frame.width - 40)
        switch (style, kind) {
        case (.plain, _):
            return Rect(x: frame.minX + 12, y: frame.minY, width: max(0, frame.width - 24), height: frame.height)
        case (.grouped, .header):
            return Rect(x: frame.minX + 20, y: frame.maxY - 28, width: width, height: 21)
        case (.grouped, .footer):
            return Rect(x: frame.minX + 20, y: frame.minY + 6, width: width, height: max(0, frame.height - 12))
        case (.insetGrouped, _):
            let margin = 2 * TableStyle.insetGroupedMargin(width: frame.width)
            let inside = max(0, frame.width - 2 * margin)
            return kind == .header
                ? Rect(x: frame.minX + margin, y: max(frame.minY, frame.maxY - 23), width: inside, height: min(16, frame.height))
                : Rect(x: frame.minX + margin, y: frame.minY + 6, width: inside, height: max(0, frame.height - 14))
        }
    }
}
