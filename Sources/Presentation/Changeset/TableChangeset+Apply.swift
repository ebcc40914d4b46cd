extension TableChangeset {
    /// Applies the changeset to the `old` table: sections and rows are kept from `old` where
    /// the changeset says they stay or move; `newSection(index)` is read only for inserted
    /// and updated sections (an updated section keeps its rebuilt rows), `newRow(indexPath)`
    /// only for inserted and updated rows. For the changeset of `old` and `new`, the result
    /// is `new`: the tests prove the diff with it.
    /// - Parameter rows: the sections' rows, read in `old` and written in the result.
    /// - Throws: ``ChangesetError`` when the changeset does not fit `old`.
    /// - Complexity: O(S + R), sections and rows of both tables.
    public func applied<Section, Row>(
        to old: [Section],
        rows: WritableKeyPath<Section, [Row]>,
        newSection: (Int) -> Section,
        newRow: (TableIndexPath) -> Row
    ) throws(ChangesetError) -> [Section] {
        let oldRows = old.map { $0[keyPath: rows] }
        let plan = try TableApplyPlan(self, oldRowCounts: oldRows.map(\.count))
        return build(plan, old: old, oldRows: oldRows, rows: rows, newSection: newSection, newRow: newRow)
    }

    /// Applies the changeset to the `old` table, reading `new` only for inserted and updated
    /// sections and rows.
    /// - Throws: ``ChangesetError`` when the changeset does not fit `old` and `new`.
    /// - Complexity: O(S + R), sections and rows of both tables.
    public func applied<Section, Row>(
        to old: [Section],
        new: [Section],
        rows: WritableKeyPath<Section, [Row]>
    ) throws(ChangesetError) -> [Section] {
        let (plan, oldRows, newRows) = try checkedPlan(old: old, new: new, rows: rows)
        return build(
            plan, old: old, oldRows: oldRows, rows: rows,
            newSection: { new[$0] }, newRow: { newRows[$0.section][$0.row] }
        )
    }

    /// The plan of the changeset between `old` and `new`, checked against both, with both
    /// tables' rows.
    /// - Throws: ``ChangesetError`` when the changeset does not fit `old` and `new`.
    /// - Complexity: O(S + R).
    func checkedPlan<Section, Row>(
        old: [Section], new: [Section], rows: KeyPath<Section, [Row]>
    ) throws(ChangesetError) -> (plan: TableApplyPlan, oldRows: [[Row]], newRows: [[Row]]) {
        let oldRows = old.map { $0[keyPath: rows] }
        let newRows = new.map { $0[keyPath: rows] }
        let plan = try TableApplyPlan(self, oldRowCounts: oldRows.map(\.count))
        guard plan.sectionSource.count == new.count else {
            throw .countMismatch(oldCount: old.count, newCount: new.count)
        }
        for (section, source) in plan.sectionSource.enumerated()
        where source >= 0 && plan.rowRanges[section].count != newRows[section].count {
            throw .countMismatch(oldCount: oldRows[source].count, newCount: newRows[section].count)
        }
        return (plan, oldRows, newRows)
    }

    /// The new table from a checked plan.
    /// - Complexity: O(S + R).
    private func build<Section, Row>(
        _ plan: TableApplyPlan,
        old: [Section],
        oldRows: [[Row]],
        rows: WritableKeyPath<Section, [Row]>,
        newSection: (Int) -> Section,
        newRow: (TableIndexPath) -> Row
    ) -> [Section] {
        plan.sectionSource.indices.map { section in
            let source = plan.sectionSource[section]
            guard source >= 0 else { return newSection(section) }
            var result = plan.isSectionUpdated[section] ? newSection(section) : old[source]
            let range = plan.rowRanges[section]
            result[keyPath: rows] = range.map { flat in
                let path = TableIndexPath(row: flat - range.lowerBound, section: section)
                guard let from = plan.rowSource[flat], !plan.isRowUpdated[flat] else { return newRow(path) }
                return oldRows[from.section][from.row]
            }
            return result
        }
    }
}
