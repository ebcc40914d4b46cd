import TextDiff
/// The changes that turn an old list into a new one, found by identifier the way
/// `UITableViewDiffableDataSource`, IGListKit and DifferenceKit apply a new snapshot:
/// deletes, inserts, moves and updates (same identifier, different content).
///
/// ## The Changeset folder
/// - ``ListChangeset``: a flat list's changes, in positions (`Int`).
/// - ``TableChangeset``: a sectioned table's changes: the sections' own ``ListChangeset`` and
///   the rows' changes in ``TableIndexPath``s, moves across sections included; its
///   ``TableChangeset/batches`` deliver them as the ``TableBatch``es UIKit accepts (a flat
///   list goes through ``TableChangeset/init(rowsOf:inSection:)``), ``TableStage``s with the
///   data source's table during each.
/// - ``ChangesetMove``, ``ChangesetUpdate``: a position pair for a move or an update.
/// - ``ChangesetError``: why a changeset does not fit the data it is applied to.
/// - Internal: `IdentifierNumbering` and `IdentifierHash` (identifiers to small integers, the
///   one hashing step),
///   `HeckelMatching` (Heckel's passes pairing old and new positions),
///   `IncreasingSubsequence` (which paired elements stay in place).
///
/// ## Semantics
/// Positions follow UIKit's batch updates: ``deletes`` are old positions, ``inserts`` new
/// positions, a move goes from an old position to a new one, and applying the deletes
/// (highest first), then the inserts (lowest first), each move being a delete of `from` and
/// an insert at `to`, turns the old list into the new one. ``applied(to:new:)`` does it.
///
/// Elements are paired by identifier with Paul Heckel's O(n) algorithm (CACM 1978).
/// A paired element is a **move** only if it has to be: the paired elements that keep their
/// relative order form a longest increasing subsequence of new positions taken in old order,
/// and they stay; the others move. So inserting one element at the top gives one insert and
/// no move, swapping two neighbours one move (two distant ones, two), reversing n elements
/// n − 1 moves.
///
/// **Repeated identifiers** never crash. An identifier that occurs more than once on either
/// side is paired only where it sits next to an already paired neighbour on both sides
/// (Heckel's passes 4 and 5); its other occurrences are deleted and inserted.
///
/// All arrays are in ascending order: ``deletes`` and ``inserts`` by position, ``moves`` by
/// `from`, ``updates`` by `old`.
public struct ListChangeset: Hashable, Sendable, CustomStringConvertible {
    /// Old positions of the elements that are gone, ascending.
    public var deletes: [Int]
    /// New positions of the elements that are new, ascending.
    public var inserts: [Int]
    /// Elements that changed place relative to the others, by ascending `from`.
    public var moves: [ChangesetMove<Int>]
    /// Elements with the same identifier whose content changed, by ascending `old`.
    public var updates: [ChangesetUpdate<Int>]

    /// Creates a changeset from its parts, e.g. to apply a changeset received from elsewhere.
    public init(
        deletes: [Int] = [],
        inserts: [Int] = [],
        moves: [ChangesetMove<Int>] = [],
        updates: [ChangesetUpdate<Int>] = []
    ) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// Diffs `old` against `new`, pairing elements by `id` and reporting paired elements for
    /// which `isContentEqual` is false as updates.
    /// - Complexity: O(n + m) hashing and passes (n, m the list lengths), plus O(k log k) for
    ///   the k paired elements to choose the moves, which is O(k) when few elements move.
    @inlinable
    public init<Element, ID: Hashable>(
        old: [Element],
        new: [Element],
        id: (Element) -> ID,
        isContentEqual: (Element, Element) -> Bool
    ) {
        let numbers = IdentifierNumbering<ID>.numbering(capacity: max(old.count, new.count)) { table in
            guard let oldNumbers = table.numbers(of: old, count: old.count, id: id),
                let newNumbers = table.numbers(of: new, count: new.count, id: id)
            else { return nil }
            return (oldNumbers, newNumbers)
        }
        let matching = HeckelMatching(old: numbers.old, new: numbers.new, symbolCount: numbers.count)
        self.init(matching: matching)
        for (oldIndex, newIndex) in matching.newIndexOfOld.enumerated()
        where newIndex >= 0 && !isContentEqual(old[oldIndex], new[newIndex]) {
            updates.append(ChangesetUpdate(old: oldIndex, new: newIndex))
        }
    }

    /// Diffs `old` against `new`, pairing elements by `id`; a paired element that is not
    /// `==` to its pair is an update.
    /// - Complexity: as ``init(old:new:id:isContentEqual:)``.
    @inlinable
    public init<Element: Equatable, ID: Hashable>(old: [Element], new: [Element], id: (Element) -> ID) {
        self.init(old: old, new: new, id: id, isContentEqual: ==)
    }

    /// Diffs `old` against `new`, pairing elements by their `id`; a paired element that is
    /// not `==` to its pair is an update.
    /// - Complexity: as ``init(old:new:id:isContentEqual:)``.
    @inlinable
    public init<Element: Identifiable & Equatable>(old: [Element], new: [Element]) {
        self.init(old: old, new: new, id: { $0.id }, isContentEqual: ==)
    }

    /// Deletes, inserts and moves from a pairing; no updates (they need the elements).
    /// - Complexity: O(n + m + k log k), k the paired elements.
    @usableFromInline
    init(matching: HeckelMatching) {
        self.init()
        var pairedNewIndices = [Int]()
        pairedNewIndices.reserveCapacity(min(matching.newIndexOfOld.count, matching.oldIndexOfNew.count))
        for (oldIndex, newIndex) in matching.newIndexOfOld.enumerated() {
            if newIndex < 0 {
                deletes.append(oldIndex)
            } else {
                pairedNewIndices.append(newIndex)
            }
        }
        var stays = [Bool](repeating: false, count: pairedNewIndices.count)
        var subsequence = IncreasingSubsequence()
        subsequence.markLongest(in: pairedNewIndices, run: pairedNewIndices.indices, isKept: &stays)
        var pair = 0
        for (oldIndex, newIndex) in matching.newIndexOfOld.enumerated() where newIndex >= 0 {
            if !stays[pair] {
                moves.append(ChangesetMove(from: oldIndex, to: newIndex))
            }
            pair += 1
        }
        for (newIndex, oldIndex) in matching.oldIndexOfNew.enumerated() where oldIndex < 0 {
            inserts.append(newIndex)
        }
    }

    /// True when the lists hold the same elements in the same order with the same content.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// A compact summary, e.g. `-[2] +[0] move[3->1] update[4~4]`; empty parts are left out,
    /// an empty changeset is `no changes`.
    /// - Complexity: O(number of changes).
    public var description: String {
        var parts = [String]()
        if !deletes.isEmpty { parts.append("-\(deletes)") }
        if !inserts.isEmpty { parts.append("+\(inserts)") }
        if !moves.isEmpty { parts.append("move\(moves)") }
        if !updates.isEmpty { parts.append("update\(updates)") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: " ")
    }
}
