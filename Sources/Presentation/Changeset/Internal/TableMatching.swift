/// The pairing of two tables: sections paired by section identifier, rows by row identifier
/// across the whole table (one Heckel run each), and the rules that turn the pairs into
/// UIKit batch changes (see ``TableChangeset``).
@usableFromInline
struct TableMatching: Sendable {
    /// Old and new sections paired.
    @usableFromInline
    let sections: HeckelMatching
    /// Old and new rows paired, in flat positions.
    let rows: HeckelMatching
    /// The old table's rows.
    let oldRows: FlatRows
    /// The new table's rows.
    let newRows: FlatRows

    /// Pairs the rows of two tables whose sections are already paired.
    /// - Complexity: O(rows + rowSymbolCount).
    @usableFromInline
    init(sections: HeckelMatching, oldRows: FlatRows, newRows: FlatRows, rowSymbolCount: Int) {
        self.sections = sections
        self.oldRows = oldRows
        self.newRows = newRows
        rows = HeckelMatching(old: oldRows.numbers, new: newRows.numbers, symbolCount: rowSymbolCount)
    }

    /// Whether the old row at flat position `row` is in a section that is kept.
    func isInKeptSection(oldRow row: Int) -> Bool {
        sections.newIndexOfOld[oldRows.sectionOfRow[row]] >= 0
    }

    /// Whether the new row at flat position `row` is in a section that was already there.
    func isInKeptSection(newRow row: Int) -> Bool {
        sections.oldIndexOfNew[newRows.sectionOfRow[row]] >= 0
    }

    /// Calls `body` with the old and new index paths of every row pair whose sections are
    /// both kept, in old order: the rows that can be updated.
    /// - Complexity: O(rows).
    @usableFromInline
    func forEachRowPairInKeptSections(_ body: (TableIndexPath, TableIndexPath) -> Void) {
        for (oldRow, newRow) in rows.newIndexOfOld.enumerated()
        where newRow >= 0 && isInKeptSection(oldRow: oldRow) && isInKeptSection(newRow: newRow) {
            body(oldRows.indexPath(ofRow: oldRow), newRows.indexPath(ofRow: newRow))
        }
    }
}

extension TableChangeset {
    /// Section changes and row deletes, inserts and moves from a pairing; no updates (they
    /// need the rows' content).
    /// - Complexity: O(S + R) plus O(k log k) per section for its k staying rows.
    @usableFromInline
    init(matching: TableMatching) {
        self.init(sections: ListChangeset(matching: matching.sections))
        let newIndexOfOldRow = matching.rows.newIndexOfOld
        for (oldRow, newRow) in newIndexOfOldRow.enumerated() where matching.isInKeptSection(oldRow: oldRow) {
            if newRow < 0 || !matching.isInKeptSection(newRow: newRow) {
                rowDeletes.append(matching.oldRows.indexPath(ofRow: oldRow))
            }
        }
        for (newRow, oldRow) in matching.rows.oldIndexOfNew.enumerated() where matching.isInKeptSection(newRow: newRow) {
            if oldRow < 0 || !matching.isInKeptSection(oldRow: oldRow) {
                rowInserts.append(matching.newRows.indexPath(ofRow: newRow))
            }
        }

        // Per kept section: rows staying in its paired section stay in place if they are in a
        // longest run of increasing new positions; the rest of them, and rows changing
        // between kept sections, move.
        var stayingNewRows = [Int]()
        var isKept = [Bool]()
        var subsequence = IncreasingSubsequence()
        for (oldSection, newSection) in matching.sections.newIndexOfOld.enumerated() where newSection >= 0 {
            let sectionRows = matching.oldRows.rows(inSection: oldSection)
            stayingNewRows.removeAll(keepingCapacity: true)
            for oldRow in sectionRows {
                let newRow = newIndexOfOldRow[oldRow]
                if newRow >= 0, matching.newRows.sectionOfRow[newRow] == newSection {
                    stayingNewRows.append(newRow)
                }
            }
            if isKept.count < stayingNewRows.count {
                isKept = [Bool](repeating: false, count: sectionRows.count)
            }
            subsequence.markLongest(in: stayingNewRows, run: stayingNewRows.indices, isKept: &isKept)
            var staying = 0
            for oldRow in sectionRows {
                let newRow = newIndexOfOldRow[oldRow]
                guard newRow >= 0 else { continue }
                if matching.newRows.sectionOfRow[newRow] == newSection {
                    if !isKept[staying] {
                        rowMoves.append(
                            ChangesetMove(
                                from: matching.oldRows.indexPath(ofRow: oldRow),
                                to: matching.newRows.indexPath(ofRow: newRow)
                            ))
                    }
                    isKept[staying] = false
                    staying += 1
                } else if matching.isInKeptSection(newRow: newRow) {
                    rowMoves.append(
                        ChangesetMove(
                            from: matching.oldRows.indexPath(ofRow: oldRow),
                            to: matching.newRows.indexPath(ofRow: newRow)
                        ))
                }
            }
        }
    }
}
