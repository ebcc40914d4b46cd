/// An element that keeps its identity but changes place: it leaves `from` in the old list and
/// arrives at `to` in the new one. `Position` is `Int` for a flat list and ``TableIndexPath``
/// for table rows.
///
/// In UIKit's batch-update terms `from` is a position before any change and `to` a position
/// after all of them (`moveRow(at:to:)`).
public struct ChangesetMove<Position: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The position in the old list.
    public var from: Position
    /// The position in the new list.
    public var to: Position

    /// Creates a move from an old position to a new one.
    @inlinable
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }

    /// `from->to`, e.g. `3->0`.
    public var description: String { "\(from)->\(to)" }
}
