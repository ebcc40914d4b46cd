/// The visible content of a screen as ``DisplayItem``s in screen points, back to front: the
/// walk both picture renderers (``WireframeRenderer`` and ``SVGRenderer``) draw from.
///
/// It follows the same visibility rules as ``TextRenderer`` (``ElementContext``,
/// ``TableViewport``, ``GridViewport``, ``ScrollingTextLines``): hidden elements and elements
/// outside the visible area are left out, scroll offsets move content, and a table asks its data
/// source only for the rows it shows.
struct DisplayList {
    /// The items, back to front.
    private(set) var items: [DisplayItem] = []

    /// The display list of `content` shown in the content area `frame` (screen points).
    /// - Complexity: O(visible elements + visible rows + text length of visible text).
    init(content: [Element], in frame: Rect) {
        let context = ElementContext(origin: frame.origin, visible: frame)
        for element in content {
            add(element, context: context)
        }
    }

    /// Adds `element` and its children; `textColor` replaces label colors (a highlighted row's
    /// built-in labels turn white).
    private mutating func add(_ element: Element, context: ElementContext, textColor: Color? = nil) {
        guard !element.isHidden, context.isVisible(element.frame) else { return }
        let frame = context.absolute(element.frame)
        switch (element.kind, element.backgroundColor) {
        case (.view, let color?): items.append(.view(frame, color))
        case (.view, nil), (.table, _), (_, nil): break
        case (_, let color?): items.append(.background(frame, color))
        }
        switch element.kind {
        case .view:
            break
        case .label(let label):
            if let text = TextDrawing.label(label, frame: frame, color: textColor) { items.append(.text(text)) }
        case .image(let image):
            let bounds = Rect(origin: .zero, size: element.frame.size)
            items.append(
                .image(
                    ImageDrawing(
                        frame: frame, asset: image.image, placeholder: image.placeholder,
                        imageRect: image.imageRect(in: bounds).offsetBy(dx: frame.minX, dy: frame.minY),
                        clipsToBounds: image.clipsToBounds
                    )))
        case .textView(let textView):
            let lines = ScrollingTextLines(textView: textView, width: element.frame.width)
            addLines(lines, frame: element.frame, offsetY: textView.contentOffsetY, color: textView.textColor, context: context)
        case .webView(let webView):
            let lines = ScrollingTextLines(webView: webView, width: element.frame.width)
            addLines(lines, frame: element.frame, offsetY: webView.contentOffsetY, color: .black, context: context)
        case .textField(let field):
            items.append(.textField(frame, field))
        case .button(let button):
            items.append(.button(frame, button))
        case .switchControl(let control):
            items.append(.switchControl(frame, control))
        case .segmentedControl(let control):
            items.append(.segmentedControl(frame, control))
        case .slider(let slider):
            items.append(.slider(frame, slider))
        case .stepper(let stepper):
            items.append(.stepper(frame, stepper))
        case .scrollView(let scroll):
            let inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
            items.append(.beginClip(inner.visible))
            for child in element.children { add(child, context: inner) }
            items.append(.endClip)
            return
        case .table(let table):
            addTable(table, frame: element.frame, background: element.backgroundColor, context: context)
            return
        case .grid(let grid):
            addGrid(grid, frame: element.frame, context: context)
            return
        }
        let inner = context.entering(element.frame, clips: false)
        for child in element.children { add(child, context: inner) }
    }

    /// A text view's or web view's visible lines, clipped to its bounds: each line with its
    /// list marker before it and its bold or italic parts, a horizontal rule as a thin view.
    private mutating func addLines(_ text: ScrollingTextLines, frame: Rect, offsetY: Double, color: Color, context: ElementContext) {
        let visibility = text.visibility(frame: frame, offsetY: offsetY, context: context)
        guard !visibility.shown.isEmpty else { return }
        let origin = visibility.context.origin
        items.append(.beginClip(visibility.context.visible))
        for line in visibility.shown where line.isRule {
            items.append(.view(Rect(x: origin.x + line.x, y: origin.y + line.y, width: line.width, height: line.height), .gray))
        }
        let runs = visibility.shown.filter { !$0.isRule }.map { line in
            let markerWidth = line.markerWidth
            var parts: [TextRun.Part] = []
            var offset = 0.0
            if let marker = line.marker {
                parts.append(TextRun.Part(text: marker, font: line.font, offsetX: 0))
                offset = markerWidth
            }
            for run in line.runs {
                parts.append(TextRun.Part(text: run.text, font: run.font, offsetX: offset))
                offset += FontMetrics(run.font).width(of: run.text)
            }
            let isPlain = line.marker == nil && line.runs.allSatisfy { $0.font == line.font }
            return TextRun(
                text: line.displayText, font: line.font, color: color, alignment: .left,
                anchorX: origin.x + line.x - markerWidth, top: origin.y + line.y, lineHeight: line.height,
                baselineOffset: line.baselineOffset, parts: isPlain ? nil : parts
            )
        }
        if !runs.isEmpty { items.append(.text(TextDrawing(frame: context.absolute(frame), runs: runs))) }
        items.append(.endClip)
    }

