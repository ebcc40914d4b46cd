/// Accumulates snapshot lines with two-space indentation steps.
struct SnapshotLines {
    /// The lines so far, each ended by a newline.
    private var output = ""

    /// Whether no line was added.
    var isEmpty: Bool { output.isEmpty }

    /// Appends `text` at `depth` indentation steps; `fields` are joined with two spaces.
    mutating func add(_ depth: Int, _ fields: String...) {
        add(depth, fields)
    }

    /// Appends the non-empty `fields`, joined with two spaces, at `depth`.
    /// - Complexity: O(n) in the length of the line (amortized).
    mutating func add(_ depth: Int, _ fields: [String]) {
        for _ in 0..<max(0, depth) { output += "  " }
        var first = true
        for field in fields where !field.isEmpty {
            if !first { output += "  " }
            output += field
            first = false
        }
        output += "\n"
    }

    /// The lines joined, with one trailing newline.
    var text: String { output.isEmpty ? "\n" : output }
}
