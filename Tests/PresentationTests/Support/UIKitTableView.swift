import Presentation

/// A model of a `UITableView` performing batch updates, to check changesets against UIKit's
/// rules without UIKit: the checks it makes before animating a `performBatchUpdates` (it
/// raises `NSInternalInconsistencyException` when one fails), and the cells it shows after.
///
/// The rules, from Apple's "Batch insertion, deletion, and reloading of rows and sections"
/// (Table View Programming Guide) and the exceptions UIKit raises:
/// - Deletes and reloads name sections and rows as they are before the batch, inserts as they
///   are after it, a move goes from before to after. Deletes are processed before inserts,
///   whatever the order of the calls; a reload is a delete and an insert of the same row.
/// - A section or row is named once at most among deletes, reloads and move origins, and
///   once at most among inserts and move targets ("attempt to delete and reload the same
///   index path", "attempt to perform a delete and a move from the same index path").
/// - Section and row counts must add up: after the batch, the data source's sections are the
///   sections before it, minus deletes, plus inserts; a section that stays has its rows before,
///   minus deletes and moves out, plus inserts and moves in ("Invalid update: invalid number
///   of rows in section").
/// - Stricter than UIKit where its behaviour is not documented: no row of a section that is
///   deleted, inserted, moved or reloaded may be deleted, inserted, moved or reloaded in the
///   same batch.
///
/// What the table shows afterwards: rows that stay or move keep their cell; inserted and
/// reloaded rows, and every row of an inserted or reloaded section, get a new cell from the
/// data source at their index path after the batch; a section's header changes only when the
/// section is inserted or reloaded.
struct UIKitTableView<Header: Equatable, Cell: Equatable> {
    /// A section as the table shows it, or as the data source reports it.
    struct Section: Equatable {
        var header: Header
        var cells: [Cell]
    }

    /// The eight calls of one batch update.
    struct Batch {
        var deleteSections: [Int] = []
        var insertSections: [Int] = []
        var reloadSections: [Int] = []
        var moveSections: [(from: Int, to: Int)] = []
        var deleteRows: [TableIndexPath] = []
        var insertRows: [TableIndexPath] = []
        var reloadRows: [TableIndexPath] = []
        var moveRows: [(from: TableIndexPath, to: TableIndexPath)] = []

        /// No calls.
        init() {}

        /// The calls a staged batch makes.
        init(_ batch: TableBatch) {
            deleteSections = batch.sectionDeletes
            insertSections = batch.sectionInserts
            reloadSections = batch.sectionReloads
            moveSections = batch.sectionMoves.map { ($0.from, $0.to) }
            deleteRows = batch.rowDeletes
            insertRows = batch.rowInserts
            reloadRows = batch.rowReloads
            moveRows = batch.rowMoves.map { ($0.from, $0.to) }
        }

        /// The calls of a whole changeset in one batch: reloads at their old positions.
        init(oneBatch changeset: TableChangeset) {
            deleteSections = changeset.sections.deletes
            insertSections = changeset.sections.inserts
            reloadSections = changeset.sections.updates.map(\.old)
            moveSections = changeset.sections.moves.map { ($0.from, $0.to) }
            deleteRows = changeset.rowDeletes
            insertRows = changeset.rowInserts
            reloadRows = changeset.rowUpdates.map(\.old)
            moveRows = changeset.rowMoves.map { ($0.from, $0.to) }
        }
    }

    /// Why UIKit would refuse a batch.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// What the table shows.
    private(set) var sections: [Section]

    init(showing sections: [Section]) {
        self.sections = sections
    }

