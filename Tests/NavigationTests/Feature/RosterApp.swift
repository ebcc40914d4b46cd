import Navigation
import Presentation

/// A list a person edits as in UIKit: an Edit button (`editButtonItem`), rows deleted by a
/// swipe or in edit mode, moved by their grips, and a last "add player" row inserting one.
struct RosterApp: FeatureApp {
    let name = "Roster"
    let storyboard = Storyboard(
        initialScene: "Navigation",
        scenes: [
            StoryboardScene("Navigation", kind: .navigationController),
            StoryboardScene("Players", kind: .tableViewController, title: "Players"),
        ],
        relationships: [.root(of: "Navigation", "Players")])
    var players = ["Bill Evans", "Oscar Peterson", "Dave Brubeck"]
    /// Whether the screen's commit forgets to change its data (UIKit's exception follows).
    var forgetsToDelete = false

    func rootScreen(for scene: SceneID) -> any ScreenFeature<Never, Never> {
        Roster(players: players, forgetsToDelete: forgetsToDelete)
    }
}

struct Roster: ScreenFeature {
    typealias Effect = Never
    typealias Message = Never
    static let scene: SceneID = "Players"
    var players: [String]
    var forgetsToDelete = false

    var navigationItem: NavigationItem {
        NavigationItem(rightBarButtons: [.system(.edit)])
    }

    func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle {
        indexPath.row == players.count ? .insert : .delete
    }

    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        indexPath.row < players.count
    }

    mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Never, Never>]? {
        switch style {
        case .delete where !forgetsToDelete: players.remove(at: indexPath.row)
        case .insert: players.append("New Player")
        default: break
        }
        return []
    }

    mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Never, Never>]? {
        players.insert(players.remove(at: source.row), at: destination.row)
        return []
    }

    /// The players, and in edit mode the row that adds one (as Contacts shows it).
    func render(in context: ScreenContext) -> ScreenContent {
        var rows = players.map { TableSections.Row(TableCell(reuseIdentifier: "PlayerCell", text: $0, accessory: .disclosureIndicator)) }
        if context.isEditing {
            rows.append(TableSections.Row(TableCell(reuseIdentifier: "AddCell", text: "add player", textOrigin: .app)))
        }
        return ScreenContent([
            Element(
                "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]))))
        ])
    }
}
