import Navigation
import Presentation

extension SceneReader {
    /// A `<tableView>` as a table element: its static sections and cells, or one row per
    /// prototype cell (one section), with the style, row height and each cell's reuse
    /// identifier, style, accessory, own row height and subviews. The facts the table element
    /// has no place for go to ``ParsedScene/tables``.
    mutating func readTable(_ node: Node) -> Element {
        let line = tree[node].line
        let layout = beginLayoutView(node)
        let tablePath = elementPath
        defer { elementPath = tablePath }
        let name = viewName(node).name
        let isHidden = tree.takeFlag(.hidden, from: node) ?? false
        let interaction = tree.takeFlag(.userInteractionEnabled, from: node)
        let style: TableStyle
        switch tree.take(.style, from: node) {
        case "grouped": style = .grouped
        case "insetGrouped": style = .insetGrouped
        case nil, "plain": style = .plain
        case let other?:
            skipped.approximate("tableView", "style=\(other) (shown plain)", line: line)
            style = .plain
        }
        let content: ImportedTable.Content = tree.take(.dataMode, from: node) == "static" ? .staticCells : .prototypes
        let dismissMode = tree.take(.keyboardDismissMode, from: node).flatMap(KeyboardDismissMode.init(rawValue:)) ?? .none
        var rowHeight = tree.takeNumber(.rowHeight, from: node) ?? 44
        // Self-sizing rows (`rowHeight="-1"`, UITableView.automaticDimension): each cell is as
        // tall as Interface Builder sized it from its content; 44 where it stores no frame.
        let selfSizing = rowHeight <= 0
        if selfSizing { rowHeight = 44 }
        var facts = ImportedTable(
            name: name, content: content, rowHeight: rowHeight, sectionHeaderHeight: tree.takeNumber(.sectionHeaderHeight, from: node),
            sectionFooterHeight: tree.takeNumber(.sectionFooterHeight, from: node), line: line
        )
        var parts = ViewParts()
        var sections: [TableSections.Section] = []
        var headerView: Element?
        var footerView: Element?
        for child in tree.children(of: node) {
            // Cells, headers and footers are not children of the table's element.
            elementPath = tree[child].word == .subviews ? tablePath : nil
            switch tree[child].word {
            case .prototypes:
                var rows: [TableSections.Row] = []
                for cell in tree.children(of: child) {
                    guard tree[cell].word == .tableViewCell else {
                        skip(cell, in: child)
                        continue
                    }
                    let identifier = tree.peek(.reuseIdentifier, in: cell)
                    if let identifier {
                        facts.prototypeIdentifiers.append(identifier)
                    } else {
                        facts.prototypesWithoutIdentifier.append(tree[cell].line)
                    }
                    rows.append(readCell(cell, trigger: .cell(prototype: identifier ?? "(no reuse identifier)"), selfSizing: selfSizing))
                }
                finish(child)
                if !rows.isEmpty { sections.append(TableSections.Section(rows: rows)) }
            case .sections:
                for section in tree.children(of: child) {
                    guard tree[section].word == .tableViewSection else {
                        skip(section, in: child)
                        continue
                    }
                    sections.append(readSection(section, index: sections.count, selfSizing: selfSizing))
                }
                finish(child)
            default:
                if tree[child].word == .constraints {
                    readConstraints(child, owner: tree.peek(.id, in: node))
                } else if tree[child].keyWord == .tableHeaderView {
                    headerView = readView(child)  // above the first section, with its segues
                } else if tree[child].keyWord == .tableFooterView {
                    footerView = readView(child)
                } else if !readCommonPart(child, into: &parts), !readLayoutPart(child, of: node) {
                    skip(child, in: node)
                }
            }
        }
        if let connections = parts.connections { _ = readConnections(connections, trigger: .control(name)) }
        finish(node)
        if parts.frame == nil { scene.viewsWithoutFrame += 1 }
        endLayoutView(layout, node: node, frame: parts.frame, content: .none, isHidden: isHidden)
        scene.tables.append(facts)
        var table = TableView(
            style: style, rowHeight: rowHeight, dataSource: TableSections(sections, defaultRowHeight: rowHeight),
            headerView: headerView, footerView: footerView)
        table.keyboardDismissMode = dismissMode
        table.metrics = tree.tableMetrics
        return Element(
            name, frame: parts.frame ?? .zero, kind: .table(table), backgroundColor: parts.background, isHidden: isHidden,
            children: parts.children, isUserInteractionEnabled: interaction, accessibility: parts.accessibility,
            frameSource: parts.frame == nil ? .autoLayout : .given
        )
    }

