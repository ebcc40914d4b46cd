extension ListChangeset {
    /// Applies the changeset to `old`: the result keeps old elements where the changeset says
    /// they stay or move, and takes `newElement(position)` only for inserted and updated
    /// positions. For the changeset of `old` and `new`, `applied(to: old) { new[$0] }` is
    /// `new`: the tests prove the diff with it.
    /// - Throws: ``ChangesetError`` when the changeset does not fit `old` (a position out of
    ///   range or used twice, an update that does not pair an element with itself).
    /// - Complexity: O(n + m), the lengths of the old and new lists.
    public func applied<Element>(
        to old: [Element],
        newElement: (Int) -> Element
    ) throws(ChangesetError) -> [Element] {
        let sources = try sourcePositions(oldCount: old.count)
        return sources.oldPosition.indices.map { position in
            let source = sources.oldPosition[position]
            return source < 0 || sources.isUpdated[position] ? newElement(position) : old[source]
        }
    }

    /// Applies the changeset to `old`, reading `new` only at inserted and updated positions.
    /// - Throws: ``ChangesetError`` when the changeset does not fit `old` and `new`.
    /// - Complexity: O(n + m), the lengths of the lists.
    public func applied<Element>(to old: [Element], new: [Element]) throws(ChangesetError) -> [Element] {
        let newCount = old.count - deletes.count + inserts.count
        guard newCount == new.count else {
            throw .countMismatch(oldCount: old.count, newCount: new.count)
        }
        return try applied(to: old) { new[$0] }
    }

    /// For each new position, the old position its element comes from (-1 for an insert),
    /// and whether it is updated; what ``applied(to:newElement:)`` and table applies build on.
    /// `unit` names the positions in errors, e.g. "section" gives "old section 3".
    /// - Complexity: O(n + m).
    func sourcePositions(
        oldCount: Int,
        unit: String? = nil
    ) throws(ChangesetError) -> (oldPosition: [Int], isUpdated: [Bool]) {
        func name(_ side: String, _ position: Int) -> String {
            [side, unit, String(position)].compactMap { $0 }.joined(separator: " ")
        }
        let newCount = oldCount - deletes.count + inserts.count
        guard newCount >= 0, deletes.count + moves.count <= oldCount else {
            throw .countMismatch(oldCount: oldCount, newCount: newCount)
        }
        let unset = -2
        var oldPosition = [Int](repeating: unset, count: newCount)
        var isLeaving = [Bool](repeating: false, count: oldCount)

        func leave(_ position: Int) throws(ChangesetError) {
            guard isLeaving.indices.contains(position) else { throw .positionOutOfRange(name("old", position)) }
            guard !isLeaving[position] else { throw .positionUsedTwice(name("old", position)) }
            isLeaving[position] = true
        }
        func arrive(_ position: Int, from source: Int) throws(ChangesetError) {
            guard oldPosition.indices.contains(position) else { throw .positionOutOfRange(name("new", position)) }
            guard oldPosition[position] == unset else { throw .positionUsedTwice(name("new", position)) }
            oldPosition[position] = source
        }

        for position in deletes { try leave(position) }
        for position in inserts { try arrive(position, from: -1) }
        for move in moves {
            try leave(move.from)
            try arrive(move.to, from: move.from)
        }
        var stayer = 0
        for position in oldPosition.indices where oldPosition[position] == unset {
            while stayer < oldCount, isLeaving[stayer] { stayer += 1 }
            guard stayer < oldCount else { throw .countMismatch(oldCount: oldCount, newCount: newCount) }
            oldPosition[position] = stayer
            stayer += 1
        }

        var isUpdated = [Bool](repeating: false, count: newCount)
        for update in updates {
            guard oldPosition.indices.contains(update.new) else { throw .positionOutOfRange(name("new", update.new)) }
            guard oldPosition[update.new] == update.old else { throw .updateMismatch("\(update)") }
            guard !isUpdated[update.new] else { throw .positionUsedTwice(name("new", update.new)) }
            isUpdated[update.new] = true
        }
        return (oldPosition, isUpdated)
    }
}
