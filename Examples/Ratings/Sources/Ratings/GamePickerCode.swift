import Navigation
import Presentation
import StoryboardImport

/// `GamePickerViewController`: the games, the picked one checked; a tap picks one.
public struct GamePickerCode: SceneCode {
    /// The games on offer.
    public static let games = ["Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold'em Poker", "Tic-Tac-Toe"]
    /// The game picked.
    public var selected: String?

    /// A picker with `selected` checked.
    public init(selected: String?) {
        self.selected = selected
    }

    /// Each game in a `GameCell`, the picked one with a checkmark.
    public func rows(_ view: SceneView) -> [PrototypeRow]? {
        Self.games.map { PrototypeRow(["textLabel": .text($0)], accessory: $0 == selected ? .checkmark : Accessory.none) }
    }

    /// The tapped row's game goes back (`SaveSelectedGame`).
    public mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, view: SceneView) {
        guard case .cell(_, let row, _) = sender, Self.games.indices.contains(row) else { return }
        selected = Self.games[row]
    }
}
