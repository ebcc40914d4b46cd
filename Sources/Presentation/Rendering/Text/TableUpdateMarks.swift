/// What a table's last batch update did to each row, for the snapshot text: a summary line
/// for the table, and a mark for each visible row that was inserted, moved or reloaded (deleted
/// rows are gone, so the summary names them).
struct TableUpdateMarks {
    private var marks: [TableIndexPath: String] = [:]
    /// The summary, e.g. `last update  2 inserted (0.0, 0.4), 1 deleted (old 0.2), 1 moved`.
    let summary: String?

    /// The most positions a summary lists before "…".
    static let listedPositions = 8

    /// - Complexity: O(changes).
    init(_ update: TableChangeset?) {
        guard let update, !update.isEmpty else {
            summary = nil
            return
        }
        for path in update.rowInserts { marks[path] = "inserted" }
        for move in update.rowMoves { marks[move.to] = "moved from \(move.from)" }
        for change in update.rowUpdates where marks[change.new] == nil { marks[change.new] = "reloaded" }
        var parts: [String] = []
        func list(_ paths: [TableIndexPath], prefix: String = "") -> String {
            let shown = paths.prefix(Self.listedPositions).map { prefix + $0.description }
            return "(" + shown.joined(separator: ", ") + (paths.count > Self.listedPositions ? ", …" : "") + ")"
        }
        if !update.rowInserts.isEmpty { parts.append("\(update.rowInserts.count) inserted \(list(update.rowInserts))") }
        if !update.rowDeletes.isEmpty { parts.append("\(update.rowDeletes.count) deleted \(list(update.rowDeletes, prefix: "old "))") }
        if !update.rowMoves.isEmpty { parts.append("\(update.rowMoves.count) moved") }
        if !update.rowUpdates.isEmpty { parts.append("\(update.rowUpdates.count) reloaded") }
        let sections = update.sections
        if !sections.isEmpty {
            parts.append("sections: \(sections.inserts.count) inserted, \(sections.deletes.count) deleted, \(sections.moves.count) moved")
        }
        summary = "last update  " + parts.joined(separator: ", ")
    }

    /// The mark of the row now at `path`, if the update touched it.
    func mark(for path: TableIndexPath) -> String? {
        marks[path]
    }
}
