import Testing
@testable import Presentation
import TestSupport

/// UIKit's batch-update order: delete (old positions, highest first), then insert (new
/// positions, lowest first), a move being both; then reload the updates. Nil if a position
/// does not fit.
private func batchUpdate(_ changes: ListChangeset, old: [DiffRow], new: [DiffRow]) -> [DiffRow]? {
    var list = old
    for position in (changes.deletes + changes.moves.map(\.from)).sorted(by: >) {
        guard list.indices.contains(position) else { return nil }
        list.remove(at: position)
    }
    let arrivals = changes.inserts.map { ($0, new[$0]) } + changes.moves.map { ($0.to, old[$0.from]) }
    for (position, row) in arrivals.sorted(by: { $0.0 < $1.0 }) {
        guard position <= list.count else { return nil }
        list.insert(row, at: position)
    }
    for update in changes.updates {
        guard list.indices.contains(update.new), old[update.old].id == new[update.new].id else { return nil }
        list[update.new] = new[update.new]
    }
    return list
}

/// The same for a table: rows leave, sections leave, sections arrive, rows arrive, reloads.
private func batchUpdate(_ changes: TableChangeset, old: [DiffSection], new: [DiffSection]) -> [DiffSection]? {
    var table = old
    for path in (changes.rowDeletes + changes.rowMoves.map(\.from)).sorted(by: >) {
        guard table.indices.contains(path.section), table[path.section].rows.indices.contains(path.row) else { return nil }
        table[path.section].rows.remove(at: path.row)
    }
    let leaving = table
    for position in (changes.sections.deletes + changes.sections.moves.map(\.from)).sorted(by: >) {
        table.remove(at: position)
    }
    let arriving = changes.sections.inserts.map { ($0, new[$0]) } + changes.sections.moves.map { ($0.to, leaving[$0.from]) }
    for (position, section) in arriving.sorted(by: { $0.0 < $1.0 }) {
        guard position <= table.count else { return nil }
        table.insert(section, at: position)
    }
    let rowArrivals =
        changes.rowInserts.map { ($0, new[$0.section].rows[$0.row]) }
        + changes.rowMoves.map { ($0.to, old[$0.from.section].rows[$0.from.row]) }
    for (path, row) in rowArrivals.sorted(by: { $0.0 < $1.0 }) {
        guard table.indices.contains(path.section), path.row <= table[path.section].rows.count else { return nil }
        table[path.section].rows.insert(row, at: path.row)
    }
    for update in changes.rowUpdates { table[update.new.section].rows[update.new.row] = new[update.new.section].rows[update.new.row] }
    for update in changes.sections.updates { table[update.new].title = new[update.new].title }
    return table
}

