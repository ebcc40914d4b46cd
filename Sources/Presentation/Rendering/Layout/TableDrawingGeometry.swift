/// Where the parts of a table are drawn by the iOS 5/6 look: grouped cells inset by 10
/// points, 1-point separators, and the section title labels.
///
/// Approximations (documented in `Docs/SnapshotFormat.md`): a grouped header title sits at
/// x 20 with its 21-point line ending 7 points above the group; a plain header or footer title
/// at x 12, centred in its 22-point bar; a grouped footer title is centred, Helvetica 15.
enum TableDrawingGeometry {
    /// The inset of a grouped table's cells from each side.
    static let groupedInset: Double = 10

    /// Where a cell's background shows within its row (table content coordinates).
    static func cellBackground(row: Rect, style: TableStyle) -> Rect {
        switch style {
        case .plain: return row
        case .grouped: return Rect(x: row.minX + groupedInset, y: row.minY, width: max(0, row.width - 2 * groupedInset), height: row.height)
        }
    }

    /// The separator at the bottom of a row, nil for the last row of a grouped section.
    static func separator(row: Rect, style: TableStyle, isLastInSection: Bool) -> Rect? {
        if style == .grouped && isLastInSection { return nil }
        let background = cellBackground(row: row, style: style)
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
        let top = cellBackground(row: first, style: .grouped)
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
        }
    }
}
