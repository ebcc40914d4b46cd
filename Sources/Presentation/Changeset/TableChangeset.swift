/// The changes that turn an old sectioned table into a new one, found by identifier like
/// `UITableViewDiffableDataSource` applying a snapshot: the sections' own changes and the
/// rows' deletes, inserts, moves (across sections too) and updates. For UIKit, ``batches``
/// (and ``stages(from:to:rows:)``, with the data source's table during each) deliver them in
/// the batches `performBatchUpdates` accepts, as DifferenceKit's `StagedChangeset` does.
///
/// Sections are paired by section identifier and rows by row identifier across the whole
/// table (row identifiers are meant to be unique in the table, as a diffable data source
/// requires), each with one run of Heckel's passes; see ``ListChangeset`` for the pairing,
/// the choice of moves and repeated identifiers.
///
/// What the changes mean (the batches follow the same rules, stage by stage):
/// - Rows of a deleted section are not listed in ``rowDeletes``, rows of an inserted section
///   not in ``rowInserts``: the section change carries them.
/// - A row that leaves a deleted section for a kept one is a row insert; a row that leaves a
///   kept section for an inserted one is a row delete (UIKit cannot move rows out of deleted
///   or into inserted sections).
/// - A row that stays in its (possibly moved) section is a move only if it changed place
///   relative to the other rows staying there (longest increasing subsequence per section);
///   a row that changes between kept sections is always a move.
/// - ``rowUpdates`` are rows paired between kept sections whose content differs; an updated
///   section is in `sections.updates` (its own content, e.g. its header, changed).
///
/// Deleting (``rowDeletes`` and move sources, then deleted and moved sections, all in old
/// positions) and then inserting (moved and inserted sections, then ``rowInserts`` and move
/// targets, in new positions) turns the old table into the new one;
/// ``applied(to:new:rows:)`` does it. As one UIKit batch this is refused when a row both
/// moves and changes (its reload and its move name the same index path) or a section both
/// moves and changes; ``batches`` never are.
public struct TableChangeset: Hashable, Sendable, CustomStringConvertible {
    /// The sections' changes, in section indices.
    public var sections: ListChangeset
    /// Old index paths of deleted rows of kept sections, ascending.
    public var rowDeletes: [TableIndexPath]
    /// New index paths of inserted rows of kept sections, ascending.
    public var rowInserts: [TableIndexPath]
    /// Rows moved between or within kept sections, by ascending `from`.
    public var rowMoves: [ChangesetMove<TableIndexPath>]
    /// Rows of kept sections whose content changed, by ascending `old`.
    public var rowUpdates: [ChangesetUpdate<TableIndexPath>]

    /// Creates a changeset from its parts.
    public init(
        sections: ListChangeset = ListChangeset(),
        rowDeletes: [TableIndexPath] = [],
        rowInserts: [TableIndexPath] = [],
        rowMoves: [ChangesetMove<TableIndexPath>] = [],
        rowUpdates: [ChangesetUpdate<TableIndexPath>] = []
    ) {
        self.sections = sections
        self.rowDeletes = rowDeletes
        self.rowInserts = rowInserts
        self.rowMoves = rowMoves
        self.rowUpdates = rowUpdates
    }