/// The fewest moves for unique ids: paired elements minus a longest increasing run (O(n²)).
private func fewestMoves(old: [DiffRow], new: [DiffRow]) -> Int {
    let newPosition = Dictionary(new.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let paired = old.compactMap { newPosition[$0.id] }
    var longest = [Int](repeating: 1, count: paired.count)
    for end in paired.indices {
        for start in 0..<end where paired[start] < paired[end] { longest[end] = max(longest[end], longest[start] + 1) }
    }
    return paired.count - (longest.max() ?? 0)
}

@Suite struct ListChangesetTests {
    private func diff(_ old: [Int], _ new: [Int]) -> ListChangeset { ListChangeset(old: old, new: new, id: { $0 }) }

    @Test func emptyToEmptyHasNoChanges() {
        let changes = diff([], [])
        #expect(changes.isEmpty)
        #expect(changes.description == "no changes")
    }

    @Test func emptyToNInsertsEverything() {
        #expect(diff([], [4, 5, 6]) == ListChangeset(inserts: [0, 1, 2]))
    }

    @Test func nToEmptyDeletesEverything() {
        #expect(diff([4, 5, 6], []) == ListChangeset(deletes: [0, 1, 2]))
    }

    @Test func oneInsertAtTheTopMovesNothing() {
        let changes = diff([1, 2, 3, 4], [0, 1, 2, 3, 4])
        #expect(changes == ListChangeset(inserts: [0]))
        #expect(changes.description == "+[0]")
    }

    @Test func swappingTwoNeighboursIsOneMove() {
        #expect(diff([1, 2, 3], [2, 1, 3]) == ListChangeset(moves: [ChangesetMove(from: 0, to: 1)]))
        #expect(diff([0, 1, 2, 3, 4, 5], [0, 4, 2, 3, 1, 5]).moves.count == 2, "a distant swap needs two")
    }

    @Test func reversingNElementsIsNMinusOneMoves() {
        let changes = diff(Array(0..<50), Array((0..<50).reversed()))
        #expect(changes.moves.count == 49)
        #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
        #expect((try? changes.applied(to: Array(0..<50), new: Array((0..<50).reversed()))) == Array((0..<50).reversed()))
    }

    @Test func contentChangesAreUpdatesWithBothPositions() {
        let old = [DiffRow(id: 1), DiffRow(id: 2), DiffRow(id: 3)]
        let new = [DiffRow(id: 0), DiffRow(id: 1), DiffRow(id: 3, value: 7), DiffRow(id: 2, value: 1)]
        let changes = ListChangeset(old: old, new: new)
        #expect(changes.updates == [ChangesetUpdate(old: 1, new: 3), ChangesetUpdate(old: 2, new: 2)])
        #expect(changes.moves.count == 1)
        #expect(changes.inserts == [0])
    }

    @Test func repeatedIDsArePairedOnlyNextToPairedNeighbours() {
        #expect(diff([1, 7, 7, 2], [1, 7, 7, 2, 7]) == ListChangeset(inserts: [4]), "forward from 1")
        #expect(diff([7, 7, 1], [7, 7, 1, 7]) == ListChangeset(inserts: [3]), "backward from 1")
        #expect(diff([7, 1, 7], [7, 2, 7]) == ListChangeset(deletes: [0, 1, 2], inserts: [0, 1, 2]), "no anchor")
    }

    @Test func repeatedIDsDoNotCrashAndStillApply() throws {
        let cases: [([Int], [Int])] = [([1, 1, 2], [2, 1, 1, 1]), ([5, 5, 5], [5, 5]), ([3, 3], [4, 3, 3, 3]), ([9], [9, 9])]
        for (old, new) in cases {
            #expect(try diff(old, new).applied(to: old, new: new) == new, "\(old) -> \(new)")
        }
    }

    @Test func aChangesetThatDoesNotFitThrows() {
        #expect(throws: ChangesetError.positionOutOfRange("old 5")) { try ListChangeset(deletes: [5]).applied(to: [1, 2], new: [1]) }
        #expect(throws: ChangesetError.countMismatch(oldCount: 2, newCount: 2)) { try ListChangeset(deletes: [0]).applied(to: [1, 2], new: [1, 2]) }
        #expect(throws: ChangesetError.positionUsedTwice("new 0")) { try ListChangeset(deletes: [0, 1], inserts: [0, 0]).applied(to: [1, 2], new: [3, 4]) }
    }

    @Test func randomEditsApplyBackToTheNewListIn1000Seeds() throws {
        for seed in 0..<1_000 {
            var rng = SplitMix64(seed: UInt64(seed))
            var freshIDs = 100
            let duplicates = seed % 3 == 0
            let old = (0..<Int.random(in: 0...30, using: &rng)).map { DiffRow(id: duplicates ? Int.random(in: 0..<8, using: &rng) : $0) }
            let new = randomEdit(of: old, duplicates: duplicates, freshIDs: &freshIDs, using: &rng)
            let changes = ListChangeset(old: old, new: new)
            var read = Set<Int>()
            let applied = try changes.applied(to: old) {
                read.insert($0); return new[$0]
            }
            #expect(applied == new, "seed \(seed): \(changes)")
            #expect(read == Set(changes.inserts + changes.updates.map(\.new)), "seed \(seed): only inserts and updates read new")
            #expect(batchUpdate(changes, old: old, new: new) == new, "seed \(seed): UIKit order")
            #expect(changes.deletes == changes.deletes.sorted() && changes.inserts == changes.inserts.sorted())
            if !duplicates { #expect(changes.moves.count == fewestMoves(old: old, new: new), "seed \(seed)") }
        }
    }

    @Test func a100000ElementDiffWith10000Deletes10000InsertsAnd2000Moves() throws {
        var rng = SplitMix64(seed: 9)
        let old = Array(0..<100_000)
        var isDeleted = [Bool](repeating: false, count: old.count)
        for index in old.indices.shuffled(using: &rng).prefix(12_000) { isDeleted[index] = true }
        let movers = old.indices.filter { isDeleted[$0] }.shuffled(using: &rng).prefix(2_000)
        let kept = old.filter { !isDeleted[$0] }
        let arrivals = (Array(movers) + Array(100_000..<110_000))
            .map { (Int.random(in: 0...kept.count, using: &rng), $0) }.sorted { $0.0 < $1.0 }
        var new = [Int]()
        var next = 0
        for (index, element) in kept.enumerated() {
            while next < arrivals.count, arrivals[next].0 == index { new.append(arrivals[next].1); next += 1 }
            new.append(element)
        }
        new.append(contentsOf: arrivals[next...].map(\.1))

        let changes = ListChangeset(old: old, new: new, id: { $0 })
        #expect(changes.deletes.count == 10_000)
        #expect(changes.inserts.count == 10_000)
        #expect((1_900...2_000).contains(changes.moves.count))
        #expect(try changes.applied(to: old, new: new) == new)
    }
}

@Suite struct TableChangesetTests {
    @Test func aRowMovingToAnotherSectionIsOneRowMove() {
        let changes = tableDiff([section(0, [1, 2]), section(1, [3])], [section(0, [1]), section(1, [2, 3])])
        #expect(changes == TableChangeset(rowMoves: [ChangesetMove(from: path(0, 1), to: path(1, 0))]))
        #expect(changes.description == "rows(move[0.1->1.0])")
    }

    @Test func aMovedSectionCarriesItsRowsWithoutRowMoves() {
        let changes = tableDiff([section(0, [1]), section(1, [2, 3])], [section(1, [2, 3]), section(0, [1])])
        #expect(changes.sections.moves.count == 1)
        #expect(changes.rowMoves.isEmpty && changes.rowDeletes.isEmpty && changes.rowInserts.isEmpty)
    }

    @Test func rowsOfDeletedAndInsertedSectionsGoWithTheirSection() {
        let changes = tableDiff([section(0, [1, 2]), section(1, [3])], [section(1, [3]), section(2, [4])])
        #expect(changes == TableChangeset(sections: ListChangeset(deletes: [0], inserts: [1])))
    }

    @Test func rowsLeavingADeletedSectionAreInsertsAndRowsJoiningAnInsertedOneAreDeletes() {
        let changes = tableDiff([section(0, [1, 2]), section(1, [3, 4])], [section(1, [1, 3]), section(2, [4])])
        #expect(changes.sections == ListChangeset(deletes: [0], inserts: [1]))
        #expect(changes.rowInserts == [path(0, 0)], "row 1 comes out of deleted section 0")
        #expect(changes.rowDeletes == [path(1, 1)], "row 4 goes into inserted section 2")
        #expect(changes.rowMoves.isEmpty)
    }

    @Test func sectionAndRowContentChangesAreUpdates() throws {
        let old = [section(0, [1, 2], title: "A")]
        var new = [section(0, [2, 1], title: "B")]
        new[0].rows[1].value = 5
        let changes = tableDiff(old, new)
        #expect(changes.sections.updates == [ChangesetUpdate(old: 0, new: 0)])
        #expect(changes.rowUpdates == [ChangesetUpdate(old: path(0, 0), new: path(0, 1))])
        #expect(try changes.applied(to: old, new: new, rows: \.rows) == new)
    }

    @Test func repeatedSectionAndRowIDsDoNotCrash() throws {
        let old = [section(0, [1, 1]), section(0, [1])]
        let new = [section(0, [1]), section(0, [1, 1, 1]), section(0, [])]
        #expect(try tableDiff(old, new).applied(to: old, new: new, rows: \.rows) == new)
    }

    @Test func aTableChangesetThatDoesNotFitThrows() {
        let old = [section(0, [1])]
        #expect(throws: ChangesetError.positionOutOfRange("old section 3")) {
            try TableChangeset(sections: ListChangeset(deletes: [3], inserts: [0])).applied(to: old, new: old, rows: \.rows)
        }
        #expect(throws: ChangesetError.positionOutOfRange("old row 0.5")) {
            try TableChangeset(rowDeletes: [path(0, 5)], rowInserts: [path(0, 0)]).applied(to: old, new: old, rows: \.rows)
        }
    }

    @Test func randomTablesApplyBackToTheNewTable() throws {
        for seed in 0..<400 {
            let (old, new) = randomTables(seed: UInt64(seed) &+ 10_000, duplicates: seed % 4 == 0)

            let changes = tableDiff(old, new)
            var readRows = Set<TableIndexPath>()
            let applied = try changes.applied(
                to: old, rows: \.rows, newSection: { new[$0] },
                newRow: {
                    readRows.insert($0); return new[$0.section].rows[$0.row]
                }
            )
            #expect(applied == new, "seed \(seed): \(changes)")
            #expect(readRows == Set(changes.rowInserts + changes.rowUpdates.map(\.new)), "seed \(seed)")
            #expect(batchUpdate(changes, old: old, new: new) == new, "seed \(seed): UIKit order, \(changes)")
        }
    }

    @Test func a100000RowTableDiffAppliesBack() throws {
        var rng = SplitMix64(seed: 3)
        let old = (0..<100).map { id in section(id, Array(id * 1_000..<(id + 1) * 1_000)) }
        var new = old.filter { $0.id % 10 != 3 }
        new.swapAt(5, 40)
        for index in new.indices {
            new[index].rows.removeAll { _ in Int.random(in: 0..<10, using: &rng) == 0 }
            new[index].rows.append(DiffRow(id: 200_000 + index))
            if index > 0, let moved = new[index].rows.first { new[index - 1].rows.insert(moved, at: 0); new[index].rows.removeFirst() }
        }
        let changes = tableDiff(old, new)
        #expect(changes.sections.deletes.count == 10)
        #expect(changes.rowInserts.count == 90)
        #expect(try changes.applied(to: old, new: new, rows: \.rows) == new)
    }
}
