/// Accumulates snapshot lines (``SnapshotLine``) with two-space indentation steps.
struct SnapshotLines {
    /// The lines so far.
    private(set) var lines: [SnapshotLine] = []

    /// Whether no line was added.
    var isEmpty: Bool { lines.isEmpty }

    /// Appends a line at `depth` made of `head` (the kind and name) and `fields`.
    mutating func add(_ depth: Int, _ head: String, _ fields: SnapshotField...) {
        add(depth, [.head(head)] + fields)
    }

    /// Appends a line at `depth` that is only a note in parentheses (`(3 rows below, out of view)`).
    mutating func note(_ depth: Int, _ text: String) {
        add(depth, [.detail(text)])
    }

    /// Appends the non-empty `fields` at `depth`.
    /// - Complexity: O(fields).
    mutating func add(_ depth: Int, _ fields: [SnapshotField]) {
        lines.append(SnapshotLine(depth: depth, fields: fields.filter { !$0.text.isEmpty }))
    }

    /// The lines printed, each ended by a newline; one newline when there are none.
    /// - Complexity: O(length of the text).
    var text: String {
        guard !lines.isEmpty else { return "\n" }
        var output = ""
        for line in lines {
            for _ in 0..<max(0, line.depth) { output += "  " }
            var first = true
            for field in line.fields {
                if !first { output += "  " }
                output += field.text
                first = false
            }
            output += "\n"
        }
        return output
    }
}