    /// Diffs two tables given as sections of rows.
    /// - Parameters:
    ///   - sectionID: a section's identifier.
    ///   - rows: a section's rows.
    ///   - rowID: a row's identifier, unique in the table.
    ///   - isSectionContentEqual: whether a section's own content (not its rows) is unchanged.
    ///   - isRowContentEqual: whether a row's content is unchanged.
    /// - Complexity: O(S + R) hashing and passes for S sections and R rows, plus
    ///   O(k log k) per section for its k staying rows (O(k) when few of them move).
    @inlinable
    public init<Section, Row, SectionID: Hashable, RowID: Hashable>(
        old: [Section],
        new: [Section],
        sectionID: (Section) -> SectionID,
        rows: (Section) -> [Row],
        rowID: (Row) -> RowID,
        isSectionContentEqual: (Section, Section) -> Bool,
        isRowContentEqual: (Row, Row) -> Bool
    ) {
        let oldRows = old.map(rows)
        let newRows = new.map(rows)
        let oldRowCount = oldRows.reduce(0) { $0 + $1.count }
        let newRowCount = newRows.reduce(0) { $0 + $1.count }

        let sectionNumbers = IdentifierNumbering<SectionID>.numbering(capacity: max(old.count, new.count)) { table in
            guard let oldNumbers = table.numbers(of: old, count: old.count, id: sectionID),
                let newNumbers = table.numbers(of: new, count: new.count, id: sectionID)
            else { return nil }
            return (oldNumbers, newNumbers)
        }
        let rowNumbers = IdentifierNumbering<RowID>.numbering(capacity: max(oldRowCount, newRowCount)) { table in
            guard let oldNumbers = table.numbers(of: oldRows.joined(), count: oldRowCount, id: rowID),
                let newNumbers = table.numbers(of: newRows.joined(), count: newRowCount, id: rowID)
            else { return nil }
            return (oldNumbers, newNumbers)
        }

        let matching = TableMatching(
            sections: HeckelMatching(old: sectionNumbers.old, new: sectionNumbers.new, symbolCount: sectionNumbers.count),
            oldRows: FlatRows(numbers: rowNumbers.old, rowCounts: oldRows.map(\.count)),
            newRows: FlatRows(numbers: rowNumbers.new, rowCounts: newRows.map(\.count)),
            rowSymbolCount: rowNumbers.count
        )
        self.init(matching: matching)
        for (oldSection, newSection) in matching.sections.newIndexOfOld.enumerated() where newSection >= 0 {
            if !isSectionContentEqual(old[oldSection], new[newSection]) {
                sections.updates.append(ChangesetUpdate(old: oldSection, new: newSection))
            }
        }
        matching.forEachRowPairInKeptSections { oldPath, newPath in
            if !isRowContentEqual(oldRows[oldPath.section][oldPath.row], newRows[newPath.section][newPath.row]) {
                rowUpdates.append(ChangesetUpdate(old: oldPath, new: newPath))
            }
        }
    }

    /// Diffs two tables of identifiable sections and rows; a row that is not `==` to its pair
    /// is an update, a section is an update when `isSectionContentEqual` says so (by default
    /// never: only its rows are compared).
    /// - Complexity: as ``init(old:new:sectionID:rows:rowID:isSectionContentEqual:isRowContentEqual:)``.
    @inlinable
    public init<Section: Identifiable, Row: Identifiable & Equatable>(
        old: [Section],
        new: [Section],
        rows: (Section) -> [Row],
        isSectionContentEqual: (Section, Section) -> Bool = { _, _ in true }
    ) {
        self.init(
            old: old, new: new, sectionID: { $0.id }, rows: rows, rowID: { $0.id },
            isSectionContentEqual: isSectionContentEqual, isRowContentEqual: ==
        )
    }

    /// True when both tables are the same.
    public var isEmpty: Bool {
        sections.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty && rowUpdates.isEmpty
    }

    /// A compact summary, e.g. `sections(+[1]) rows(-[0.2] move[0.0->1.3])`.
    /// - Complexity: O(number of changes).
    public var description: String {
        var rowParts = [String]()
        if !rowDeletes.isEmpty { rowParts.append("-\(rowDeletes)") }
        if !rowInserts.isEmpty { rowParts.append("+\(rowInserts)") }
        if !rowMoves.isEmpty { rowParts.append("move\(rowMoves)") }
        if !rowUpdates.isEmpty { rowParts.append("update\(rowUpdates)") }
        var parts = [String]()
        if !sections.isEmpty { parts.append("sections(\(sections))") }
        if !rowParts.isEmpty { parts.append("rows(\(rowParts.joined(separator: " ")))") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: " ")
    }
}

extension TableChangeset {
    /// The changes of one section's rows, from a list changeset of that section: deletes and
    /// moves' origins in the old rows, inserts, moves' targets and updates in the new rows.
    /// - Complexity: O(changes).
    public init(rowsOf list: ListChangeset, inSection section: Int = 0) {
        func path(_ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }
        self.init(
            sections: ListChangeset(),
            rowDeletes: list.deletes.map(path),
            rowInserts: list.inserts.map(path),
            rowMoves: list.moves.map { ChangesetMove(from: path($0.from), to: path($0.to)) },
            rowUpdates: list.updates.map { ChangesetUpdate(old: path($0.old), new: path($0.new)) }
        )
    }
}
