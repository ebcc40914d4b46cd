import Presentation

/// A screen's table as the user sees it while editing: its rows answer the screen's
/// ``ScreenFeature/editingStyle(forRowAt:)`` and ``ScreenFeature/canMoveRow(at:)``, and the
/// table shows the edit mode, the revealed Delete button and the last edit the navigation
/// holds for the screen.
struct FeatureTableEditing<Effect: Equatable & Sendable, Message: Equatable & Sendable> {
    /// The screen whose table it is.
    let feature: any ScreenFeature<Effect, Message>
    /// Edit mode and the Delete button.
    let editing: TableEditing
    /// The rows the last edit changed, if it happened on this screen.
    let lastEdit: TableChangeset?

    /// `elements` with their first table (depth first, as ``ScreenInspector/table`` finds it)
    /// editable.
    /// - Complexity: O(*n*) in the elements before the table.
    func applied(to elements: [Element]) -> [Element] {
        var elements = elements
        var found = false
        for index in elements.indices where !found {
            change(&elements[index], found: &found)
        }
        return elements
    }

    private func change(_ element: inout Element, found: inout Bool) {
        guard !element.isHidden else { return }
        if case .table(var table) = element.kind {
            found = true
            table.dataSource = EditableRows(base: table.dataSource, feature: feature)
            table.editing = editing
            if let lastEdit { table.lastUpdate = lastEdit }
            element.kind = .table(table)
            return
        }
        for index in element.children.indices where !found {
            change(&element.children[index], found: &found)
        }
    }

    /// A data source whose rows the screen's feature says how to edit.
    private struct EditableRows: TableDataSourceWrapper {
        let base: any TableDataSource
        let feature: any ScreenFeature<Effect, Message>
        func editingStyle(at indexPath: TableIndexPath) -> CellEditingStyle { feature.editingStyle(forRowAt: indexPath) }
        func canMoveRow(at indexPath: TableIndexPath) -> Bool { feature.canMoveRow(at: indexPath) }
    }
}

extension NavigationBar {
    /// The bar as it shows in edit mode: its Edit button (`editButtonItem`) reads Done, bold.
    func editing(_ isEditing: Bool) -> NavigationBar {
        guard isEditing else { return self }
        func done(_ button: BarButton) -> BarButton {
            guard button.content == .system(.edit) else { return button }
            var button = button
            button.content = .system(.done)
            return button
        }
        var bar = self
        bar.leftItems = leftItems.map(done)
        bar.rightItems = rightItems.map(done)
        return bar
    }
}
