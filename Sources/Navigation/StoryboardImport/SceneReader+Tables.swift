import Presentation

extension SceneReader {
    /// A `<tableView>` as a table element: its static sections and cells, or one row per
    /// prototype cell (one section), with the style, row height and each cell's reuse
    /// identifier, style, accessory, own row height and subviews. The facts the table element
    /// has no place for go to ``ParsedScene/tables``.
    mutating func readTable(_ node: inout XMLNode) -> Element {
        let line = node.line
        let name = viewName(&node).name
        let isHidden = node.takeFlag(.hidden) ?? false
        let interaction = node.takeFlag(.userInteractionEnabled)
        let style: TableStyle
        switch node.take(.style) {
        case "grouped", "insetGrouped": style = .grouped
        case nil, "plain": style = .plain
        case let other?:
            skipped.approximate("tableView", "style=\(other) (shown plain)", line: line)
            style = .plain
        }
        let content: ImportedTable.Content = node.take(.dataMode) == "static" ? .staticCells : .prototypes
        var rowHeight = node.takeNumber(.rowHeight) ?? 44
        if rowHeight <= 0 {
            skipped.approximate("tableView", "rowHeight=automatic (shown 44)", line: line)
            rowHeight = 44
        }
        var facts = ImportedTable(
            name: name, content: content, rowHeight: rowHeight, sectionHeaderHeight: node.takeNumber(.sectionHeaderHeight),
            sectionFooterHeight: node.takeNumber(.sectionFooterHeight), line: line
        )
        var parts = ViewParts()
        var sections: [TableSections.Section] = []
        for childIndex in node.children.indices {
            switch node.children[childIndex].word {
            case .prototypes:
                var rows: [TableSections.Row] = []
                for index in node.children[childIndex].children.indices {
                    guard node.children[childIndex].children[index].word == .tableViewCell else {
                        skipped.skip(node.children[childIndex].children[index], in: node.children[childIndex])
                        continue
                    }
                    let identifier = node.children[childIndex].children[index].peek(.reuseIdentifier)
                    if let identifier {
                        facts.prototypeIdentifiers.append(identifier)
                    } else {
                        facts.prototypesWithoutIdentifier.append(node.children[childIndex].children[index].line)
                    }
                    rows.append(readCell(&node.children[childIndex].children[index], trigger: .cell(prototype: identifier ?? "(no reuse identifier)")))
                }
                skipped.skipAttributes(of: node.children[childIndex])
                if !rows.isEmpty { sections.append(TableSections.Section(rows: rows)) }
            case .sections:
                for index in node.children[childIndex].children.indices {
                    guard node.children[childIndex].children[index].word == .tableViewSection else {
                        skipped.skip(node.children[childIndex].children[index], in: node.children[childIndex])
                        continue
                    }
                    sections.append(readSection(&node.children[childIndex].children[index], index: sections.count))
                }
                skipped.skipAttributes(of: node.children[childIndex])
            default:
                if !readCommonPart(&node.children[childIndex], into: &parts) { skipped.skip(node.children[childIndex], in: node) }
            }
        }
        node.children = []
        if var connections = parts.connections { _ = readConnections(&connections, trigger: .control(name)) }
        finish(&node)
        if parts.frame == nil { scene.viewsWithoutFrame += 1 }
        scene.tables.append(facts)
        let table = TableView(style: style, rowHeight: rowHeight, dataSource: TableSections(sections, defaultRowHeight: rowHeight))
        return Element(
            name, frame: parts.frame ?? .zero, kind: .table(table), backgroundColor: parts.background, isHidden: isHidden,
            children: parts.children, isUserInteractionEnabled: interaction, accessibility: parts.accessibility,
            frameSource: parts.frame == nil ? .autoLayout : .given
        )
    }

    /// A static section: header and footer titles and its cells.
    private mutating func readSection(_ node: inout XMLNode, index: Int) -> TableSections.Section {
        let header = node.take(.headerTitle).flatMap { $0.isEmpty ? nil : $0 }
        let footer = node.take(.footerTitle).flatMap { $0.isEmpty ? nil : $0 }
        var rows: [TableSections.Row] = []
        for childIndex in node.children.indices {
            guard node.children[childIndex].word == .cells else { skipped.skip(node.children[childIndex], in: node); continue }
            for cellIndex in node.children[childIndex].children.indices {
                guard node.children[childIndex].children[cellIndex].word == .tableViewCell else {
                    skipped.skip(node.children[childIndex].children[cellIndex], in: node.children[childIndex])
                    continue
                }
                rows.append(readCell(&node.children[childIndex].children[cellIndex], trigger: .staticCell(section: index, row: rows.count)))
            }
            skipped.skipAttributes(of: node.children[childIndex])
        }
        node.children = []
        finish(&node)
        return TableSections.Section(headerTitle: header, footerTitle: footer, rows: rows)
    }

