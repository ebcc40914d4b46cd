/// Where the parts of a table are drawn by the iOS 5/6 look (grouped cells inset by 10
/// points, 1-point separators, and the section title labels) or by iOS 13's (``TableLook``:
/// grouped rows full width, inset-grouped ones inset by the layout margins, half-point
/// separators from the rows' text margin, footnote titles).
///
/// Approximations (documented in `Docs/SnapshotFormat.md`): a grouped header title sits at
/// x 20 with its 21-point line ending 7 points above the group; a plain header or footer title
/// at x 12, centred in its 22-point bar; a grouped footer title is centred, Helvetica 15. An
/// iOS 13 grouped or inset-grouped title starts at the rows' text margin, a header's 16-point
/// line ending 7 points above the group, a footer's 6 points below it; an iOS 13 plain title
/// is bold 17 at that margin, centred in its 28-point bar.
enum TableDrawingGeometry {
    /// Where a cell's background shows within its row (table content coordinates).
    static func cellBackground(row: Rect, look: TableLook) -> Rect {
        let inset = look.sideInset(width: row.width)
        return Rect(x: row.minX + inset, y: row.minY, width: max(0, row.width - 2 * inset), height: row.height)
    }

    /// The separator at the bottom of a row, nil for the last row of a grouped section. iOS 6:
    /// 1 point across the cell's background. iOS 13: half a point (a pixel at 2x) from the
    /// rows' text margin to the background's right edge.
    static func separator(row: Rect, look: TableLook, isLastInSection: Bool) -> Rect? {
        if look.style.isGrouped && isLastInSection { return nil }
        let background = cellBackground(row: row, look: look)
        if look.isModern {
            let margin = look.textMargin(width: row.width)
            return Rect(x: background.minX + margin, y: row.maxY - 0.5, width: max(0, background.width - margin), height: min(0.5, max(0, row.height)))
        }
        return Rect(x: background.minX, y: row.maxY - 1, width: background.width, height: min(1, max(0, row.height)))
    }

    /// The group behind all rows of a grouped section (rounded in iOS 6's grouped and in inset
    /// grouped tables), nil for a section without rows.
    /// - Complexity: O(1).
    static func groupFrame(section index: Int, layout: TableLayout) -> Rect? {
        guard layout.sections.indices.contains(index) else { return nil }
        let section = layout.sections[index]
        guard section.rowCount > 0,
            let first = layout.rowFrame(at: TableIndexPath(row: 0, section: index)),
            let last = layout.rowFrame(at: TableIndexPath(row: section.rowCount - 1, section: index))
        else { return nil }
        let top = cellBackground(row: first, look: layout.look)
        return Rect(x: top.minX, y: top.minY, width: top.width, height: last.maxY - first.minY)
    }

    /// The label a section title is drawn with.
    static func titleLabel(_ title: String, kind: SectionTitleDrawing.Kind, look: TableLook) -> Label {
        switch (look.style, look.isModern, kind) {
        case (.plain, false, _):
            return Label(title, font: .boldSystem(17), textColor: .white)
        case (.plain, true, _):
            return Label(title, font: Font(family: Font.sanFranciscoFamily, weight: .bold, size: 17), textColor: look.resolved(Color.black.withDark(.white)))
        case (_, false, .header):
            return Label(title, font: .boldSystem(17), textColor: .groupedHeaderText)
        case (_, false, .footer):
            return Label(title, font: .system(15), textColor: .groupedHeaderText, alignment: .center, numberOfLines: 0)
        case (_, true, .header):
            return Label(title, font: Font(family: Font.sanFranciscoFamily, size: 13), textColor: look.resolved(.secondaryLabel))
        case (_, true, .footer):
            return Label(title, font: Font(family: Font.sanFranciscoFamily, size: 13), textColor: look.resolved(.secondaryLabel), numberOfLines: 0)
        }
    }

    /// The frame of a section title's label inside the header or footer `frame`.
    static func titleFrame(in frame: Rect, kind: SectionTitleDrawing.Kind, look: TableLook) -> Rect {
        let width = max(0, frame.width - 40)
        if look.isModern {
            let margin = look.sideInset(width: frame.width) + look.textMargin(width: frame.width)
            let inside = max(0, frame.width - 2 * margin)
            if look.style == .plain {
                return Rect(x: frame.minX + margin, y: frame.minY, width: inside, height: frame.height)
            }
            return kind == .header
                ? Rect(x: frame.minX + margin, y: max(frame.minY, frame.maxY - 23), width: inside, height: min(16, frame.height))
                : Rect(x: frame.minX + margin, y: frame.minY + 6, width: inside, height: max(0, frame.height - 14))
        }
        switch (look.style, kind) {
        case (.plain, _):
            return Rect(x: frame.minX + 12, y: frame.minY, width: max(0, frame.width - 24), height: frame.height)
        case (_, .header):
            return Rect(x: frame.minX + 20, y: frame.maxY - 28, width: width, height: 21)
        case (_, .footer):
            return Rect(x: frame.minX + 20, y: frame.minY + 6, width: width, height: max(0, frame.height - 12))
        }
    }
}