    /// Performs `batch` with the data source reporting `dataSource` once it starts.
    /// - Throws: ``Refusal`` when UIKit would raise instead; the table is then unchanged.
    mutating func performBatchUpdates(_ batch: Batch, dataSource: [Section]) throws(Refusal) {
        let before = sections.count
        // Sections: each named once on each side, in range, counts adding up.
        var leaving = Set<Int>()
        for section in batch.deleteSections + batch.reloadSections + batch.moveSections.map(\.from) {
            guard (0..<before).contains(section) else { throw Refusal(description: "section \(section) is out of range before the update") }
            guard leaving.insert(section).inserted else { throw Refusal(description: "section \(section) is deleted, reloaded or moved twice") }
        }
        var arriving = Set<Int>()
        for section in batch.insertSections + batch.moveSections.map(\.to) {
            guard (0..<dataSource.count).contains(section) else { throw Refusal(description: "section \(section) is out of range after the update") }
            guard arriving.insert(section).inserted else { throw Refusal(description: "section \(section) is inserted or moved to twice") }
        }
        guard dataSource.count == before - batch.deleteSections.count + batch.insertSections.count else {
            throw Refusal(
                description:
                    "invalid number of sections: \(dataSource.count) after, \(before) before, \(batch.deleteSections.count) deleted, \(batch.insertSections.count) inserted"
            )
        }

        // Where each section after the update comes from (-1: inserted).
        var source = [Int](repeating: -2, count: dataSource.count)
        for section in batch.insertSections { source[section] = -1 }
        for move in batch.moveSections { source[move.to] = move.from }
        let movedOrDeleted = Set(batch.deleteSections + batch.moveSections.map(\.from))
        var next = (0..<before).filter { !movedOrDeleted.contains($0) }.makeIterator()
        for section in source.indices where source[section] == -2 {
            guard let from = next.next() else { throw Refusal(description: "section \(section) after the update has no origin") }
            source[section] = from
        }
        let afterIndex = Dictionary(source.enumerated().filter { $0.element >= 0 }.map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let changedBefore = Set(batch.deleteSections + batch.reloadSections + batch.moveSections.map(\.from))
        let changedAfter = Set(batch.insertSections + batch.moveSections.map(\.to) + batch.reloadSections.compactMap { afterIndex[$0] })

        // Rows: named once on each side, in range, never in a changed section.
        var leavingRows = Set<TableIndexPath>()
        for path in batch.deleteRows + batch.reloadRows + batch.moveRows.map(\.from) {
            guard sections.indices.contains(path.section), sections[path.section].cells.indices.contains(path.row) else {
                throw Refusal(description: "row \(path) is out of range before the update")
            }
            guard !changedBefore.contains(path.section) else { throw Refusal(description: "row \(path) is in a section that is deleted, reloaded or moved") }
            guard leavingRows.insert(path).inserted else {
                throw Refusal(description: "row \(path) is deleted, reloaded or moved twice (e.g. reloaded and moved)")
            }
        }
        var arrivingRows = Set<TableIndexPath>()
        for path in batch.insertRows + batch.moveRows.map(\.to) {
            guard dataSource.indices.contains(path.section), dataSource[path.section].cells.indices.contains(path.row) else {
                throw Refusal(description: "row \(path) is out of range after the update")
            }
            guard !changedAfter.contains(path.section) else { throw Refusal(description: "row \(path) is in a section that is inserted, reloaded or moved") }
            guard arrivingRows.insert(path).inserted else { throw Refusal(description: "row \(path) is inserted or moved to twice") }
        }

        // The rows of each section that stays, counted and then laid out.
        let gone = Set(batch.deleteRows + batch.moveRows.map(\.from))
        let reloaded = Set(batch.reloadRows)
        var result: [Section] = []
        for (section, origin) in source.enumerated() {
            let fresh = dataSource[section]
            guard origin >= 0, !batch.reloadSections.contains(origin) else {
                result.append(fresh)
                continue
            }
            let old = sections[origin]
            // The rows kept in place (reloaded ones marked), then the arrivals, lowest first.
            var kept: [(cell: Cell, reloads: Bool)] = old.cells.indices.compactMap { row in
                let path = TableIndexPath(row: row, section: origin)
                if gone.contains(path) { return nil }
                return (old.cells[row], reloaded.contains(path))
            }
            let arrivals =
                (batch.insertRows.filter { $0.section == section }.map { ($0.row, fresh.cells[$0.row]) }
                + batch.moveRows.filter { $0.to.section == section }.map { ($0.to.row, sections[$0.from.section].cells[$0.from.row]) })
                .sorted { $0.0 < $1.0 }
            guard kept.count + arrivals.count == fresh.cells.count else {
                throw Refusal(
                    description:
                        "invalid number of rows in section \(section): \(fresh.cells.count) after, \(old.cells.count) before, \(old.cells.count - kept.count) deleted or moved out, \(arrivals.count) inserted or moved in"
                )
            }
            for (row, cell) in arrivals { kept.insert((cell, false), at: row) }
            result.append(Section(header: old.header, cells: kept.enumerated().map { row, entry in entry.reloads ? fresh.cells[row] : entry.cell }))
        }
        sections = result
    }
}
