/// What starts a segue on the storyboard: the control it was dragged from.
public enum SegueTrigger: Hashable, Sendable, CustomStringConvertible {
    /// A table view prototype cell with this reuse identifier; the sender is the tapped cell.
    case cell(prototype: String)
    /// A bar button item with this identifier (see `BarButton.id`).
    case barButton(String)
    /// An item of a grid view (AQGridView has no storyboard support, so in the seed this is a
    /// manual segue fired from `gridView:didSelectItemAtIndex:`; the kind is kept for apps
    /// that want the grid tap to be a storyboard trigger).
    case gridItem
    /// Dragged from the controller itself: only `performSegue(identifier:sender:)` starts it.
    case manual

    /// The trigger as the canvas text prints it: `cell EventTableViewCell`, `barButton add`,
    /// `gridItem`, `manual`.
    public var description: String {
        switch self {
        case .cell(let prototype): "cell " + prototype
        case .barButton(let id): "barButton " + id
        case .gridItem: "gridItem"
        case .manual: "manual"
        }
    }
}
