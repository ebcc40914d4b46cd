import Navigation
import Presentation

/// Filling a scene from its file, as a view controller's code fills what its storyboard draws:
/// dequeue a prototype cell by its reuse identifier, set its views by outlet name, give a
/// prototype table its rows, show the file's navigation item. Everything else (frames, fonts,
/// colors, static tables, bar buttons, segues) stays as the file says.
extension ImportedScene {
    /// A fresh copy of the prototype cell `identifier` as the file draws it, to fill with
    /// `TableCell.set(_:_:)` (UIKit's `dequeueReusableCellWithIdentifier:`).
    /// - Throws: ``StoryboardFillError/noPrototype(_:scene:available:)`` listing the scene's
    ///   reuse identifiers when none matches.
    /// - Complexity: O(*n*) in the elements and prototypes of the scene.
    public func dequeueCell(withIdentifier identifier: String) throws(StoryboardFillError) -> TableCell {
        guard let row = prototypeRow(identifier) else {
            throw .noPrototype(identifier, scene: id, available: tables.flatMap(\.prototypeIdentifiers))
        }
        return row.cell
    }

    /// The scene's view with the prototype table `table` (the scene's only prototype table when
    /// nil) showing `sections`, as its data source would: a row without a height of its own
    /// takes its prototype's. Static tables and every other view stay as drawn.
    /// - Throws: ``StoryboardFillError/noTable(_:scene:available:)`` when the scene has no such
    ///   prototype table, or more than one and `table` is nil.
    /// - Complexity: O(*n* + *r*) in the scene's elements and the rows given.
    public func view(fillingTable table: String? = nil, with sections: [TableSections.Section]) throws(StoryboardFillError) -> Element {
        let prototypeTables = tables.filter { $0.content == .prototypes }
        let candidates = prototypeTables.filter { table == nil || $0.name == table }
        guard var view, candidates.count == 1, let facts = candidates.first else {
            throw .noTable(table, scene: id, available: prototypeTables.map(\.name))
        }
        var heights: [String: Double] = [:]
        for identifier in facts.prototypeIdentifiers where heights[identifier] == nil {
            heights[identifier] = prototypeRow(identifier)?.height
        }
        let filled = sections.map { section in
            var section = section
            section.rows = section.rows.map { row in
                TableSections.Row(row.cell, height: row.height ?? heights[row.cell.reuseIdentifier])
            }
            return section
        }
        var replaced = false
        view.changeAll { element in
            guard !replaced, element.name == facts.name, case .table(var tableView) = element.kind else { return }
            replaced = true
            tableView.dataSource = TableSections(filled, defaultRowHeight: facts.rowHeight)
            element.kind = .table(tableView)
        }
        return view
    }

    /// What the navigation bar shows for this scene as the file sets it: its title (the
    /// scene's when the item has none), back button title and bar buttons (the first on the
    /// left, as the bar shows one).
    public var fileNavigationItem: NavigationItem {
        var item = NavigationItem(
            title: navigationItem?.title, backButtonTitle: navigationItem?.backButtonTitle,
            leftBarButton: navigationItem?.leftItems.first, rightBarButtons: navigationItem?.rightItems ?? [])
        item.largeTitleDisplayMode = navigationItem?.largeTitleDisplayMode ?? .automatic
        return item
    }

    /// The row of the prototype `identifier` in the scene's prototype tables, if any.
    private func prototypeRow(_ identifier: String) -> TableSections.Row? {
        let names = Set(tables.filter { $0.content == .prototypes }.map(\.name))
        return view?.first { element -> TableSections.Row? in
            guard names.contains(element.name), case .table(let table) = element.kind,
                let sections = table.dataSource as? TableSections
            else { return nil }
            return sections.sections.lazy.flatMap(\.rows).first { $0.cell.reuseIdentifier == identifier }
        }
    }
}
