/// A line diff of two values rendered `dump`-style, one property per line: unchanged lines
/// start with two spaces, lines only in `expected` with `- `, lines only in `actual` with `+ `.
///
/// This is deliberately one small function (a longest-common-subsequence diff) so a better
/// algorithm can replace it without touching `TestStore`.
///
/// - Complexity: O(*n* × *m*) time and memory, for *n* and *m* rendered lines.
func stateDiff<Value>(expected: Value, actual: Value) -> String {
    let old = dumpLines(expected)
    let new = dumpLines(actual)
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append("  " + old[i])
            i += 1
            j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            lines.append("- " + old[i])
            i += 1
        } else {
            lines.append("+ " + new[j])
            j += 1
        }
    }
    return lines.joined(separator: "\n")
}

/// `value` as `dump` prints it, with dump's own `▿`, `▹` and `-` markers turned into spaces
/// so they cannot be mistaken for diff markers.
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
