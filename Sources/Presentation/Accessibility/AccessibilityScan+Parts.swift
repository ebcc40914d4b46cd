/// The tables, grids and chrome of ``AccessibilityScan``.
extension AccessibilityScan {
    /// The grouped table's background on iOS 5/6 (its pinstripes left out).
    static let groupedBackground = Color(red255: 0xC5, green255: 0xCC, blue255: 0xD4)

    /// A table: its background, its visible section titles (headers to VoiceOver) and rows
    /// (one element each, speaking its labels' texts in order; a target when a tap does
    /// something).
    mutating func scanTable(_ table: TableView, element: Element, context: ElementContext) {
        let frame = context.absolute(element.frame)
        let look = table.look
        let background: Color = look.isModern || look.style == .plain ? look.background : AccessibilityScan.groupedBackground
        painted.paint(frame, color: element.backgroundColor ?? background)
        let viewport = TableViewport(table: table, frame: element.frame, context: context)
        let inner = viewport.context
        if let header = table.placedHeader(in: viewport.layout) { scan(header, context: inner, cell: nil) }
        defer { if let footer = table.placedFooter(in: viewport.layout) { scan(footer, context: inner, cell: nil) } }
        for item in viewport.items {
            switch item {
            case .header(let section):
                scanSectionTitle(
                    section.headerTitle, origin: table.dataSource.headerTitleOrigin(forSection: section.index), frame: inner.absolute(section.headerFrame),
                    kind: .header, look: table.look, name: "header \(section.index)", visible: inner.visible)
            case .footer(let section):
                scanSectionTitle(
                    section.footerTitle, origin: table.dataSource.footerTitleOrigin(forSection: section.index), frame: inner.absolute(section.footerFrame),
                    kind: .footer, look: table.look, name: "footer \(section.index)", visible: inner.visible)
            case .row(let indexPath):
                guard let row = TableRowContent(indexPath: indexPath, table: table, layout: viewport.layout, tableContext: inner) else { continue }
                scanRow(row, table: table, context: inner)
            }
        }
    }

    private mutating func scanSectionTitle(
        _ title: String?, origin: TextOrigin, frame: Rect, kind: SectionTitleDrawing.Kind, look: TableLook, name: String, visible: Rect
    ) {
        guard let title else { return }
        if look.style == .plain, !look.isModern { painted.paint(frame, SVGPalette.backdrop("plain-header", frame: frame)) }
        var label = TableDrawingGeometry.titleLabel(title, kind: kind, look: look)
        label.textOrigin = origin
        let labelFrame = TableDrawingGeometry.titleFrame(in: frame, kind: kind, look: look)
        scanLabel(
            label, name: name, frame: labelFrame, accessibility: Accessibility(traits: kind == .header ? [.header] : [.staticText]), cell: nil, textColor: nil,
            visible: visible)
    }

    private mutating func scanRow(_ row: TableRowContent, table: TableView, context: ElementContext) {
        let rowFrame = context.absolute(row.frame)
        let isHighlighted = table.selectedRow == row.indexPath && row.cell.selectionStyle != .none
        let background = context.absolute(TableDrawingGeometry.cellBackground(row: row.frame, look: table.look))
        painted.paint(background, isHighlighted ? SVGPalette.backdrop("row-selected", frame: background) : .color(table.look.rowBackground))
        let name = "row \(row.indexPath.section).\(row.indexPath.row)"
        let speech = CellSpeech(name: name)
        let contentCount = content.count
        for placed in row.elements {
            scan(placed.element, context: placed.context, cell: speech, textColor: isHighlighted && placed.isBuiltIn ? .white : nil)
        }
        let spoken = AccessibleElement(
            name: name, label: speech.parts.joined(separator: ", "),
            traits: table.selectedRow == row.indexPath ? [.selected] : [], frame: rowFrame)
        let tappable = row.cell.tapAction != nil
        // A cell with no text whose controls or text views speak for it is only their
        // container; otherwise it is read before the elements inside it.
        guard tappable || spoken.isLabeled || content.count == contentCount else { return }
        insertContent(spoken, at: contentCount)
        if tappable { addTarget(spoken, touchFrame: rowFrame) }
    }

