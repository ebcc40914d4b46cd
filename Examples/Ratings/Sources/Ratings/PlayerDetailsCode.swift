import Navigation
import Presentation
import StoryboardImport

/// `PlayerDetailsViewController`: the Add Player form. The game and the rating show in their
/// rows; Done builds the player from the name typed.
public struct PlayerDetailsCode: SceneCode {
    /// The game picked, Chess until one is.
    public var game = "Chess"
    /// The rating picked.
    public var rating = "3"
    /// The player Done saves, built as the form leaves.
    public var player: Player?

    /// A blank form.
    public init() {}

    /// The picked game and rating in their rows' detail labels.
    public func outlets(_ view: SceneView) -> [String: OutletValue] {
        ["detailLabel": .text(game), "ratingDetailLabel": .text(rating)]
    }

    /// The pickers start at what the form shows.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, view: SceneView) -> (any SceneCode<Never, Never>)? {
        switch segue.identifier {
        case "SelectGame": GamePickerCode(selected: game)
        case "SelectRating": RatingPickerCode(selected: rating)
        default: nil
        }
    }

    /// Done (`SavePlayerDetail`) builds the player from the name typed.
    public mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, view: SceneView) {
        guard segue.identifier == "SavePlayerDetail" else { return }
        player = Player(name: view.text(of: "nameTextField") ?? "", game: game, rating: Int(rating) ?? 1)
    }

    /// `selectedGame:` and `selectedRating:` from the pickers.
    public mutating func unwind(_ action: String, from source: UnwindSource<Never, Never>, view: SceneView) -> [ScreenCommand<Never, Never>]? {
        switch action {
        case "selectedGame:":
            if let picked = source.code(as: GamePickerCode.self)?.selected { game = picked }
            return []
        case "selectedRating:":
            if let picked = source.code(as: RatingPickerCode.self)?.selected { rating = picked }
            return []
        default:
            return nil
        }
    }
}