    /// The cell styles as Interface Builder names them.
    static let cellStyles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
    ]

    /// A `<tableViewCell>` as a row: reuse identifier, style (the built-in labels' texts),
    /// accessory, selection style, its own row height, its content view's other subviews, and
    /// what a tap does (its segues, started by `trigger`).
    private mutating func readCell(_ node: inout XMLNode, trigger: SegueTrigger) -> TableSections.Row {
        let line = node.line
        let identifier = node.take(.reuseIdentifier)
        var style = CellStyle.custom
        if let styleName = node.take(.style) {
            if let known = Self.cellStyles[styleName] { style = known } else { skipped.approximate("tableViewCell", "style=\(styleName) (shown custom)", line: line) }
        }
        let accessory = readAccessory(node.take(.accessoryType), line: line)
        let selection: SelectionStyle
        switch node.take(.selectionStyle) {
        case "none": selection = .none
        case "gray": selection = .gray
        default: selection = .blue
        }
        let height = node.takeNumber(.rowHeight).flatMap { $0 > 0 ? $0 : nil }
        let builtIns = BuiltInLabels(text: node.take(.textLabel), detail: node.take(.detailTextLabel), image: node.take(.imageView))
        for connections in node.children where connections.word == .connections {
            for outlet in connections.children where outlet.word == .outlet {
                if let property = outlet.peek(.property), let destination = outlet.peek(.destination) { outlets[destination] = property }
            }
        }
        var cell = TableCell(reuseIdentifier: identifier ?? "", style: style, accessory: accessory, selectionStyle: selection)
        for index in node.children.indices {
            switch (node.children[index].word, node.children[index].keyWord) {
            case (.view, .contentView), (.tableViewCellContentView, _):
                readContentView(&node.children[index], builtIns: builtIns, into: &cell)
            case (.connections, _):
                cell.tapAction = readConnections(&node.children[index], trigger: trigger)
            case (.rect, .frame):
                _ = StoryboardValues.rect(&node.children[index])
                finish(&node.children[index])
            default:
                skipped.skip(node.children[index], in: node)
            }
        }
        node.children = []
        finish(&node)
        if style != .custom { skipped.approximate("tableViewCell", "built-in labels (laid out by the style's iOS 6 metrics)", line: line) }
        return TableSections.Row(cell, height: height)
    }

    /// The ids of a cell's built-in text label, detail text label and image view.
    private struct BuiltInLabels {
        let text: String?
        let detail: String?
        let image: String?
    }

    /// The content view's subviews: the built-in labels and image view give the cell its texts
    /// and image; the others are the cell's own elements.
    private mutating func readContentView(_ node: inout XMLNode, builtIns: BuiltInLabels, into cell: inout TableCell) {
        for partIndex in node.children.indices {
            guard node.children[partIndex].word == .subviews else {
                if node.children[partIndex].word != .rect { skipped.skip(node.children[partIndex], in: node) }
                continue
            }
            for index in node.children[partIndex].children.indices {
                let id = node.children[partIndex].children[index].peek(.id)
                let element = readView(&node.children[partIndex].children[index])
                switch element.kind {
                case .label(let label) where id != nil && id == builtIns.text: cell.text = label.text
                case .label(let label) where id != nil && id == builtIns.detail: cell.detailText = label.text
                case .image(let image) where id != nil && id == builtIns.image: cell.image = image
                default: cell.contentElements.append(element)
                }
            }
        }
        node.children = []
        _ = node.take(.tableViewCell)
        finish(&node)
    }

    private mutating func readAccessory(_ value: String?, line: Int) -> Accessory {
        switch value {
        case nil, "none": return .none
        case "disclosureIndicator": return .disclosureIndicator
        case "detailDisclosureButton": return .detailDisclosureButton
        case "checkmark": return .checkmark
        case let other?:
            skipped.approximate("tableViewCell", "accessoryType=\(other) (shown as detail-disclosure)", line: line)
            return .detailDisclosureButton
        }
    }
}