    /// A grid: each visible item is one element speaking its labels (and labelled images), a
    /// target when a tap does something.
    mutating func scanGrid(_ grid: GridView, name: String, frame: Rect, context: ElementContext) {
        let viewport = GridViewport(grid: grid, frame: frame, context: context)
        for item in viewport.items {
            let itemName = "item \(item.index)"
            let speech = CellSpeech(name: itemName)
            let contentCount = content.count
            for child in item.cell.elements { scan(child, context: item.context, cell: speech) }
            let cellFrame = viewport.context.absolute(item.cellFrame)
            let spoken = AccessibleElement(
                name: itemName, label: speech.parts.joined(separator: ", "),
                traits: [.button] + (grid.selectedIndex == item.index ? [.selected] : []), frame: cellFrame)
            insertContent(spoken, at: contentCount)
            if item.cell.tapAction != nil { addTarget(spoken, touchFrame: cellFrame) }
        }
    }

    /// The navigation bar: the back button (or the left items), the title (a header), the
    /// right items. A bar button's touch area is its drawn width over the bar's full height,
    /// as UINavigationBar hit-tests it.
    mutating func scanNavigationBar(_ bar: NavigationBar, frame: Rect, chrome: ModernChrome?) {
        painted.paint(
            frame, bar.backgroundImage.map { .image($0.name) } ?? chrome.map { .color($0.barBackground) } ?? SVGPalette.backdrop("nav-bar", frame: frame))
        let layout = NavigationBarLayout(bar: bar, frame: frame, chrome: chrome)
        if bar.showsBackButton, let back = layout.leftItems.first, let title = bar.backButtonTitle {
            let button = BarButton(id: "back", content: .title(title))
            scanBarButton(button, item: back, name: "back button", bar: frame, image: bar.backButtonImage, chrome: chrome)
        } else {
            for (button, item) in zip(bar.leftItems, layout.leftItems) {
                scanBarButton(button, item: item, name: "bar button " + button.id, bar: frame, image: nil, chrome: chrome)
            }
        }
        if let title = bar.title, let run = layout.title ?? layout.largeTitle {
            let width = FontMetrics(run.font).width(of: run.text)
            let left = run.alignment == .left ? run.anchorX : run.anchorX - width / 2
            let rect = Rect(x: left, y: run.top, width: width, height: run.lineHeight)
            addText("navigation bar title", shown: run.text, font: run.font, color: run.color, rect: rect)
            if run.text != title {
                addTruncation("navigation bar title", full: title, shown: run.text)
            }
            addLeading(AccessibleElement(name: "navigation bar title", label: title, traits: [.header], frame: rect))
        }
        // UIKit places right items right to left; VoiceOver reads them left to right.
        for (button, item) in zip(bar.rightItems, layout.rightItems).reversed() {
            scanBarButton(button, item: item, name: "bar button " + button.id, bar: frame, image: nil, chrome: chrome)
        }
    }

    private mutating func scanBarButton(_ button: BarButton, item: NavigationBarLayout.Item, name: String, bar: Rect, image: ImageAsset?, chrome: ModernChrome?)
    {
        let touch = Rect(x: item.frame.minX, y: bar.minY, width: item.frame.width, height: bar.height)
        let spoken = AccessibleElement(name: name, label: button.spokenTitle, traits: button.isEnabled ? [.button] : [.button, .notEnabled], frame: item.frame)
        addLeading(spoken)
        addTarget(spoken, touchFrame: touch)
        if let chrome {
            // Today's bar buttons are tinted text on the bar.
            if let image { painted.paint(item.frame, .image(image.name)) }
            guard let title = item.title, case .title = button.content else { return }
            let run = ModernSVGChrome.buttonText(item, chrome: chrome)
            let width = FontMetrics(run.font).width(of: run.text)
            addText(
                name, shown: title, font: run.font, color: run.color,
                rect: Rect(x: run.anchorX - width / 2, y: run.top, width: width, height: run.lineHeight))
            if let full = button.title, full != title { addTruncation(name, full: full, shown: title) }
            return
        }
        let gradient = item.style == .done ? "done-button" : "bar-button"
        painted.paint(item.frame, image.map { .image($0.name) } ?? SVGPalette.backdrop(gradient, frame: item.frame))
        guard let title = item.title, case .title = button.content else { return }
        let font = NavigationBarLayout.buttonFont
        let width = FontMetrics(font).width(of: title)
        let lineHeight = FontMetrics.lineHeight(for: font)
        let left = item.style == .back ? item.frame.minX + 10 : item.frame.minX
        let textWidth = item.style == .back ? max(0, item.frame.width - 13) : item.frame.width
        let rect = Rect(x: left + (textWidth - width) / 2, y: item.frame.minY + (item.frame.height - lineHeight) / 2, width: width, height: lineHeight)
        addText(name, shown: title, font: font, color: .white, rect: rect)
        if let full = button.title, full != title {
            addTruncation(name, full: full, shown: title)
        }
    }

