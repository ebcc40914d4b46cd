import Navigation
import Presentation

/// A scene's views as its code reads them through outlets: what the file drew, with what the
/// user typed, switched, picked and slid since (UIKit keeps that in the views, not in the view
/// controller). `view.text(of: "nameTextField")` is `self.nameTextField.text`.
public struct SceneView: Sendable {
    /// The scene.
    public let scene: SceneID
    /// Whether its table is in edit mode (UIKit's `isEditing`).
    public let isEditing: Bool
    /// The scene as the file draws it.
    let imported: ImportedScene?
    /// What the user set, by control.
    let changes: [ControlKey: OutletValue]

    /// The text the user sees in the text field, text view or label `outlet` (in the cell of
    /// `row` for a view in a prototype cell; a view controller's outlet into a static cell
    /// needs no row): what was typed, else the file's.
    public func text(of outlet: String, inRow row: TableIndexPath? = nil) -> String? {
        if case .text(let text)? = change(outlet, inRow: row) { return text }
        return fileElement(outlet, inRow: row).flatMap { element in
            switch element.kind {
            case .textField(let field): field.text
            case .textView(let textView): textView.text
            case .label(let label): label.text
            default: nil
            }
        }
    }

    /// Whether the switch `outlet` is on, as the user left it; nil when there is no switch.
    public func isOn(_ outlet: String, inRow row: TableIndexPath? = nil) -> Bool? {
        if case .isOn(let isOn)? = change(outlet, inRow: row) { return isOn }
        if case .switchControl(let control)? = fileElement(outlet, inRow: row)?.kind { return control.isOn }
        return nil
    }

    /// The selected segment of the segmented control `outlet`; nil when none is selected.
    public func selectedSegment(_ outlet: String, inRow row: TableIndexPath? = nil) -> Int? {
        if case .selectedSegment(let index)? = change(outlet, inRow: row) { return index }
        if case .segmentedControl(let control)? = fileElement(outlet, inRow: row)?.kind { return control.selectedIndex }
        return nil
    }

    /// The value of the slider or stepper `outlet`; nil when there is none.
    public func value(_ outlet: String, inRow row: TableIndexPath? = nil) -> Double? {
        if case .value(let value)? = change(outlet, inRow: row) { return value }
        switch fileElement(outlet, inRow: row)?.kind {
        case .slider(let slider)?: return slider.value
        case .stepper(let stepper)?: return stepper.value
        default: return nil
        }
    }

    /// What the user set the control `outlet` to: in the cell of `row`, or, with no row, outside
    /// cells or else in the first row (by index path) that has it (a static cell's outlet).
    private func change(_ outlet: String, inRow row: TableIndexPath?) -> OutletValue? {
        if let value = changes[ControlKey(name: outlet, row: row)] { return value }
        guard row == nil else { return nil }
        let inCells = changes.filter { $0.key.name == outlet && $0.key.row != nil }
        return inCells.min { ($0.key.row?.section ?? 0, $0.key.row?.row ?? 0) < ($1.key.row?.section ?? 0, $1.key.row?.row ?? 0) }?.value
    }

    /// The file's view named `outlet`, in the cell of `row`, or with no row anywhere in the
    /// scene (a static cell's outlet included).
    private func fileElement(_ outlet: String, inRow row: TableIndexPath?) -> Element? {
        guard var view = imported?.view else { return nil }
        var found: Element?
        if let row {
            view.changeElements(named: outlet, inRow: row) { element in
                if found == nil { found = element }
            }
        } else {
            view.changeAll { element in
                if found == nil, element.name == outlet { found = element }
            }
        }
        return found
    }
}

/// A control the user changed: its name, and its row when it is in a table's cell.
struct ControlKey: Hashable, Sendable {
    var name: String
    var row: TableIndexPath?
}
