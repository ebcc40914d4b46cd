import Presentation

/// Table editing in a ``FeatureApp``, as UITableView and `editButtonItem` do it: the Edit
/// button toggles edit mode, a swipe or a minus reveals Delete, Delete and a plus ask the
/// screen to commit, a drag by the grip asks it to move; the navigation checks that the
/// screen's rows changed as the edit says (UIKit's "invalid number of rows" exception) and
/// draws the change.
extension FeatureReduction {
    /// Handles `touch` when it is an editing touch, or one a revealed Delete button takes;
    /// returns false for every other touch, which then goes on as usual.
    mutating func handleEditing(_ touch: UserAction) throws(WiringError) -> Bool {
        let id = state.navigation.topID
        var editing = state.tableEditing[id] ?? TableEditing()
        defer { state.tableEditing[id] = editing == TableEditing() ? nil : editing }
        if let revealed = editing.deleteConfirmation, touch != .tapDelete(revealed) {
            // Any touch hides a revealed Delete button; one on the table does nothing else.
            editing.deleteConfirmation = nil
            switch touch {
            case .tapRow, .tapAccessory, .swipeRow, .tapEditingControl, .moveRow: return true
            default: break
            }
        }
        switch touch {
        case .tapBarButton(let button) where isEditButton(button, on: id):
            editing.isEditing.toggle()
            return true
        case .tapRow, .tapAccessory:
            // UIKit does not select rows in edit mode (`allowsSelectionDuringEditing` is off).
            return editing.isEditing
        case .swipeRow(let row):
            editing.deleteConfirmation = row
            return true
        case .tapEditingControl(let row):
            guard let feature = state.navigation.screen(id)?.feature else { return true }
            if feature.editingStyle(forRowAt: row) == .insert {
                try commit(.insert, row: row, on: id)
            } else {
                editing.deleteConfirmation = row
            }
            return true
        case .tapDelete(let row):
            editing.deleteConfirmation = nil
            try commit(.delete, row: row, on: id)
            return true
        case let .moveRow(from, to):
            try move(from, to: to, on: id)
            return true
        default:
            return false
        }
    }

    /// Whether the bar button `id` of the screen `screen` is its Edit button (a system `edit`
    /// item, UIKit's `editButtonItem`) with no segue drawn from it.
    private func isEditButton(_ id: String, on screen: ScreenID) -> Bool {
        guard let top = state.navigation.screen(screen) else { return false }
        let item = top.navigationItem
        let buttons = (item.leftBarButton.map { [$0] } ?? []) + item.rightBarButtons
        guard let button = buttons.first(where: { $0.id == id }), button.content == .system(.edit) else { return false }
        return !app.storyboard.segues(from: top.scene).contains { SegueSender<Never>.barButton(id).canTrigger($0.trigger) }
    }

    /// Asks the screen `id` to commit `style` at `row`, then checks that its table has one row
    /// less (delete) or more (insert) in the row's section and the same elsewhere.
    private mutating func commit(_ style: CellEditingStyle, row: TableIndexPath, on id: ScreenID) throws(WiringError) {
        guard var feature = state.navigation.screen(id)?.feature else { return }
        let before = rowCounts(of: feature, id: id)
        guard let commands = feature.commit(style, forRowAt: row, in: context(id)) else {
            throw .unhandledControl(
                "\(style == .delete ? "tap delete" : "tap editing control") \(row) (scene \(feature.shownScene); the screen does not commit \(style.rawValue)s: implement commit(_:forRowAt:in:))"
            )
        }
        let change = style == .delete ? TableChangeset(rowDeletes: [row]) : TableChangeset(rowInserts: [row])
        try check(
            rowCounts(of: feature, id: id), against: before, deleted: style == .delete ? [row.section] : [],
            inserted: style == .insert ? [row.section] : [])
        replace(id, with: feature)
        state.lastEdit = TableEdit(screen: id, changes: change)
        try execute(commands, from: id, depth: 0)
    }

    /// Asks the screen `id` to move its row `from` to `to`, then checks the rows it has.
    private mutating func move(_ from: TableIndexPath, to: TableIndexPath, on id: ScreenID) throws(WiringError) {
        guard var feature = state.navigation.screen(id)?.feature else { return }
        let before = rowCounts(of: feature, id: id)
        guard let commands = feature.moveRow(at: from, to: to, in: context(id)) else {
            throw .unhandledControl("move row \(from) to \(to) (scene \(feature.shownScene); the screen does not move rows: implement moveRow(at:to:in:))")
        }
        try check(rowCounts(of: feature, id: id), against: before, deleted: [from.section], inserted: [to.section])
        replace(id, with: feature)
        if from != to {
            state.lastEdit = TableEdit(screen: id, changes: TableChangeset(rowMoves: [ChangesetMove(from: from, to: to)]))
        }
        try execute(commands, from: id, depth: 0)
    }

    /// The number of rows in each section of the table `feature` renders (its first), as it is.
    private func rowCounts(of feature: any ScreenFeature<App.ScreenEffect, App.ScreenMessage>, id: ScreenID) -> [Int] {
        guard let source = ScreenInspector(drawn(feature, id: id)).table?.dataSource else { return [] }
        return (0..<source.numberOfSections).map(source.numberOfRows(inSection:))
    }

    /// Throws UIKit's "invalid number of rows" when `after` is not `before` with one row taken
    /// from each section in `deleted` and one added to each in `inserted`.
    private func check(_ after: [Int], against before: [Int], deleted: [Int], inserted: [Int]) throws(WiringError) {
        guard after.count == before.count else {
            throw .invalidTableUpdate("the number of sections after the update (\(after.count)) must be equal to the number before it (\(before.count))")
        }
        for section in before.indices {
            let removed = deleted.count { $0 == section }, added = inserted.count { $0 == section }
            let expected = before[section] - removed + added
            guard after[section] == expected else {
                throw .invalidTableUpdate(
                    "invalid number of rows in section \(section): it has \(after[section]) after the update and must have \(expected), the \(before[section]) before it plus \(added) inserted and minus \(removed) deleted"
                )
            }
        }
    }
}