    private mutating func addGrid(_ grid: GridView, frame: Rect, context: ElementContext) {
        let viewport = GridViewport(grid: grid, frame: frame, context: context)
        items.append(.beginClip(viewport.context.visible))
        for item in viewport.items {
            items.append(
                .gridItem(
                    GridItemDrawing(
                        slot: viewport.context.absolute(item.slot),
                        cellFrame: viewport.context.absolute(item.cellFrame),
                        isSelected: grid.selectedIndex == item.index
                    )))
            for child in item.cell.elements { add(child, context: item.context) }
        }
        items.append(.endClip)
    }

    private mutating func addTable(_ table: TableView, frame: Rect, background: Color?, context: ElementContext) {
        let viewport = TableViewport(table: table, frame: frame, context: context)
        let inner = viewport.context
        items.append(.beginClip(inner.visible))
        items.append(.table(context.absolute(frame), table.look, background))
        if let header = table.placedHeader(in: viewport.layout) { add(header, context: inner) }
        var groupedSection: Int?
        for item in viewport.items {
            switch item {
            case .header(let section):
                addSectionTitle(section.headerTitle, frame: inner.absolute(section.headerFrame), kind: .header, look: table.look)
            case .footer(let section):
                addSectionTitle(section.footerTitle, frame: inner.absolute(section.footerFrame), kind: .footer, look: table.look)
            case .row(let indexPath):
                guard let row = TableRowContent(indexPath: indexPath, table: table, layout: viewport.layout, tableContext: inner) else { continue }
                if table.style.isGrouped, groupedSection != indexPath.section {
                    groupedSection = indexPath.section
                    if let group = TableDrawingGeometry.groupFrame(section: indexPath.section, layout: viewport.layout) {
                        items.append(
                            .sectionGroup(
                                inner.absolute(group), rounded: table.look.hasRoundedGroups,
                                fill: table.look.isModern ? table.look.rowBackground : nil))
                    }
                }
                addRow(row, table: table, layout: viewport.layout, context: inner)
            }
        }
        if let footer = table.placedFooter(in: viewport.layout) { add(footer, context: inner) }
        items.append(.endClip)
    }

    private mutating func addRow(_ row: TableRowContent, table: TableView, layout: TableLayout, context: ElementContext) {
        let isHighlighted = table.selectedRow == row.indexPath && row.cell.selectionStyle != .none
        let rowCount = layout.sections.indices.contains(row.indexPath.section) ? layout.sections[row.indexPath.section].rowCount : 0
        let isLast = row.indexPath.row == rowCount - 1
        items.append(
            .row(
                RowDrawing(
                    frame: context.absolute(row.frame),
                    look: table.look,
                    cellFrame: context.absolute(TableDrawingGeometry.cellBackground(row: row.frame, look: table.look)),
                    separator: TableDrawingGeometry.separator(row: row.frame, look: table.look, isLastInSection: isLast).map(context.absolute),
                    accessory: row.cell.accessory,
                    accessoryFrame: row.cellLayout.accessoryFrame.map(row.cellContext.absolute),
                    isHighlighted: isHighlighted
                )))
        for placed in row.elements {
            add(placed.element, context: placed.context, textColor: isHighlighted && placed.isBuiltIn ? .white : nil)
        }
    }

    private mutating func addSectionTitle(_ title: String?, frame: Rect, kind: SectionTitleDrawing.Kind, look: TableLook) {
        items.append(.sectionTitle(SectionTitleDrawing(frame: frame, kind: kind, look: look)))
        guard let title else { return }
        let label = TableDrawingGeometry.titleLabel(title, kind: kind, look: look)
        let labelFrame = TableDrawingGeometry.titleFrame(in: frame, kind: kind, look: look)
        if let text = TextDrawing.label(label, frame: labelFrame) { items.append(.text(text)) }
    }
}
