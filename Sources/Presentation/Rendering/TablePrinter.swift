/// Prints a table's visible part: a summary line, then the section headers, rows and footers
/// that intersect the viewport at the table's scroll offset, each row with its cell's
/// elements. Only visible rows' cells are asked of the data source.
enum TablePrinter {
    static func print(_ table: TableView, element: Element, depth: Int, context: ElementContext, into out: inout SnapshotLines) {
        let layout = TableLayout(table: table, width: element.frame.width)
        let offset = table.contentOffsetY
        let inner = context.entering(element.frame, offset: Point(x: 0, y: offset), clips: true)
        // The visible band in the table's content coordinates.
        let top = inner.visible.minY - inner.origin.y
        let bottom = inner.visible.maxY - inner.origin.y
        let counts = layout.rowCounts(above: top, below: bottom)
        let sectionCount = layout.sections.count
        let rowCount = layout.rowCount
        out.add(depth, [
            "table " + element.name, PointFormat.string(element.frame), table.style.rawValue,
            "\(sectionCount) section\(sectionCount == 1 ? "" : "s")", "\(rowCount) row\(rowCount == 1 ? "" : "s")",
            "content height " + PointFormat.string(layout.contentHeight), "offset " + PointFormat.string(offset),
        ])
        if rowCount == 0 {
            out.add(depth + 1, "(no rows)")
        }
        if counts.above > 0 {
            out.add(depth + 1, "(\(counts.above) row\(counts.above == 1 ? "" : "s") above, out of view)")
        }
        let visibleRows = layout.rows(from: top, to: bottom)
        var rowIndex = 0
        for section in layout.sections {
            if let title = section.headerTitle, section.headerFrame.maxY > top, section.headerFrame.minY < bottom {
                out.add(depth + 1, "header \(section.index)", PointFormat.string(section.headerFrame), headerStyle(table.style), TextQuote.quoted(title))
            }
            while rowIndex < visibleRows.count, visibleRows[rowIndex].section == section.index {
                printRow(visibleRows[rowIndex], table: table, layout: layout, depth: depth + 1, context: inner, into: &out)
                rowIndex += 1
            }
            if let title = section.footerTitle, section.footerFrame.maxY > top, section.footerFrame.minY < bottom {
                out.add(depth + 1, "footer \(section.index)", PointFormat.string(section.footerFrame), TextQuote.quoted(title))
            }
        }
        if counts.below > 0 {
            out.add(depth + 1, "(\(counts.below) row\(counts.below == 1 ? "" : "s") below, out of view)")
        }
    }

    private static func headerStyle(_ style: TableStyle) -> String {
        switch style {
        case .plain: return "Helvetica-Bold 17 #FFFFFF"
        case .grouped: return "Helvetica-Bold 17 " + Color.groupedHeaderText.hex
        }
    }

    private static func printRow(
        _ indexPath: TableIndexPath, table: TableView, layout: TableLayout, depth: Int,
        context: ElementContext, into out: inout SnapshotLines
    ) {
        guard let rowFrame = layout.rowFrame(at: indexPath) else { return }
        let cell = table.dataSource.cell(at: indexPath)
        let cellLayout = CellLayout(cell: cell, style: table.style, rowHeight: rowFrame.height, width: rowFrame.width)
        out.add(depth, [
            "row \(indexPath)", PointFormat.string(rowFrame), cell.reuseIdentifier,
            cell.style == .custom ? "" : "style " + cell.style.rawValue,
            "accessory " + cell.accessory.label,
            table.selectedRow == indexPath ? "selected" : "",
            cell.tapAction.map { "tap -> " + $0 } ?? "",
        ])
        let cellContext = context.entering(rowFrame, clips: true)
        let contentContext = cellContext.entering(cellLayout.contentViewFrame, clips: true)
        for element in cellLayout.builtInElements + cell.contentElements {
            ElementPrinter.print(element, depth: depth + 1, context: contentContext, into: &out)
        }
        for element in cell.cellElements {
            ElementPrinter.print(element, depth: depth + 1, context: cellContext, into: &out)
        }
    }
}
