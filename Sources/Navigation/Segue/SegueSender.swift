/// Who started a segue, as `prepareForSegue:sender:` receives it.
///
/// A storyboard-triggered segue's sender is the control the user touched (a cell, a bar
/// button, a grid item). A segue performed from code gets whatever the code passes:
/// `.controller` for `sender:self`, or any of the other cases, or an app-defined
/// `.payload(value)`. Apps without payloads use `SegueSender<Never>`.
public enum SegueSender<Payload: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    /// The table view cell at this index path, a cell of this prototype (its reuse identifier),
    /// as `prepareForSegue:sender:` receives the `UITableViewCell`.
    case cell(section: Int, row: Int, prototype: String)
    /// The detail disclosure button of the cell at this index path, of this prototype (UIKit
    /// passes `prepareForSegue:sender:` the cell).
    case accessory(section: Int, row: Int, prototype: String)
    /// The bar button item with this id.
    case barButton(String)
    /// The grid item at this index.
    case gridItem(Int)
    /// The button or other control with this name (a segue dragged from a button).
    case control(String)
    /// The source view controller itself (`sender:self`).
    case controller
    /// An app-defined value passed to `performSegue(identifier:sender:)`.
    case payload(Payload)

    /// Whether a user touch on this sender can fire a segue with `trigger`: a cell fires the
    /// segue of its own prototype and the static cell segue of its own row, a bar button the
    /// segue of the same id, a grid item a grid segue, a button or control the segue dragged
    /// from it (a toolbar view's item, drawn as a button of its id, the item's segue; a gesture
    /// recognizer, by its name, the segue it starts); nothing fires a manual segue (only code
    /// performs it).
    public func canTrigger(_ trigger: SegueTrigger) -> Bool {
        switch (self, trigger) {
        case (.cell(_, _, let prototype), .cell(let triggerPrototype)): prototype == triggerPrototype
        case (.cell(let section, let row, _), .staticCell(let triggerSection, let triggerRow)): section == triggerSection && row == triggerRow
        case (.accessory(_, _, let prototype), .accessory(let triggerPrototype)): prototype == triggerPrototype
        case (.barButton(let id), .barButton(let triggerID)): id == triggerID
        case (.gridItem, .gridItem): true
        case (.control(let name), .button(let triggerName)), (.control(let name), .control(let triggerName)): name == triggerName
        // A toolbar view's item is a button of the content, named by the item's id.
        case (.control(let name), .barButton(let id)): name == id
        case (.control(let name), .gesture(let gesture)): name == gesture
        default: false
        }
    }

    /// The sender a tap on the grid item `index` is: a collection view's cell of its prototype
    /// (UIKit passes `prepareForSegue:sender:` the `UICollectionViewCell`, as a table's cell),
    /// or an `AQGridView` item, which has no reuse identifier.
    public static func gridItem(_ index: Int, reuseIdentifier: String?) -> SegueSender {
        reuseIdentifier.map { .cell(section: 0, row: index, prototype: $0) } ?? .gridItem(index)
    }

    /// `cell 0,2 EventTableViewCell`, `barButton add`, `gridItem 3`, `controller`,
    /// `payload <value>`.
    public var description: String {
        switch self {
        case .cell(let section, let row, let prototype): "cell \(section),\(row) \(prototype)"
        case .accessory(let section, let row, let prototype): "accessory \(section),\(row) \(prototype)"
        case .barButton(let id): "barButton \(id)"
        case .gridItem(let index): "gridItem \(index)"
        case .control(let name): "control \(name)"
        case .controller: "controller"
        case .payload(let value): "payload \(value)"
        }
    }
}
