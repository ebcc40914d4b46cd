/// Prints a table's visible part: a summary line, then the section headers, rows and footers
/// that intersect the viewport at the table's scroll offset, each row with its cell's
/// elements. Only visible rows' cells are asked of the data source.
enum TablePrinter {
    static func print(_ table: TableView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let viewport = TableViewport(table: table, frame: element.frame, context: context)
        let layout = viewport.layout
        let counts = viewport.rowCountsOutOfView
        let sectionCount = layout.sections.count
        let rowCount = layout.rowCount
        out.add(
            depth,
            [
                .head("table " + element.name), .frame(of: element), .detail(table.style.rawValue),
                .detail("\(sectionCount) section\(sectionCount == 1 ? "" : "s")"), .detail("\(rowCount) row\(rowCount == 1 ? "" : "s")"),
                .detail("content height " + PointFormat.string(layout.contentHeight)), .detail("offset " + PointFormat.string(table.contentOffsetY)),
                .state("editing", if: table.editing.isEditing),
                .detail(table.keyboardDismissMode == .none ? "" : "keyboard dismiss " + table.keyboardDismissMode.rawValue),
            ] + ElementPrinter.extraFields(element))
        let marks = TableUpdateMarks(table.lastUpdate)
        if let summary = marks.summary {
            out.note(depth + 1, summary)
        }
        if rowCount == 0 {
            out.note(depth + 1, "(no rows)")
        }
        // A table filling the content area scrolls under translucent bars: the rows there show
        // through the bar, though a touch on them reaches the bar.
        let fills = element.frame.minY <= 0 && element.frame.maxY >= context.visible.height - 0.5
        let under = fills ? layout.rowCounts(above: viewport.top - context.underlap.above, below: viewport.bottom + context.underlap.below) : counts
        let shownAbove = counts.above - under.above, shownBelow = counts.below - under.below
        if under.above > 0 {
            out.note(depth + 1, "(\(under.above) row\(under.above == 1 ? "" : "s") above, out of view)")
        }
        if shownAbove > 0 {
            out.note(depth + 1, "(\(shownAbove) row\(shownAbove == 1 ? "" : "s") above under the translucent bars)")
        }
        let shows = { (view: Element) in viewport.context.showsEverything || viewport.context.isVisible(view.frame) }
        if let header = table.placedHeader(in: layout), shows(header) {
            ElementPrinter.print(header, depth: depth + 1, context: viewport.context, into: &out)
        }
        for item in viewport.items {
            switch item {
            case .header(let section):
                out.add(depth + 1, "header \(section.index)", .frame(section.headerFrame), .detail(headerStyle(table.look)), .text(section.headerTitle ?? ""))
            case .row(let indexPath):
                guard let row = TableRowContent(indexPath: indexPath, table: table, layout: layout, tableContext: viewport.context) else { continue }
                printRow(row, table: table, mark: marks.mark(for: indexPath), canvas: context.showsEverything, depth: depth + 1, into: &out)
            case .footer(let section):
                out.add(depth + 1, "footer \(section.index)", .frame(section.footerFrame), .text(section.footerTitle ?? ""))
            }
        }
        if let footer = table.placedFooter(in: layout), shows(footer) {
            ElementPrinter.print(footer, depth: depth + 1, context: viewport.context, into: &out)
        }
        if shownBelow > 0 {
            out.note(depth + 1, "(\(shownBelow) row\(shownBelow == 1 ? "" : "s") below under the translucent bars)")
        }
        if under.below > 0 {
            out.note(depth + 1, "(\(under.below) row\(under.below == 1 ? "" : "s") below, out of view)")
        }
    }

    private static func headerStyle(_ look: TableLook) -> String {
        switch (look.style, look.isModern) {
        case (.plain, false): return "Helvetica-Bold 17 #FFFFFF"
        case (.plain, true): return "SFPro-Bold 17 " + look.resolved(Color.black.withDark(.white)).hex
        case (_, false): return "Helvetica-Bold 17 " + Color.groupedHeaderText.hex
        case (_, true): return "SFPro 13 " + look.resolved(.secondaryLabel).hex
        }
    }

    /// Prints a row; a canvas also prints a selection style other than blue (a screen shows it
    /// only while the row is selected).
    private static func printRow(_ row: TableRowContent, table: TableView, mark: String?, canvas: Bool, depth: Int, into out: inout SnapshotLines) {
        let cell = row.cell
        let style: String = cell.style == .custom ? "" : "style " + cell.style.rawValue
        let accessory: String = cell.accessoryView == nil ? "accessory " + cell.accessory.label : "accessory view"
        let selection: String = canvas && cell.selectionStyle != .blue ? "selection " + cell.selectionStyle.rawValue : ""
        var fields: [SnapshotField] = [
            .head("row \(row.indexPath)"), .frame(row.frame), .detail(cell.reuseIdentifier),
            .detail(cell.customClass.map { "class " + $0 } ?? ""), .detail(style), .detail(accessory), .detail(selection),
            .state("selected", if: table.selectedRow == row.indexPath),
        ]
        fields += row.cellLayout.editing.fields.map { SnapshotField.state($0) }
        fields += [.detail(mark ?? ""), .action(cell.tapAction.map { "tap -> " + $0 })]
        out.add(depth, fields)
        for placed in row.elements {
            ElementPrinter.print(placed.element, depth: depth + 1, context: placed.context, into: &out)
        }
    }
}
