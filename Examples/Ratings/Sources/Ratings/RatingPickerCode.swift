import Navigation
import Presentation
import StoryboardImport

/// `RatingPickerViewController`: one to five stars, the picked rating checked.
public struct RatingPickerCode: SceneCode {
    /// The ratings on offer.
    public static let ratings = ["1", "2", "3", "4", "5"]
    /// The rating picked.
    public var selected: String?

    /// A picker with `selected` checked.
    public init(selected: String?) {
        self.selected = selected
    }

    /// Each rating in a `RatingCell`, the picked one with a checkmark.
    public func rows(_ view: SceneView) -> [PrototypeRow]? {
        Self.ratings.map { PrototypeRow(["textLabel": .text($0)], accessory: $0 == selected ? .checkmark : Accessory.none) }
    }

    /// The tapped row's rating goes back (`SaveSelectedRating`).
    public mutating func prepare(forUnwind segue: Segue, sender: SegueSender<Never>, view: SceneView) {
        guard case .cell(_, let row, _) = sender, Self.ratings.indices.contains(row) else { return }
        selected = Self.ratings[row]
    }
}