    /// A static section: header and footer titles and its cells (self-sizing ones as tall as
    /// Interface Builder sized them).
    private mutating func readSection(_ node: Node, index: Int, selfSizing: Bool) -> TableSections.Section {
        let header = tree.take(.headerTitle, from: node).flatMap { $0.isEmpty ? nil : $0 }
        let footer = tree.take(.footerTitle, from: node).flatMap { $0.isEmpty ? nil : $0 }
        var rows: [TableSections.Row] = []
        for child in tree.children(of: node) {
            guard tree[child].word == .cells else { skip(child, in: node); continue }
            for cell in tree.children(of: child) {
                guard tree[cell].word == .tableViewCell else {
                    skip(cell, in: child)
                    continue
                }
                rows.append(readCell(cell, trigger: .staticCell(section: index, row: rows.count), selfSizing: selfSizing))
            }
            finish(child)
        }
        finish(node)
        return TableSections.Section(headerTitle: header, footerTitle: footer, rows: rows, headerTitleOrigin: .app, footerTitleOrigin: .app)
    }

    /// The cell styles as Interface Builder names them.
    static let cellStyles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
    ]

    /// A `<tableViewCell>` as a row: reuse identifier, style (the built-in labels' texts),
    /// accessory, selection style, its own row height (in a self-sizing table, the height
    /// Interface Builder sized it to), its content view's other subviews, and what a tap does
    /// (its segues, started by `trigger`).
    private mutating func readCell(_ node: Node, trigger: SegueTrigger, selfSizing: Bool) -> TableSections.Row {
        let line = tree[node].line
        let identifier = tree.take(.reuseIdentifier, from: node)
        var style = CellStyle.custom
        if let styleName = tree.take(.style, from: node) {
            if let known = Self.cellStyles[styleName] {
                style = known
            } else {
                skipped.approximate("tableViewCell", "style=\(styleName) (shown custom)", line: line)
            }
        }
        let accessory = readAccessory(tree.take(.accessoryType, from: node), line: line)
        let selection: SelectionStyle
        switch tree.take(.selectionStyle, from: node) {
        case "none": selection = .none
        case "gray": selection = .gray
        default: selection = .blue
        }
        let sized =
            selfSizing ? tree.child(.rect, key: .frame, of: node).map { StoryboardValues.rect($0, of: &tree).height }.flatMap { $0 > 0 ? $0 : nil } : nil
        let height = tree.takeNumber(.rowHeight, from: node).flatMap { $0 > 0 ? $0 : nil } ?? sized
        let builtIns = BuiltInLabels(
            text: tree.take(.textLabel, from: node), detail: tree.take(.detailTextLabel, from: node), image: tree.take(.imageView, from: node)
        )
        for connections in tree.children(of: node) where tree[connections].word == .connections {
            for outlet in tree.children(of: connections) where tree[outlet].word == .outlet {
                if let property = tree.peek(.property, in: outlet), let destination = tree.peek(.destination, in: outlet) { outlets[destination] = property }
            }
        }
        var cell = TableCell(reuseIdentifier: identifier ?? "", style: style, accessory: accessory, selectionStyle: selection)
        cell.customClass = tree.take(.customClass, from: node)
        let container = beginContainer(node, frame: tree.child(.rect, key: .frame, of: node).map { StoryboardValues.rect($0, of: &tree) }, role: .cell)
        defer { endContainer(container) }
        for child in tree.children(of: node) {
            switch (tree[child].word, tree[child].keyWord) {
            case (.view, .contentView), (.tableViewCellContentView, _):
                readContentView(child, builtIns: builtIns, into: &cell)
            case (.connections, _):
                cell.tapAction = readConnections(child, trigger: trigger)
            case (.constraints, _):
                readConstraints(child, owner: tree.peek(.id, in: node))
            case (.rect, .frame):
                finish(child)
            default:
                if !readLayoutPart(child, of: node) { skip(child, in: node) }
            }
        }
        finish(node)
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
    private mutating func readContentView(_ node: Node, builtIns: BuiltInLabels, into cell: inout TableCell) {
        let container = beginContainer(node, frame: tree.child(.rect, key: .frame, of: node).map { StoryboardValues.rect($0, of: &tree) }, role: .cellContent)
        defer { endContainer(container) }
        for part in tree.children(of: node) {
            if tree[part].word == .constraints {
                readConstraints(part, owner: tree.peek(.id, in: node))
                continue
            }
            guard tree[part].word == .subviews else {
                if tree[part].word != .rect, !readLayoutPart(part, of: node) { skip(part, in: node) }
                continue
            }
            for subview in tree.children(of: part) {
                let id = tree.peek(.id, in: subview)
                let element = readView(subview)
                if let id, let outlet = outlets[id] {
                    switch id {
                    case builtIns.text: cell.builtInOutlets[outlet] = TableCell.BuiltInOutlet.textLabel
                    case builtIns.detail: cell.builtInOutlets[outlet] = TableCell.BuiltInOutlet.detailTextLabel
                    case builtIns.image: cell.builtInOutlets[outlet] = TableCell.BuiltInOutlet.imageView
                    default: break
                    }
                }
                switch element.kind {
                case .label(let label) where id != nil && id == builtIns.text:
                    cell.text = label.text
                    cell.textOrigin = .app
                case .label(let label) where id != nil && id == builtIns.detail:
                    cell.detailText = label.text
                    cell.detailTextOrigin = .app
                case .image(let image) where id != nil && id == builtIns.image: cell.image = image
                default: cell.contentElements.append(element)
                }
            }
        }
        _ = tree.take(.tableViewCell, from: node)
        finish(node)
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
