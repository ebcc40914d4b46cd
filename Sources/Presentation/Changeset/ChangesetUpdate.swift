/// An element whose identity is unchanged but whose content differs, so its cell must be
/// reloaded. It names both positions: `old` is what `reloadRows(at:)` takes inside a batch
/// update, `new` is where the element is once the batch is applied (`reconfigureRows(at:)`
/// after it). An element that both moved and changed appears in the moves and in the updates.
public struct ChangesetUpdate<Position: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The position in the old list.
    public var old: Position
    /// The position in the new list.
    public var new: Position

    /// Creates an update of the element at `old` that ends up at `new`.
    @inlinable
    public init(old: Position, new: Position) {
        self.old = old
        self.new = new
    }

    /// `old~new`, e.g. `4~5`.
    public var description: String { "\(old)~\(new)" }
}
