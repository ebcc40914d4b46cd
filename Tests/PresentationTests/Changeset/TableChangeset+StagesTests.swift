import Testing
@testable import Presentation

/// The tables as a table view shows them: a header naming the section and its title, and
/// the rows as cells.
private typealias TableView = UIKitTableView<String, DiffRow>

private func shown(_ table: [DiffSection]) -> [TableView.Section] {
    table.map { TableView.Section(header: "\($0.id) \($0.title)", cells: $0.rows) }
}

@Suite struct TableChangesetStagesTests {
    /// Performs every stage on a table view showing `old`; returns what it shows at the end.
    private func performStages(_ changes: TableChangeset, from old: [DiffSection], to new: [DiffSection]) throws -> [TableView.Section] {
        var tableView = TableView(showing: shown(old))
        for stage in try changes.stages(from: old, to: new, rows: \.rows) {
            try tableView.performBatchUpdates(TableView.Batch(stage.batch), dataSource: shown(stage.sections))
        }
        return tableView.sections
    }

    @Test func aRowThatMovesAndChangesIsReloadedInOneBatchAndMovedInTheNext() throws {
        let old = [section(0, [1, 2, 3])]
        var new = [section(0, [2, 3, 1])]
        new[0].rows[2].value = 9
        let changes = tableDiff(old, new)
        #expect(changes.rowMoves == [ChangesetMove(from: path(0, 0), to: path(0, 2))])
        #expect(changes.rowUpdates == [ChangesetUpdate(old: path(0, 0), new: path(0, 2))])

        // In one batch UIKit refuses the reload and the move of 0.0.
        var oneBatch = TableView(showing: shown(old))
        #expect(throws: TableView.Refusal(description: "row 0.0 is deleted, reloaded or moved twice (e.g. reloaded and moved)")) {
            try oneBatch.performBatchUpdates(TableView.Batch(oneBatch: changes), dataSource: shown(new))
        }
        // In stages: reloaded where it is, then moved.
        #expect(changes.batches == [.reloadRows([path(0, 0)]), .arrangeRows(inserts: [], moves: [ChangesetMove(from: path(0, 0), to: path(0, 2))])])
        let stages = try changes.stages(from: old, to: new, rows: \.rows)
        #expect(stages.map(\.sections) == [[DiffSection(id: 0, rows: [DiffRow(id: 1, value: 9), DiffRow(id: 2), DiffRow(id: 3)])], new])
        #expect(try performStages(changes, from: old, to: new) == shown(new))
    }

    @Test func aSectionThatMovesAndChangesIsMovedThenReloaded() throws {
        let old = [section(0, [1], title: "A"), section(1, [2], title: "B")]
        let new = [section(1, [2], title: "B"), section(0, [1], title: "A2")]
        let changes = tableDiff(old, new)
        var oneBatch = TableView(showing: shown(old))
        #expect(throws: TableView.Refusal.self) {
            try oneBatch.performBatchUpdates(TableView.Batch(oneBatch: changes), dataSource: shown(new))
        }
        #expect(changes.batches == [.arrangeSections(inserts: [], moves: [ChangesetMove(from: 0, to: 1)]), .reloadSections([1])])
        let stages = try changes.stages(from: old, to: new, rows: \.rows)
        #expect(stages.first?.sections == [section(1, [2], title: "B"), section(0, [1], title: "A")], "the old title until the reload")
        #expect(try performStages(changes, from: old, to: new) == shown(new))
    }

    @Test func positionsCountFromTheTableThePreviousBatchLeft() throws {
        let old = [section(0, [1, 2, 3, 4]), section(1, [5, 6]), section(2, [8])]
        let new = [section(0, [4, 1]), section(1, [5, 3, 6, 7])]
        let changes = tableDiff(old, new)
        #expect(
            changes.batches == [
                .delete(sections: [2], rows: [path(0, 1)]),
                // 1 was at 0.0 and stays there; 3 was at 0.2, at 0.1 once 2 is deleted.
                .arrangeRows(inserts: [path(1, 3)], moves: [ChangesetMove(from: path(0, 0), to: path(0, 1)), ChangesetMove(from: path(0, 1), to: path(1, 1))]),
            ])
        let stages = try changes.stages(from: old, to: new, rows: \.rows)
        #expect(stages.first?.sections == [section(0, [1, 3, 4]), section(1, [5, 6])])
        #expect(try performStages(changes, from: old, to: new) == shown(new))
    }

    @Test func rowsMoveOutOfSectionsThatHaveMovedIntoTheirFinalPlace() throws {
        // Section 1 moves to the top after section 0 is deleted; a row then leaves it.
        let old = [section(0, [1]), section(1, [2, 3]), section(2, [4]), section(3, [5])]
        let new = [section(3, [5, 3]), section(2, [4]), section(1, [2])]
        let changes = tableDiff(old, new)
        let batches = changes.batches
        #expect(batches.count == 3)
        #expect(batches.first?.sectionDeletes == [0])
        #expect(try performStages(changes, from: old, to: new) == shown(new))
    }

    @Test func everyStageIsABatchUIKitAcceptsAndTheLastShowsTheNewTable() throws {
        var refusedInOneBatch = 0
        var stageCounts = [Int](repeating: 0, count: 6)
        for seed in 0..<1_000 {
            let (old, new) = randomTables(seed: UInt64(seed) &+ 77_000, duplicates: seed % 5 == 0, maxSections: 6, maxRows: 8)
            let changes = tableDiff(old, new)
            let stages = try changes.stages(from: old, to: new, rows: \.rows)
            #expect(stages.map(\.batch) == changes.batches)
            #expect(stages.last?.sections ?? old == new, "seed \(seed): the last stage's table is the new one")
            #expect(try performStages(changes, from: old, to: new) == shown(new), "seed \(seed): \(changes.batches)")
            stageCounts[stages.count] += 1

            var oneBatch = TableView(showing: shown(old))
            if (try? oneBatch.performBatchUpdates(TableView.Batch(oneBatch: changes), dataSource: shown(new))) == nil {
                refusedInOneBatch += 1
            }
        }
        // The seeds reach every number of stages, and many would fail as one batch.
        #expect(stageCounts.allSatisfy { $0 > 0 }, "\(stageCounts)")
        #expect(refusedInOneBatch > 100, "\(refusedInOneBatch) seeds need stages")
    }

    @Test func aFlatListIsStagedThroughItsTableChangeset() throws {
        let old = rows([1, 2, 3, 4])
        var new = rows([4, 2, 3, 5])
        new[0].value = 1
        let changes = TableChangeset(rowsOf: ListChangeset(old: old, new: new))
        #expect(
            changes.batches == [
                .reloadRows([path(0, 3)]),
                .delete(sections: [], rows: [path(0, 0)]),
                .arrangeRows(inserts: [path(0, 3)], moves: [ChangesetMove(from: path(0, 2), to: path(0, 0))]),
            ])
        let oldTable = [DiffSection(id: 0, rows: old)], newTable = [DiffSection(id: 0, rows: new)]
        #expect(try performStages(changes, from: oldTable, to: newTable) == shown(newTable))
    }

    @Test func noChangesNoStages() throws {
        let table = [section(0, [1, 2])]
        #expect(tableDiff(table, table).batches.isEmpty)
        #expect(try tableDiff(table, table).stages(from: table, to: table, rows: \.rows).isEmpty)
    }

    @Test func stagesOfAChangesetThatDoesNotFitThrow() {
        let old = [section(0, [1])]
        #expect(throws: ChangesetError.positionOutOfRange("old row 0.5")) {
            try TableChangeset(rowDeletes: [path(0, 5)], rowInserts: [path(0, 0)]).stages(from: old, to: old, rows: \.rows)
        }
        #expect(throws: ChangesetError.countMismatch(oldCount: 1, newCount: 2)) {
            try TableChangeset().stages(from: old, to: old + old, rows: \.rows)
        }
    }

    @Test func batchesDescribeThemselves() {
        #expect(TableBatch.reloadRows([path(0, 1)]).description == "reload rows [0.1]")
        #expect(TableBatch.delete(sections: [2], rows: [path(0, 3)]).description == "delete sections [2] rows [0.3]")
        #expect(TableBatch.arrangeSections(inserts: [1], moves: [ChangesetMove(from: 0, to: 2)]).description == "insert sections [1], move sections [0->2]")
        #expect(TableBatch.arrangeRows(inserts: [], moves: [ChangesetMove(from: path(0, 0), to: path(1, 0))]).description == "move rows [0.0->1.0]")
        #expect(TableBatch.reloadSections([0]).description == "reload sections [0]")
    }
}

