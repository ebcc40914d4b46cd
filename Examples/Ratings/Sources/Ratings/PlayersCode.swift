import Navigation
import Presentation
import StoryboardImport

/// `PlayersViewController`: the list of players, a row for each; a player saved in the form
/// joins the list, a swiped one leaves it.
public struct PlayersCode: SceneCode {
    /// The players, in order.
    public var players: [Player]

    /// The list of `players`.
    public init(players: [Player] = Player.samples) {
        self.players = players
    }

    /// Each player in a `PlayerCell`.
    public func rows(_ view: SceneView) -> [PrototypeRow]? {
        players.map { player in
            PrototypeRow(["nameLabel": .text(player.name), "gameLabel": .text(player.game), "ratingImageView": .image(player.ratingImageName)])
        }
    }

    /// `cancelToPlayersViewController:` and `savePlayerDetail:`.
    public mutating func unwind(_ action: String, from source: UnwindSource<Never, Never>, view: SceneView) -> [ScreenCommand<Never, Never>]? {
        switch action {
        case "cancelToPlayersViewController:":
            return []
        case "savePlayerDetail:":
            if let player = source.code(as: PlayerDetailsCode.self)?.player { players.append(player) }
            return []
        default:
            return nil
        }
    }

    /// Every player can be deleted.
    public func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle { .delete }

    /// The deleted player leaves the list.
    public mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, view: SceneView) -> [ScreenCommand<Never, Never>]? {
        guard style == .delete, players.indices.contains(indexPath.row) else { return [] }
        players.remove(at: indexPath.row)
        return []
    }
}
