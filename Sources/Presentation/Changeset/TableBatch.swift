/// One `performBatchUpdates` of a table update delivered in stages: a set of changes UIKit
/// accepts together. Each case holds only changes that never conflict, so no index path is
/// both reloaded and moved (UIKit rejects that), no row changes in a section that is deleted,
/// inserted, moved or reloaded in the same batch, and every position is counted from the
/// table as the previous batch left it.
///
/// ``TableChangeset/batches`` lists a changeset's batches in the order to perform them, and
/// ``TableChangeset/stages(from:to:rows:)`` gives each with the sections the data source must
/// return during it. The five cases are the five stages of DifferenceKit's `StagedChangeset`,
/// in its order; a stage with nothing to do is left out.
///
/// A UIKit client performs each batch with the eight calls of a batch update; the accessors
/// (``sectionDeletes`` to ``rowReloads``) return the positions for each call, empty for the
/// calls a batch does not make:
///
/// ```swift
/// for stage in try changeset.stages(from: old, to: new, rows: \.rows) {
///     tableView.performBatchUpdates {
///         sections = stage.sections
///         tableView.deleteSections(IndexSet(stage.batch.sectionDeletes), with: .fade)
///         // ... insertSections, reloadSections, moveSection, deleteRows, insertRows,
///         // reloadRows and moveRow likewise
///     }
/// }
/// ```
public enum TableBatch: Hashable, Sendable, CustomStringConvertible {
    /// Reload the rows whose content changed, at their index paths before the update; nothing
    /// else changes, so those are also their index paths after it.
    case reloadRows([TableIndexPath])
    /// Delete sections and rows of the sections that stay, at their positions before the batch.
    case delete(sections: [Int], rows: [TableIndexPath])
    /// Insert sections, with their rows, at their final indices, and move sections (from the
    /// index before the batch to the final one), carrying their rows.
    case arrangeSections(inserts: [Int], moves: [ChangesetMove<Int>])
    /// Insert rows at their final index paths and move rows, within a section or between
    /// sections, from their index path before the batch to the final one.
    case arrangeRows(inserts: [TableIndexPath], moves: [ChangesetMove<TableIndexPath>])
    /// Reload the sections whose own content (not their rows) changed, at their final indices.
    case reloadSections([Int])

    /// The sections to delete (`deleteSections`), before the batch, ascending.
    public var sectionDeletes: [Int] {
        if case let .delete(sections, _) = self { sections } else { [] }
    }

    /// The sections to insert (`insertSections`), after the batch, ascending.
    public var sectionInserts: [Int] {
        if case let .arrangeSections(inserts, _) = self { inserts } else { [] }
    }

    /// The sections to move (`moveSection(_:toSection:)`).
    public var sectionMoves: [ChangesetMove<Int>] {
        if case let .arrangeSections(_, moves) = self { moves } else { [] }
    }

    /// The sections to reload (`reloadSections`), ascending.
    public var sectionReloads: [Int] {
        if case let .reloadSections(sections) = self { sections } else { [] }
    }

    /// The rows to delete (`deleteRows(at:)`), before the batch, ascending.
    public var rowDeletes: [TableIndexPath] {
        if case let .delete(_, rows) = self { rows } else { [] }
    }

    /// The rows to insert (`insertRows(at:)`), after the batch, ascending.
    public var rowInserts: [TableIndexPath] {
        if case let .arrangeRows(inserts, _) = self { inserts } else { [] }
    }

    /// The rows to move (`moveRow(at:to:)`).
    public var rowMoves: [ChangesetMove<TableIndexPath>] {
        if case let .arrangeRows(_, moves) = self { moves } else { [] }
    }

    /// The rows to reload (`reloadRows(at:)`), ascending.
    public var rowReloads: [TableIndexPath] {
        if case let .reloadRows(rows) = self { rows } else { [] }
    }

    /// What the batch does, e.g. `reload rows [0.1]` or `delete sections [2] rows [0.3]`.
    public var description: String {
        func part(_ label: String, _ items: [some CustomStringConvertible]) -> String? {
            items.isEmpty ? nil : "\(label) \(items)"
        }
        switch self {
        case let .reloadRows(rows):
            return "reload rows \(rows)"
        case let .delete(sections, rows):
            return "delete " + [part("sections", sections), part("rows", rows)].compactMap { $0 }.joined(separator: " ")
        case let .arrangeSections(inserts, moves):
            return [part("insert sections", inserts), part("move sections", moves)].compactMap { $0 }.joined(separator: ", ")
        case let .arrangeRows(inserts, moves):
            return [part("insert rows", inserts), part("move rows", moves)].compactMap { $0 }.joined(separator: ", ")
        case let .reloadSections(sections):
            return "reload sections \(sections)"
        }
    }
}
