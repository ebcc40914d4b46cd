import Presentation

/// A line diff of two values rendered `dump`-style, one property per line: unchanged lines
/// start with two spaces, lines only in `expected` with `- `, lines only in `actual` with `+ `.
///
/// The lines are compared with the project's Myers line diff (``LineDiff``), so a failure on
/// a large state stays fast to report.
///
/// - Complexity: O((*n* + *m*) · *d*) for *n* and *m* rendered lines differing in *d*.
func stateDiff<Value>(expected: Value, actual: Value) -> String {
    let old = dumpLines(expected)
    let new = dumpLines(actual)
    var ids: [String: Int] = [:]
    func id(_ line: String) -> Int {
        if let known = ids[line] { return known }
        let next = ids.count
        ids[line] = next
        return next
    }
    let changes = LineDiff.changes(from: old.map(id), to: new.map(id))
    var lines: [String] = []
    var oldIndex = 0
    for change in changes {
        while oldIndex < change.oldLines.lowerBound {
            lines.append("  " + old[oldIndex])
            oldIndex += 1
        }
        lines += change.oldLines.map { "- " + old[$0] }
        lines += change.newLines.map { "+ " + new[$0] }
        oldIndex = change.oldLines.upperBound
    }
    while oldIndex < old.count {
        lines.append("  " + old[oldIndex])
        oldIndex += 1
    }
    return lines.joined(separator: "\n")
}

private func dumpLines<Value>(_ value: Value) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
        let indent = line.prefix { $0 == " " }
        var rest = line.dropFirst(indent.count)
        if let marker = rest.first, "▿▹-".contains(marker), rest.dropFirst().first == " " {
            rest = rest.dropFirst(2)
        }
        return String(indent) + rest
    }
}
