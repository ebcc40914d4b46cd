/// Why a changeset could not be applied to a list or table: the changeset was computed for
/// other data than the data given to `applied(to:...)`.
public enum ChangesetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The old list has `oldCount` elements, but deleting and inserting as the changeset says
    /// does not give the `newCount` elements of the new list.
    case countMismatch(oldCount: Int, newCount: Int)
    /// A position in the changeset is outside the list it refers to.
    case positionOutOfRange(String)
    /// The same position is deleted, inserted, moved or updated twice.
    case positionUsedTwice(String)
    /// An update whose old and new positions do not hold the same element once the deletes,
    /// inserts and moves are applied.
    case updateMismatch(String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case let .countMismatch(oldCount, newCount):
            "the changeset does not turn \(oldCount) elements into \(newCount)"
        case let .positionOutOfRange(position):
            "the changeset names position \(position), which is outside the list"
        case let .positionUsedTwice(position):
            "the changeset uses position \(position) twice"
        case let .updateMismatch(update):
            "the update \(update) does not pair an element with itself"
        }
    }
}
