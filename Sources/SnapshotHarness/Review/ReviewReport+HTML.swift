import Foundation
import Presentation

extension ReviewReport {
    /// The report as one self-contained HTML page (styles inline, drawings as `data:` images,
    /// no script): a summary, then each screen with its variants in a grid, each variant with
    /// its before and after drawings side by side, its audit findings added and removed, and
    /// the text diff. Drawings are an `.svg` reference when the change has one, else a sketch
    /// of the snapshot text (`SnapshotTextSketch`), the same for both sides. Images never run
    /// code, so a reference from someone else's branch cannot run in the reviewer's browser.
    /// - Complexity: O(total text of the changes), plus their diffs.
    public var html: String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(Self.escaped("Snapshot review: " + title))</title>
            <style>
            \(Self.pageStyle)
            h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
            .kind { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #eee; margin-left: 6px; }
            .kind.new { background: #d8f5d8; } .kind.changed { background: #fff1c2; } .kind.orphaned { background: #f8d7d7; }
            .grid { display: flex; flex-wrap: wrap; gap: 24px; }
            .variant { border: 1px solid #ddd; border-radius: 6px; padding: 12px; }
            .variant h3 { font-size: 14px; margin: 0 0 8px; }
            .pair { display: flex; gap: 12px; } figure { margin: 0; text-align: center; } figcaption { font-size: 12px; color: #666; }
            figure img { border: 1px solid #ccc; background: #fff; }
            .none { width: 200px; height: 120px; display: flex; align-items: center; justify-content: center; color: #999; border: 1px dashed #ccc; }
            pre.diff { font: 12px/1.35 Menlo, Consolas, monospace; background: #f7f7f7; padding: 8px; overflow-x: auto; max-width: 900px; }
            \(Self.highlightStyle)
            ul.findings { padding-left: 18px; } li.added { color: #991111; } li.removed { color: #116611; }
            </style></head><body>

            """
        out += "<h1>Snapshot review: \(Self.escaped(title))</h1>\n<p>\(Self.escaped(summaryLine))</p>\n"
        if !failures.isEmpty {
            out += "<h2>Scenarios that could not produce their screen</h2>\n<ul>" + failures.map { "<li>\(Self.escaped($0))</li>" }.joined() + "</ul>\n"
        }
        for screen in screens {
            let kinds = Set(screen.variants.flatMap(\.changes).map(\.kind))
            out +=
                "<h2 id=\"\(Self.escaped(screen.name))\">\(Self.escaped(screen.name))"
                + ReferenceChange.Kind.allCases.filter(kinds.contains).map { "<span class=\"kind \($0.rawValue)\">\($0.rawValue)</span>" }.joined()
                + "</h2>\n<div class=\"grid\">\n"
            for variant in screen.variants { out += Self.html(of: variant) }
            out += "</div>\n"
        }
        return out + "</body></html>\n"
    }

    /// `3 references in 2 screens: 1 new, 2 changed, 0 orphaned.`
    public var summaryLine: String {
        let counts = counts
        let total = counts.values.reduce(0, +)
        if total == 0 && failures.isEmpty { return "No reference changes." }
        return "\(total) reference\(total == 1 ? "" : "s") in \(screens.count) screen\(screens.count == 1 ? "" : "s"): "
            + ReferenceChange.Kind.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + "."
            + (failures.isEmpty ? "" : " \(failures.count) scenario\(failures.count == 1 ? "" : "s") failed.")
    }

    private static func html(of variant: VariantChange) -> String {
        var out = "<div class=\"variant\"><h3>\(escaped(variant.suffix.isEmpty ? "plain" : variant.suffix))</h3>\n"
        let drawing = variant.others.first { $0.path.hasSuffix(".svg") }
        let before = drawing.map { $0.before } ?? variant.text?.before.map { SnapshotTextSketch().render($0) }
        let after = drawing.map { $0.after } ?? variant.text?.after.map { SnapshotTextSketch().render($0) }
        if variant.text != nil || drawing != nil {
            out += "<div class=\"pair\">" + figure("before", before) + figure("after", after) + "</div>\n"
        }
        let findings = variant.findings
        if !findings.added.isEmpty || !findings.removed.isEmpty {
            out +=
                "<ul class=\"findings\">"
                + findings.added.map { "<li class=\"added\">+ \(escaped($0))</li>" }.joined()
                + findings.removed.map { "<li class=\"removed\">&minus; \(escaped($0))</li>" }.joined()
                + "</ul>\n"
        }
        for change in variant.changes where !change.path.hasSuffix(".svg") {
            out += "<p><code>\(escaped(change.path))</code> <span class=\"kind \(change.kind.rawValue)\">\(change.kind.rawValue)</span></p>\n"
            out += "<pre class=\"diff\">" + highlighted(diffLines(of: change)) + "</pre>\n"
        }
        return out + "</div>\n"
    }

    /// The unified diff of a change, without its file header lines.
    /// - Complexity: O((N+M)·D) for D differing lines, as ``SnapshotDiffing/unified``.
    public static func diffLines(of change: ReferenceChange) -> [String] {
        let diff = SnapshotDiffing.unified.diff(change.before ?? "", change.after ?? "", "a/" + change.path, "b/" + change.path)
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("--- ") && !$0.hasPrefix("+++ ") }
            .reversed().drop { $0.isEmpty }.reversed()
    }

    /// The style of a page's body, shared by the review report and journey traces.
    static let pageStyle = #"body { font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #1d1d1f; }"#

    /// The colors of the classes `highlighted(_:)` gives diff lines, for any page that shows them.
    static let highlightStyle = ".add { color: #116611; background: #e6ffe6; } .del { color: #991111; background: #ffe8e8; } .hunk { color: #6a3fb0; }"

    /// Diff lines in HTML, each added, removed or hunk line in a span of its class
    /// (`add`, `del`, `hunk`, colored by `highlightStyle`), the rest escaped.
    static func highlighted(_ lines: [String]) -> String {
        lines.map { line -> String in
            let kind = line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : ""
            return kind.isEmpty ? escaped(line) : "<span class=\"\(kind)\">\(escaped(line))</span>"
        }.joined(separator: "\n")
    }

    private static func figure(_ caption: String, _ svg: String?) -> String {
        guard let svg else { return "<figure><div class=\"none\">none</div><figcaption>\(caption)</figcaption></figure>" }
        return
            "<figure><img alt=\"\(caption)\" src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\"><figcaption>\(caption)</figcaption></figure>"
    }

    /// `text` safe in HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
