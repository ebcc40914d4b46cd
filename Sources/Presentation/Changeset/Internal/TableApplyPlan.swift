/// Where every section and row of the new table comes from, worked out from a
/// ``TableChangeset`` and the old table's shape alone, with every position checked.
struct TableApplyPlan {
    /// For each new section, its old section, or -1 when it is inserted.
    let sectionSource: [Int]
    /// For each new section, whether its own content is updated.
    let isSectionUpdated: [Bool]
    /// For each new section, the range of its rows in ``rowSource`` (empty when inserted).
    let rowRanges: [Range<Int>]
    /// For each row of a kept new section, its old index path, or nil when it is inserted.
    let rowSource: [TableIndexPath?]
    /// For each row of a kept new section, whether it is updated.
    let isRowUpdated: [Bool]

    /// Plans `changeset` against an old table with `oldRowCounts[s]` rows in section `s`.
    /// - Throws: ``ChangesetError`` for a position out of range, in a deleted or inserted
    ///   section, used twice, or an update that does not pair a row with itself.
    /// - Complexity: O(S + R), sections and rows of both tables.
    init(_ changeset: TableChangeset, oldRowCounts: [Int]) throws(ChangesetError) {
        let sections = try changeset.sections.sourcePositions(oldCount: oldRowCounts.count, unit: "section")
        var newSectionOfOld = [Int](repeating: -1, count: oldRowCounts.count)
        for (newSection, oldSection) in sections.oldPosition.enumerated() where oldSection >= 0 {
            newSectionOfOld[oldSection] = newSection
        }
        var oldStarts = [0]
        for count in oldRowCounts { oldStarts.append(oldStarts[oldStarts.count - 1] + count) }

        func oldFlat(_ path: TableIndexPath) throws(ChangesetError) -> Int {
            guard oldRowCounts.indices.contains(path.section), newSectionOfOld[path.section] >= 0,
                (0..<oldRowCounts[path.section]).contains(path.row)
            else { throw .positionOutOfRange("old row \(path)") }
            return oldStarts[path.section] + path.row
        }
        var isLeaving = [Bool](repeating: false, count: oldStarts[oldStarts.count - 1])
        var leavingCount = [Int](repeating: 0, count: oldRowCounts.count)
        for path in changeset.rowDeletes + changeset.rowMoves.map(\.from) {
            let row = try oldFlat(path)
            guard !isLeaving[row] else { throw .positionUsedTwice("old row \(path)") }
            isLeaving[row] = true
            leavingCount[path.section] += 1
        }

        let arrivals = changeset.rowInserts + changeset.rowMoves.map(\.to)
        var arrivingCount = [Int](repeating: 0, count: sections.oldPosition.count)
        for path in arrivals {
            guard sections.oldPosition.indices.contains(path.section), sections.oldPosition[path.section] >= 0
            else { throw .positionOutOfRange("new row \(path)") }
            arrivingCount[path.section] += 1
        }
        var rowRanges = [Range<Int>]()
        var end = 0
        for (newSection, oldSection) in sections.oldPosition.enumerated() {
            let count =
                oldSection < 0
                ? 0
                : oldRowCounts[oldSection] - leavingCount[oldSection] + arrivingCount[newSection]
            rowRanges.append(end..<end + count)
            end += count
        }

        let unset = TableIndexPath(row: -1, section: -1)
        var rowSource = [TableIndexPath?](repeating: unset, count: end)
        func newFlat(_ path: TableIndexPath) throws(ChangesetError) -> Int {
            guard rowRanges.indices.contains(path.section), path.row >= 0, path.row < rowRanges[path.section].count
            else { throw .positionOutOfRange("new row \(path)") }
            return rowRanges[path.section].lowerBound + path.row
        }
        func arrive(at path: TableIndexPath, from source: TableIndexPath?) throws(ChangesetError) {
            let row = try newFlat(path)
            guard rowSource[row] == unset else { throw .positionUsedTwice("new row \(path)") }
            rowSource[row] = source
        }
        for path in changeset.rowInserts { try arrive(at: path, from: nil) }
        for move in changeset.rowMoves { try arrive(at: move.to, from: move.from) }
        for (newSection, oldSection) in sections.oldPosition.enumerated() where oldSection >= 0 {
            var oldRow = 0
            for row in rowRanges[newSection] where rowSource[row] == unset {
                while oldRow < oldRowCounts[oldSection], isLeaving[oldStarts[oldSection] + oldRow] { oldRow += 1 }
                rowSource[row] = TableIndexPath(row: oldRow, section: oldSection)
                oldRow += 1
            }
        }

        var isRowUpdated = [Bool](repeating: false, count: end)
        for update in changeset.rowUpdates {
            let row = try newFlat(update.new)
            guard rowSource[row] == update.old else { throw .updateMismatch("\(update)") }
            guard !isRowUpdated[row] else { throw .positionUsedTwice("new row \(update.new)") }
            isRowUpdated[row] = true
        }
        sectionSource = sections.oldPosition
        isSectionUpdated = sections.isUpdated
        self.rowRanges = rowRanges
        self.rowSource = rowSource
        self.isRowUpdated = isRowUpdated
    }
}
