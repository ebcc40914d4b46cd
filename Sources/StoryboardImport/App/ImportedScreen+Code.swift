import Navigation
import Presentation

extension ImportedScreen {
    /// The scene's view as its code fills it: the prototype table showing the code's rows
    /// (each a fresh copy of its prototype with the row's outlets set), then the code's
    /// outlets set anywhere in the scene; the file's view as drawn when there is no code.
    /// - Throws: ``StoryboardFillError`` when the code names a prototype or an outlet the file
    ///   does not have, or a value its view cannot show.
    /// - Complexity: O(*n* + *r*) in the scene's elements and the code's rows.
    func codeFilledView(in context: ScreenContext) throws(StoryboardFillError) -> Element? {
        guard let code, let imported = file.sceneIfAny(sceneID) else {
            return Self.view(of: sceneID, in: file, storyboard: context.storyboard, depth: 0)
        }
        let view = sceneView(in: context)
        var filled: Element?
        if let rows = code.rows(view) {
            let prototypes = imported.tables.filter { $0.content == .prototypes }.flatMap(\.prototypeIdentifiers)
            var cells: [TableSections.Row] = []
            for row in rows {
                guard let identifier = row.prototype ?? (prototypes.count == 1 ? prototypes.first : nil) else {
                    throw .prototypeNotNamed(scene: sceneID, available: prototypes)
                }
                var cell = try imported.dequeueCell(withIdentifier: identifier)
                for (outlet, value) in row.outlets.sorted(by: { $0.key < $1.key }) {
                    try cell.set(outlet, value)
                }
                if let accessory = row.accessory { cell.accessory = accessory }
                cells.append(TableSections.Row(cell))
            }
            filled = try imported.view(fillingTable: nil, with: [TableSections.Section(rows: cells)])
        }
        guard var shown = Self.view(of: sceneID, in: file, storyboard: context.storyboard, depth: 0, filled: filled) else { return nil }
        for (outlet, value) in code.outlets(view).sorted(by: { $0.key < $1.key }) {
            try shown.setInScene(outlet, value, scene: sceneID)
        }
        return shown
    }
}

extension Element {
    /// Sets `value` on every view named `outlet` in this tree, in table cells too, and on the
    /// built-in label or image of each static cell an outlet of that name reaches
    /// (``TableCell/builtInOutlets``): what a view controller's outlet into its static table
    /// sets.
    /// - Throws: ``StoryboardFillError/noOutlet(_:in:available:)`` when nothing has that name,
    ///   ``StoryboardFillError/valueDoesNotFit(_:outlet:kind:)`` when a view cannot show it.
    /// - Complexity: O(*n*) in the elements of the tree and its cells.
    mutating func setInScene(_ outlet: String, _ value: OutletValue, scene: SceneID) throws(StoryboardFillError) {
        var found = false
        var failure: StoryboardFillError?
        changeAll { element in
            if element.name == outlet {
                found = true
                if let changed = value.applied(to: element) {
                    element = changed
                } else {
                    failure = .valueDoesNotFit(value, outlet: outlet, kind: element.kind.word)
                }
            }
            guard case .table(var table) = element.kind, var sections = table.dataSource as? TableSections else { return }
            for section in sections.sections.indices {
                for row in sections.sections[section].rows.indices where sections.sections[section].rows[row].cell.builtInOutlets[outlet] != nil {
                    found = true
                    do throws(StoryboardFillError) {
                        try sections.sections[section].rows[row].cell.set(outlet, value)
                    } catch {
                        failure = error
                    }
                }
            }
            table.dataSource = sections
            element.kind = .table(table)
        }
        if let failure { throw failure }
        guard found else { throw .noOutlet(outlet, in: "Scene \"\(scene)\"", available: outletNames) }
    }
}
