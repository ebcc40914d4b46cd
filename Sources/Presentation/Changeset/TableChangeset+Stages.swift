/// One stage of a table update delivered in stages: a batch UIKit accepts, and the sections
/// the data source returns from the start of that batch (inside `performBatchUpdates`) until
/// the next one. The last stage's sections are the new table itself.
public struct TableStage<Section> {
    /// The changes to perform in one `performBatchUpdates`.
    public let batch: TableBatch
    /// The table as the data source must report it during and after the batch.
    public let sections: [Section]
}

extension TableStage: Sendable where Section: Sendable {}
extension TableStage: Equatable where Section: Equatable {}

extension TableChangeset {
    /// The changeset as batches UIKit accepts, in the order to perform them: the rows whose
    /// content changed are reloaded where they are; sections and rows are deleted; sections
    /// are inserted and moved; rows are inserted and moved; sections whose own content
    /// changed are reloaded (DifferenceKit's five stages; empty ones left out). Positions in
    /// each batch count from the table as the previous one left it, so a row that moves and
    /// changes is reloaded at its old index path in the first batch and moved in the fourth,
    /// never both in one.
    ///
    /// An empty changeset has no batches.
    /// - Complexity: O(changes + S) for S sections before the last one a row moves from.
    public var batches: [TableBatch] {
        var batches: [TableBatch] = []
        if !rowUpdates.isEmpty {
            batches.append(.reloadRows(rowUpdates.map(\.old)))
        }
        if !sections.deletes.isEmpty || !rowDeletes.isEmpty {
            batches.append(.delete(sections: sections.deletes, rows: rowDeletes))
        }
        if !sections.inserts.isEmpty || !sections.moves.isEmpty {
            // After the deletes, a section's index drops by the deleted sections before it.
            let moves = sections.moves.map { move in
                ChangesetMove(from: move.from - sections.deletes.count { $0 < move.from }, to: move.to)
            }
            batches.append(.arrangeSections(inserts: sections.inserts, moves: moves))
        }
        if !rowInserts.isEmpty || !rowMoves.isEmpty {
            batches.append(.arrangeRows(inserts: rowInserts, moves: rowMovesAfterSectionChanges()))
        }
        if !sections.updates.isEmpty {
            batches.append(.reloadSections(sections.updates.map(\.new).sorted()))
        }
        return batches
    }

    /// The row moves with their origins as the table is once sections and rows are deleted
    /// and sections arranged: the origin's section at its final index, its row shifted up by
    /// the deleted rows above it.
    /// - Complexity: O(changes + S), S the sections before the last origin.
    private func rowMovesAfterSectionChanges() -> [ChangesetMove<TableIndexPath>] {
        let sectionCount = (rowMoves.map(\.from.section).max() ?? -1) + 1
        let newSection = sections.newIndices(ofOld: sectionCount)
        var deletedRows: [Int: [Int]] = [:]
        for path in rowDeletes { deletedRows[path.section, default: []].append(path.row) }
        return rowMoves.map { move in
            let deletedAbove = deletedRows[move.from.section]?.count { $0 < move.from.row } ?? 0
            let from = TableIndexPath(row: move.from.row - deletedAbove, section: newSection[move.from.section])
            return ChangesetMove(from: from, to: move.to)
        }
    }

    /// The batches with the table the data source must report during each: performing them
    /// in order, each in its own `performBatchUpdates` with the data source switched to the
    /// stage's sections inside it, turns a table view showing `old` into one showing `new`.
    ///
    /// Between stages, sections keep their old content (their rows change) until the last
    /// stage reloads the changed ones, and changed rows show their new content from the first
    /// stage on; the last stage's sections are `new`.
    /// - Parameter rows: the sections' rows.
    /// - Throws: ``ChangesetError`` when the changeset does not fit `old` and `new`.
    /// - Complexity: O(stages · (S + R)) for S sections and R rows of both tables, the stages
    ///   being at most five.
    public func stages<Section, Row>(
        from old: [Section], to new: [Section], rows: WritableKeyPath<Section, [Row]>
    ) throws(ChangesetError) -> [TableStage<Section>] {
        let (plan, oldRows, newRows) = try checkedPlan(old: old, new: new, rows: rows)
        // Rows with their content after the reloads, in their old places.
        var reloadedRows = oldRows
        for update in rowUpdates {
            reloadedRows[update.old.section][update.old.row] = newRows[update.new.section][update.new.row]
        }
        // The same without the deleted rows.
        let deletedRows = Set(rowDeletes)
        let remainingRows = reloadedRows.enumerated().map { section, sectionRows in
            sectionRows.indices.filter { !deletedRows.contains(TableIndexPath(row: $0, section: section)) }.map { sectionRows[$0] }
        }
        func withRows(_ section: Section, _ sectionRows: [Row]) -> Section {
            var section = section
            section[keyPath: rows] = sectionRows
            return section
        }

        var stages: [TableStage<Section>] = []
        for batch in batches {
            let sections: [Section]
            switch batch {
            case .reloadRows:
                sections = zip(old, reloadedRows).map(withRows)
            case .delete:
                let deletedSections = Set(self.sections.deletes)
                sections = old.indices.filter { !deletedSections.contains($0) }.map { withRows(old[$0], remainingRows[$0]) }
            case .arrangeSections:
                sections = plan.sectionSource.enumerated().map { newSection, source in
                    source < 0 ? new[newSection] : withRows(old[source], remainingRows[source])
                }
            case .arrangeRows:
                sections = plan.sectionSource.enumerated().map { newSection, source in
                    guard source >= 0 else { return new[newSection] }
                    let range = plan.rowRanges[newSection]
                    return withRows(
                        old[source],
                        range.map { flat in
                            plan.rowSource[flat].map { reloadedRows[$0.section][$0.row] } ?? newRows[newSection][flat - range.lowerBound]
                        })
                }
            case .reloadSections:
                sections = new
            }
            stages.append(TableStage(batch: batch, sections: sections))
        }
        if let last = stages.popLast() {
            stages.append(TableStage(batch: last.batch, sections: new))
        }
        return stages
    }
}

extension ListChangeset {
    /// For each of the first `count` old positions, its new position, or -1 if it is deleted:
    /// a move's target, or for an element that stays, the next new position that is neither
    /// inserted nor a move's target.
    /// - Complexity: O(count + changes).
    func newIndices(ofOld count: Int) -> [Int] {
        let deleted = Set(deletes)
        let moveTargets = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let taken = Set(inserts).union(moves.map(\.to))
        var next = 0
        return (0..<count).map { position in
            if deleted.contains(position) { return -1 }
            if let target = moveTargets[position] { return target }
            while taken.contains(next) { next += 1 }
            defer { next += 1 }
            return next
        }
    }
}
