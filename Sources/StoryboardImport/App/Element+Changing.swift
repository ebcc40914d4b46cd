import Presentation

extension Element {
    /// The first value `match` gives for this element or one under it, depth first (tables'
    /// cells aside); reads only.
    /// - Complexity: O(*n*) in the elements of the tree.
    func first<T>(_ match: (Element) -> T?) -> T? {
        if let found = match(self) { return found }
        for child in children + tableHeaderAndFooter {
            if let found = child.first(match) { return found }
        }
        return nil
    }

    /// A table's header and footer views (none for other elements).
    var tableHeaderAndFooter: [Element] {
        guard case .table(let table) = kind else { return [] }
        return [table.headerView, table.footerView].compactMap { $0 }
    }

    /// Changes a table's header and footer views (nothing for other elements).
    private mutating func changeTableHeaderAndFooter(_ change: (inout Element) -> Void) {
        guard case .table(var table) = kind, table.headerView != nil || table.footerView != nil else { return }
        if var header = table.headerView { change(&header); table.headerView = header }
        if var footer = table.footerView { change(&footer); table.footerView = footer }
        kind = .table(table)
    }

    /// Changes this element and every element under it, depth first (cells of tables
    /// included).
    /// - Complexity: O(*n*) in the elements of the tree.
    mutating func changeAll(_ change: (inout Element) -> Void) {
        change(&self)
        for index in children.indices { children[index].changeAll(change) }
        changeTableHeaderAndFooter { $0.changeAll(change) }
        if case .table(var table) = kind, var sections = table.dataSource as? TableSections {
            for section in sections.sections.indices {
                for row in sections.sections[section].rows.indices {
                    sections.sections[section].rows[row].cell.changeAll(change)
                }
            }
            table.dataSource = sections
            kind = .table(table)
        }
    }

    /// Changes the elements named `name` in this tree outside tables' cells (tables' header and
    /// footer views included).
    /// - Complexity: O(*n*) in the elements of the tree.
    mutating func changeElements(named name: String, _ change: (inout Element) -> Void) {
        if self.name == name { change(&self) }
        for index in children.indices { children[index].changeElements(named: name, change) }
        changeTableHeaderAndFooter { $0.changeElements(named: name, change) }
    }

    /// Changes the elements named `name` in the cell at `row` of the tables in this tree, or,
    /// when `row` is nil, outside tables' cells.
    /// - Complexity: O(*n*) in the elements of the tree.
    mutating func changeElements(named name: String, inRow row: TableIndexPath?, _ change: (inout Element) -> Void) {
        guard let row else {
            changeElements(named: name, change)
            return
        }
        changeCells(at: row) { $0.changeElements(named: name, change) }
    }

    /// Changes the cell at `row` of the tables in this tree (tables of sections the file
    /// lists: static cells and prototypes).
    /// - Complexity: O(*n*) in the elements of the tree.
    mutating func changeCells(at row: TableIndexPath, _ change: (inout TableCell) -> Void) {
        if case .table(var table) = kind, var sections = table.dataSource as? TableSections,
            sections.sections.indices.contains(row.section), sections.sections[row.section].rows.indices.contains(row.row)
        {
            change(&sections.sections[row.section].rows[row.row].cell)
            table.dataSource = sections
            kind = .table(table)
        }
        for index in children.indices { children[index].changeCells(at: row, change) }
    }
}

extension TableCell {
    /// Changes every element of the cell and under it.
    mutating func changeAll(_ change: (inout Element) -> Void) {
        for index in contentElements.indices { contentElements[index].changeAll(change) }
        for index in cellElements.indices { cellElements[index].changeAll(change) }
        accessoryView?.changeAll(change)
    }

    /// Changes the cell's elements named `name`.
    mutating func changeElements(named name: String, _ change: (inout Element) -> Void) {
        for index in contentElements.indices { contentElements[index].changeElements(named: name, change) }
        for index in cellElements.indices { cellElements[index].changeElements(named: name, change) }
        accessoryView?.changeElements(named: name, change)
    }
}
