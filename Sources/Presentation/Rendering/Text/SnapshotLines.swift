/// Accumulates snapshot lines with two-space indentation steps.
struct SnapshotLines {
    private(set) var lines: [String] = []

    /// Appends `text` at `depth` indentation steps; `fields` are joined with two spaces.
    mutating func add(_ depth: Int, _ fields: String...) {
        add(depth, fields)
    }

    /// Appends the non-empty `fields`, joined with two spaces, at `depth`.
    mutating func add(_ depth: Int, _ fields: [String]) {
        let text = fields.filter { !$0.isEmpty }.joined(separator: "  ")
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// The lines joined, with one trailing newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
