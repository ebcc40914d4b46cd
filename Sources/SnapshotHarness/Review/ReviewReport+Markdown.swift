extension ReviewReport {
    /// The most characters ``markdown`` holds: under GitHub's 65,536 for a comment, with room
    /// for a bot's own words around it.
    public static let markdownLimit = 60_000

    /// A summary for a pull-request comment: one table row per changed variant (its change,
    /// the lines added and removed, the audit findings added and removed), then the diffs in
    /// folded sections while they fit ``markdownLimit``; the rest is in the HTML page.
    /// - Complexity: O(total text of the changes), plus their diffs.
    public var markdown: String {
        var out = "### Snapshot review: \(title)\n\n\(summaryLine)\n"
        if !failures.isEmpty {
            out += "\n**Could not produce:** " + failures.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        guard !screens.isEmpty else { return out }
        out += "\n| screen | variant | change | text | audit findings |\n|---|---|---|---|---|\n"
        var rows: [String] = []
        var sections: [String] = []
        for screen in screens {
            for variant in screen.variants {
                let kinds = Set(variant.changes.map(\.kind))
                let change = ReferenceChange.Kind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: ", ")
                let lines = variant.text.map { Self.diffLines(of: $0) } ?? []
                let added = lines.filter { $0.hasPrefix("+") }.count
                let removed = lines.filter { $0.hasPrefix("-") }.count
                let findings = variant.findings
                let audit = findings.added.isEmpty && findings.removed.isEmpty ? "" : "+\(findings.added.count) −\(findings.removed.count)"
                rows.append(
                    "| `\(screen.name)` | \(variant.suffix.isEmpty ? "plain" : variant.suffix) | \(change) | "
                        + (variant.text == nil ? "" : "+\(added) −\(removed)") + " | \(audit) |")
                for reference in variant.changes where !reference.path.hasSuffix(".svg") {
                    sections.append(
                        "<details><summary><code>\(reference.path)</code> (\(reference.kind.rawValue))</summary>\n\n"
                            + Self.fenced(Self.diffLines(of: reference).joined(separator: "\n")) + "\n</details>\n")
                }
            }
        }
        var shownRows = 0
        for row in rows where out.utf8.count + row.utf8.count + 200 < Self.markdownLimit {
            out += row + "\n"
            shownRows += 1
        }
        if shownRows < rows.count { out += "\n\(rows.count - shownRows) more rows in the HTML report.\n" }
        out += "\n"
        var shownSections = 0
        for section in sections where out.utf8.count + section.utf8.count + 120 < Self.markdownLimit {
            out += section
            shownSections += 1
        }
        if shownSections < sections.count {
            out +=
                "\n\(sections.count - shownSections) of \(sections.count) diffs are only in the HTML report (a comment holds \(Self.markdownLimit) characters).\n"
        }
        return out
    }

    /// `text` in a fence longer than any run of backticks inside it.
    private static func fenced(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "diff\n" + text + "\n" + fence + "\n"
    }
}