    /// The tab bar: each item a button (selected when it is), its slot the touch area.
    mutating func scanTabBar(_ bar: TabBar, frame: Rect, chrome: ModernChrome?) {
        if let chrome {
            painted.paint(frame, .color(chrome.barBackground))
        } else {
            painted.paint(frame, .color(.black))
            painted.paint(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 2), SVGPalette.backdrop("tab-bar", frame: frame))
        }
        let layout = TabBarLayout(bar: bar, frame: frame)
        for (tab, item) in zip(bar.items, layout.items) {
            let name = "tab " + TextQuote.quoted(tab.title)
            if item.isSelected, chrome == nil {
                painted.paint(
                    Rect(x: item.frame.minX + 3, y: item.frame.minY + 3, width: max(0, item.frame.width - 6), height: max(0, item.frame.height - 6)),
                    color: Color(white: 1, alpha: 0.15))
            }
            let run = chrome.map { ModernSVGChrome.tabTitle(item, chrome: $0) } ?? item.title
            let width = FontMetrics(run.font).width(of: run.text)
            addText(
                name, shown: run.text, font: run.font, color: chrome == nil ? (item.isSelected ? .white : SVGPalette.tabTitle) : run.color,
                rect: Rect(x: run.anchorX - width / 2, y: run.top, width: width, height: run.lineHeight))
            if run.text != tab.title {
                addTruncation(name, full: tab.title, shown: run.text)
            }
            let spoken = AccessibleElement(
                name: name, label: tab.title + (tab.badge.map { ", " + $0 } ?? ""),
                traits: item.isSelected ? [.button, .selected] : [.button], frame: item.frame)
            addTrailing(spoken)
            addTarget(spoken, touchFrame: item.frame)
        }
    }

    /// An alert: its title (a header), its message and its buttons, all VoiceOver reaches
    /// while it is up.
    mutating func scanAlert(_ alert: Alert, screenSize: Size) {
        let layout = AlertLayout(alert: alert, screen: screenSize)
        painted.paint(layout.frame, SVGPalette.backdrop("alert-box", frame: layout.frame))
        for (name, runs, full, traits) in [
            ("alert title", layout.title, alert.title, [AccessibilityTrait.header]), ("alert message", layout.message, alert.message ?? "", [.staticText]),
        ] where !runs.isEmpty {
            for run in runs {
                let width = FontMetrics(run.font).width(of: run.text)
                addText(
                    name, shown: run.text, font: run.font, color: run.color,
                    rect: Rect(x: run.anchorX - width / 2, y: run.top, width: width, height: run.lineHeight))
            }
            addLineCount(name, runs.count)
            let shown = runs.map(\.text).joined(separator: " ")
            if shown.hasSuffix("…"), !full.hasSuffix("…") {
                addTruncation(name, full: full, shown: shown)
            }
            let top = runs[0].top, bottom = runs[runs.count - 1].top + runs[runs.count - 1].lineHeight
            addLeading(
                AccessibleElement(
                    name: name, label: full, traits: traits, frame: Rect(x: layout.frame.minX, y: top, width: layout.frame.width, height: bottom - top)))
        }
        for (button, item) in zip(alert.buttons, layout.buttons) {
            let name = "alert button " + TextQuote.quoted(button.title)
            let box = SVGPalette.backdrop("alert-box", frame: layout.frame).colors(behind: item.frame) ?? [.black, .black]
            if case .gradient(let top, let bottom, _) = SVGPalette.backdrop(button.role == .cancel ? "alert-button-cancel" : "alert-button", frame: item.frame)
            {
                painted.paint(item.frame, .gradient(top: top.composited(over: box[0]), bottom: bottom.composited(over: box[1]), frame: item.frame))
            }
            let run = item.title
            let width = FontMetrics(run.font).width(of: run.text)
            addText(
                name, shown: run.text, font: run.font, color: run.color,
                rect: Rect(x: run.anchorX - width / 2, y: run.top, width: width, height: run.lineHeight))
            if run.text != button.title {
                addTruncation(name, full: button.title, shown: run.text)
            }
            let spoken = AccessibleElement(name: name, label: button.title, traits: [.button], frame: item.frame)
            addLeading(spoken)
            addTarget(spoken, touchFrame: item.frame)
        }
    }
}

extension BarButton {
    /// What VoiceOver speaks for the button: its title, or a system icon's name ("Add",
    /// "Refresh", "Fast Forward").
    var spokenTitle: String? {
        if let title { return title }
        guard case .system(let item) = content else { return nil }
        var words = ""
        for character in item.rawValue {
            if character.isUppercase { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }
}
