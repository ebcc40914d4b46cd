/// How a row can be edited (`UITableViewCellEditingStyle`): what its control shows in edit
/// mode and what a swipe across it offers.
public enum CellEditingStyle: String, Sendable, Hashable, CaseIterable {
    /// Not editable: no control in edit mode, no Delete on a swipe.
    case none
    /// A red minus in edit mode; a swipe reveals Delete.
    case delete
    /// A green plus in edit mode, which inserts when tapped.
    case insert
}

/// A table's editing state (`UITableView.editing` and its revealed Delete button): whether it
/// is in edit mode, which the Edit/Done button (`editButtonItem`) toggles, and the row whose
/// Delete button shows (after a swipe, or a tap on the row's minus in edit mode).
public struct TableEditing: Sendable, Hashable {
    /// Whether the table is in edit mode: each editable row shows its control on the left, each
    /// movable row its reorder grip on the right.
    public var isEditing: Bool
    /// The row whose Delete button shows, if any.
    public var deleteConfirmation: TableIndexPath?

    /// An editing state; the default is UIKit's: not editing, no Delete button.
    public init(isEditing: Bool = false, deleteConfirmation: TableIndexPath? = nil) {
        self.isEditing = isEditing
        self.deleteConfirmation = deleteConfirmation
    }
}

/// What editing shows in one row: the editing control on its left, the reorder grip on its
/// right, the Delete button a swipe or the minus revealed. ``CellLayout`` makes room for them.
public struct RowEditing: Sendable, Hashable {
    /// The control on the left: `.none` when the table is not in edit mode or the row is not
    /// editable.
    public var control: CellEditingStyle
    /// Whether the reorder grip shows (edit mode, and the data source can move the row).
    public var showsReorderControl: Bool
    /// Whether the row's Delete button shows.
    public var showsDeleteButton: Bool

    /// Row editing from its parts.
    public init(control: CellEditingStyle = .none, showsReorderControl: Bool = false, showsDeleteButton: Bool = false) {
        self.control = control
        self.showsReorderControl = showsReorderControl
        self.showsDeleteButton = showsDeleteButton
    }

    /// A row showing nothing of editing.
    public static let none = RowEditing()

    /// What the row at `indexPath` of `table` shows, asking its data source
    /// (``TableDataSource/editingStyle(at:)``, ``TableDataSource/canMoveRow(at:)``) only while
    /// the table is in edit mode.
    public init(table: TableView, indexPath: TableIndexPath) {
        let editing = table.editing
        let isEditing = editing.isEditing
        self.init(
            control: isEditing ? table.dataSource.editingStyle(at: indexPath) : .none,
            showsReorderControl: isEditing && table.dataSource.canMoveRow(at: indexPath),
            showsDeleteButton: editing.deleteConfirmation == indexPath)
    }

    /// Whether anything of editing shows.
    public var isEmpty: Bool { self == .none }

    /// The printed fields: `editing delete`, `reorder`, `delete button`.
    var fields: [String] {
        (control == .none ? [] : ["editing " + control.rawValue])
            + (showsReorderControl ? ["reorder"] : [])
            + (showsDeleteButton ? ["delete button"] : [])
    }
}
