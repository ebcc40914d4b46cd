import Presentation
import TestSupport

// Tables for the changeset tests: rows and sections with an identity and content.

/// A row: identity `id`, content `value`.
struct DiffRow: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var value = 0
    var description: String { value == 0 ? "\(id)" : "\(id):\(value)" }
}

/// A section: identity `id`, own content `title`, and rows.
struct DiffSection: Identifiable, Equatable, Sendable {
    var id: Int
    var title = ""
    var rows: [DiffRow]
}

func rows(_ ids: [Int]) -> [DiffRow] { ids.map { DiffRow(id: $0) } }

/// A section with rows of the given identifiers.
func section(_ id: Int, _ rowIDs: [Int], title: String = "") -> DiffSection {
    DiffSection(id: id, title: title, rows: rows(rowIDs))
}

/// The changeset of two tables, a section's title being its own content.
func tableDiff(_ old: [DiffSection], _ new: [DiffSection]) -> TableChangeset {
    TableChangeset(old: old, new: new, rows: \.rows, isSectionContentEqual: { $0.title == $1.title })
}

/// The index path of `row` in `section`.
func path(_ section: Int, _ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

/// A random edit of `old`: deletions, moves, insertions of fresh ids (and, when
/// `duplicates`, of ids already present) and content updates.
func randomEdit(of old: [DiffRow], duplicates: Bool, freshIDs: inout Int, using rng: inout SplitMix64) -> [DiffRow] {
    var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
    for _ in 0..<Int.random(in: 0...3, using: &rng) where !new.isEmpty {
        let row = new.remove(at: Int.random(in: new.indices, using: &rng))
        new.insert(row, at: Int.random(in: 0...new.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
        let reused = duplicates && !old.isEmpty && Bool.random(using: &rng)
        let id =
            reused
            ? old[Int.random(in: old.indices, using: &rng)].id
            : {
                freshIDs += 1; return freshIDs
            }()
        new.insert(DiffRow(id: id), at: Int.random(in: 0...new.count, using: &rng))
    }
    for index in new.indices where Int.random(in: 0..<6, using: &rng) == 0 { new[index].value += 1 }
    return new
}

/// A random table and a random edit of it: sections deleted, moved, inserted and retitled,
/// rows deleted, moved (across sections too), inserted and changed; with `duplicates`, section
/// and row identifiers repeat.
func randomTables(seed: UInt64, duplicates: Bool, maxSections: Int = 5, maxRows: Int = 6) -> (old: [DiffSection], new: [DiffSection]) {
    var rng = SplitMix64(seed: seed)
    var freshIDs = 1_000
    let old = (0..<Int.random(in: 0...maxSections, using: &rng)).map { id in
        DiffSection(
            id: duplicates ? Int.random(in: 0..<3, using: &rng) : id,
            rows: rows((0..<Int.random(in: 0...maxRows, using: &rng)).map { id * 100 + $0 })
        )
    }
    var new = randomEdit(of: old.map { DiffRow(id: $0.id) }, duplicates: duplicates, freshIDs: &freshIDs, using: &rng)
        .map { DiffSection(id: $0.id, title: $0.value == 0 ? "" : "changed", rows: []) }
    let allRows = randomEdit(of: old.flatMap(\.rows), duplicates: duplicates, freshIDs: &freshIDs, using: &rng)
    for row in allRows where !new.isEmpty { new[Int.random(in: new.indices, using: &rng)].rows.append(row) }
    return (old, new)
}
