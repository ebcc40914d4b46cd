/// An element whose identity is unchanged but whose content differs, so its cell must be
/// reloaded. It names both positions: `old` before the changes, `new` after them. An element
/// that both moved and changed appears in the moves and in the updates; UIKit refuses to
/// reload and move one index path in the same batch, so ``TableChangeset/batches`` reloads it
/// at `old` in a batch of its own before it moves (or, after all the changes, a client may
/// `reconfigureRows(at:)` at `new`).
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
