import Navigation
import Presentation

/// The keyboard in a file run without code for it, as the usual delegate code does what the
/// file's settings say: the return key's Next and Done, and a drag's `keyboardDismissMode`.
extension ImportedScreen {
    /// Return in the focused text field: Next moves the focus to the next text input of the
    /// view (depth first, a table's cells row by row), Done puts the keyboard down.
    mutating func pressReturn(in context: ScreenContext) {
        guard let focused = focusedField,
            let view = Self.view(of: sceneID, in: file, storyboard: context.storyboard, depth: 0)
        else { return }
        let inputs = Self.textInputs(in: view)
        guard let current = inputs.first(where: { $0.key == focused }) else { return }
        switch current.returnKey {
        case .next:
            let index = inputs.firstIndex { $0.key == focused } ?? inputs.endIndex
            focusedField = inputs[(index + 1)...].first?.key
        case .done:
            focusedField = nil
        default:
            break
        }
    }

    /// The enabled text fields and editable text views of `view`, depth first, with the return
    /// key each shows.
    private static func textInputs(in view: Element) -> [(key: ControlKey, returnKey: ReturnKey)] {
        var inputs: [(key: ControlKey, returnKey: ReturnKey)] = []
        func collect(_ element: Element, row: TableIndexPath?) {
            guard !element.isHidden else { return }
            switch element.kind {
            case .textField(let field) where field.isEnabled: inputs.append((ControlKey(name: element.name, row: row), field.returnKey))
            case .textView(let textView) where textView.isEditable: inputs.append((ControlKey(name: element.name, row: row), .default))
            case .table(let table):
                if let header = table.headerView { collect(header, row: nil) }
                if let sections = table.dataSource as? TableSections {
                    for (section, rows) in sections.sections.enumerated() {
                        for (index, tableRow) in rows.rows.enumerated() {
                            let here = TableIndexPath(row: index, section: section)
                            for child in tableRow.cell.contentElements + tableRow.cell.cellElements { collect(child, row: here) }
                        }
                    }
                }
                if let footer = table.footerView { collect(footer, row: nil) }
            default:
                break
            }
            for child in element.children { collect(child, row: row) }
        }
        collect(view, row: nil)
        return inputs
    }

    /// Whether the view's first table, or a scroll view, puts the keyboard down when dragged.
    func dismissesKeyboardOnDrag(in context: ScreenContext) -> Bool {
        guard focusedField != nil, let view = file.sceneIfAny(sceneID)?.view else { return false }
        return view.first { element -> Bool? in
            switch element.kind {
            case .table(let table): table.keyboardDismissMode != .none
            case .scrollView(let scroll): scroll.keyboardDismissMode != .none
            default: nil
            }
        } ?? false
    }
}
