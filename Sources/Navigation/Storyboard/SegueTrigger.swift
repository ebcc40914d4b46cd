/// What starts a segue on the storyboard: the control it was dragged from.
public enum SegueTrigger: Hashable, Sendable, CustomStringConvertible {
    /// A table or collection view prototype cell with this reuse identifier; the sender is the
    /// tapped cell.
    case cell(prototype: String)
    /// The static cell at this row of a static table.
    case staticCell(section: Int, row: Int)
    /// The accessory (detail disclosure button) of cells of this prototype.
    case accessory(prototype: String)
    /// A bar button item with this identifier (see `BarButton.id`).
    case barButton(String)
    /// A button, by its name (outlet) or title.
    case button(String)
    /// A gesture recognizer, by its name (outlet) or kind (`tap`, `swipe`...).
    case gesture(String)
    /// A container view that embeds the destination.
    case container(String)
    /// Another control, by its name or kind.
    case control(String)
    /// An item of a grid view (AQGridView has no storyboard support, so in the seed this is a
    /// manual segue fired from `gridView:didSelectItemAtIndex:`; the kind is kept for apps
    /// that want the grid tap to be a storyboard trigger).
    case gridItem
    /// Dragged from the controller itself: only `performSegue(identifier:sender:)` starts it.
    case manual

    /// The trigger as the canvas text prints it: `cell EventTableViewCell`, `staticCell 0.2`,
    /// `barButton add`, `button "Save"`, `gridItem`, `manual`...
    public var description: String {
        switch self {
        case .cell(let prototype): "cell " + prototype
        case .staticCell(let section, let row): "staticCell \(section).\(row)"
        case .accessory(let prototype): "accessory " + prototype
        case .barButton(let id): "barButton " + id
        case .button(let name): "button " + name
        case .gesture(let name): "gesture " + name
        case .container(let name): "container " + name
        case .control(let name): "control " + name
        case .gridItem: "gridItem"
        case .manual: "manual"
        }
    }
}
