import Presentation

/// What a tap on an element of one scene does, as its storyboard says: the text a snapshot
/// prints after `tap ->`, derived from the segues of the scene or checked against them, so it
/// can never name a segue that does not exist.
///
/// For a table cell (sent as a cell of its reuse identifier), a bar button (by id) or a grid
/// item:
///
/// 1. a segue of the scene that this element triggers (``SegueSender/canTrigger(_:)``): the
///    text is `segue <identifier>` of that segue, whatever the app wrote;
/// 2. else, a text the app wrote as `segue <identifier>` (a segue its code performs, such as a
///    manual one): kept when the scene offers that segue and no other control triggers it;
///    otherwise it says what is wrong: `segue ShowBook (no such segue from List)` or
///    `segue ShowBook (triggered by cell BookCell)`;
/// 3. else the app's text as it is (`reload the events`), or none.
///
/// ``NavigationState/screen(appName:storyboard:content:activity:appearance:)`` applies it to
/// every screen an app renders with its storyboard.
public struct StoryboardTapActions: Sendable {
    /// The storyboard.
    public var storyboard: Storyboard
    /// The scene on top, whose segues a tap can start.
    public var scene: SceneID
    /// The scene's segues, in declaration order.
    private let segues: [Segue]

    /// The tap actions of `scene`'s elements.
    /// - Complexity: O(*s*) for *s* segues in the storyboard.
    public init(storyboard: Storyboard, scene: SceneID) {
        self.storyboard = storyboard
        self.scene = scene
        self.segues = storyboard.segues(from: scene)
    }

    /// The text for a tap on `sender` when the app wrote `claimed` (rules above).
    /// - Complexity: O(*s*) for *s* segues of the scene.
    public func tapAction(for sender: SegueSender<Never>, claimed: String?) -> String? {
        if let triggered = segues.first(where: { sender.canTrigger($0.trigger) }) {
            return Self.prefix + triggered.displayName
        }
        guard let claimed, claimed.hasPrefix(Self.prefix) else { return claimed }
        let identifier = String(claimed.dropFirst(Self.prefix.count))
        guard let segue = segues.first(where: { $0.identifier == identifier }) else {
            return claimed + " (no such segue from \(scene))"
        }
        if case .manual = segue.trigger { return claimed }
        return claimed + " (triggered by \(segue.trigger))"
    }

    /// `button` with the tap action of its id.
    public func annotating(_ button: BarButton) -> BarButton {
        var button = button
        button.tapAction = tapAction(for: .barButton(button.id), claimed: button.tapAction)
        return button
    }

    /// `element` with the tap actions of the tables' cells and the grids' items in it and in its
    /// children. A table's rows are annotated as the renderer reads them, so a table of a
    /// million rows stays lazy.
    /// - Complexity: O(*e*) for *e* elements, plus O(*g* · *s*) for *g* grid items.
    public func annotating(_ element: Element) -> Element {
        var element = element
        switch element.kind {
        case .table(var table):
            table.dataSource = AnnotatedTableSource(base: table.dataSource, taps: self)
            element.kind = .table(table)
        case .grid(var grid):
            grid.cells = grid.cells.enumerated().map { index, cell in
                var cell = cell
                cell.tapAction = tapAction(for: SegueSender.gridItem(index, reuseIdentifier: cell.reuseIdentifier), claimed: cell.tapAction)
                return cell
            }
            element.kind = .grid(grid)
        default:
            break
        }
        element.children = element.children.map(annotating)
        return element
    }

    private static let prefix = "segue "
}

/// A table's data source whose cells say what a tap does as ``StoryboardTapActions`` decides;
/// everything else comes from the app's data source unchanged.
private struct AnnotatedTableSource: TableDataSourceWrapper {
    let base: any TableDataSource
    let taps: StoryboardTapActions

    func cell(at indexPath: TableIndexPath) -> TableCell {
        var cell = base.cell(at: indexPath)
        let sender = SegueSender<Never>.cell(section: indexPath.section, row: indexPath.row, prototype: cell.reuseIdentifier)
        cell.tapAction = taps.tapAction(for: sender, claimed: cell.tapAction)
        return cell
    }
}