/// The model itself: it must refuse what UIKit refuses, or the tests above prove nothing.
@Suite struct UIKitTableViewModelTests {
    private typealias Table = UIKitTableView<String, String>

    private func table(_ sections: [String: [String]]...) -> [Table.Section] {
        sections.flatMap { $0.map { Table.Section(header: $0.key, cells: $0.value) } }
    }

    private func path(_ section: Int, _ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

    private func batch(_ configure: (inout Table.Batch) -> Void) -> Table.Batch {
        var batch = Table.Batch()
        configure(&batch)
        return batch
    }

    @Test func countsThatDoNotAddUpAreRefused() {
        var view = Table(showing: table(["A": ["a", "b"]]))
        #expect(throws: Table.Refusal.self) {
            try view.performBatchUpdates(batch { $0.deleteRows = [path(0, 0)] }, dataSource: table(["A": ["a", "b"]]))
        }
        #expect(throws: Table.Refusal.self) {
            try view.performBatchUpdates(batch { $0.insertSections = [1] }, dataSource: table(["A": ["a", "b"]]))
        }
        #expect(view.sections == table(["A": ["a", "b"]]), "a refused batch changes nothing")
    }

    @Test func aRowNamedTwiceOrInAChangedSectionIsRefused() {
        let start = table(["A": ["a", "b"]], ["B": ["c"]])
        let refused: [Table.Batch] = [
            batch {
                $0.deleteRows = [path(0, 0)]; $0.reloadRows = [path(0, 0)]
            },
            batch {
                $0.reloadRows = [path(0, 0)]; $0.moveRows = [(path(0, 0), path(0, 1))]
            },
            batch {
                $0.deleteSections = [1]; $0.deleteRows = [path(1, 0)]
            },
            batch {
                $0.reloadSections = [0]; $0.reloadRows = [path(0, 1)]
            },
            batch {
                $0.moveSections = [(0, 1)]; $0.moveRows = [(path(0, 0), path(0, 1))]
            },
            batch { $0.insertRows = [path(0, 5)] },
        ]
        for calls in refused {
            var view = Table(showing: start)
            #expect(throws: Table.Refusal.self) { try view.performBatchUpdates(calls, dataSource: start) }
        }
    }

    @Test func movedRowsKeepTheirCellAndReloadedOnesAskTheDataSource() throws {
        var view = Table(showing: table(["A": ["a", "b", "c"]]))
        // The data source says "B" and "C" now; only the reloaded row shows it.
        try view.performBatchUpdates(
            batch {
                $0.moveRows = [(path(0, 0), path(0, 2))]; $0.reloadRows = [path(0, 2)]
            },
            dataSource: table(["A": ["B", "C", "a"]])
        )
        #expect(view.sections == table(["A": ["b", "C", "a"]]))
        // Deletes before inserts: delete 0 and insert at 0 replaces the first row.
        try view.performBatchUpdates(
            batch {
                $0.deleteRows = [path(0, 0)]; $0.insertRows = [path(0, 0)]
            }, dataSource: table(["A": ["x", "C", "a"]]))
        #expect(view.sections == table(["A": ["x", "C", "a"]]))
    }

    @Test func sectionsMoveWithTheirRowsAndInsertedOnesComeFromTheDataSource() throws {
        var view = Table(showing: table(["A": ["a"]], ["B": ["b"]]))
        try view.performBatchUpdates(
            batch {
                $0.moveSections = [(0, 2)]; $0.insertSections = [0]
            },
            dataSource: table(["N": ["n"]], ["B": ["changed"]], ["A": ["changed"]])
        )
        #expect(view.sections == table(["N": ["n"]], ["B": ["b"]], ["A": ["a"]]))
    }
}
