import Navigation
import Presentation

/// Prints an imported storyboard for review, one fact per line, deterministic, with no line
/// numbers and no Interface Builder ids (so saving the file again in Interface Builder does not
/// change the text): the format, the graph as `Storyboard/canvasText` prints it, then each
/// scene as Interface Builder's canvas shows it, then what the import left out.
///
/// A scene shows its navigation item, tab bar item and toolbar items, the facts of its tables,
/// and its view tree in the snapshot text format (`TextRenderer/renderCanvas(_:depth:)`): a
/// table shows all its static cells, or one row per prototype cell with the prototype's views.
public enum StoryboardCanvas {
    /// The whole file: format, graph, every scene, what was left out.
    /// - Complexity: O(elements + rows + skipped entries).
    public static func text(_ imported: ImportedStoryboard) -> String {
        var text = formatLine(imported.format) + "\n" + imported.storyboard.canvasText
        for scene in imported.scenes {
            text += "\n" + self.text(of: scene)
        }
        text += "\n" + skippedText(imported.skipped)
        return text
    }

    /// One scene: its header as the graph prints it, then what the canvas shows of it.
    /// - Complexity: O(elements + rows of the scene).
    public static func text(of scene: ImportedScene) -> String {
        var lines = [Storyboard.header(scene.scene)]
        if let reference = scene.reference { lines.append("  reference " + reference) }
        if let item = scene.navigationItem { lines += navigationItemLines(item) }
        if let tab = scene.tabItem {
            lines.append(
                fields(
                    1, ["tab item", TextQuote.quoted(tab.title), tab.image?.description ?? "no image", tab.badge.map { "badge " + TextQuote.quoted($0) } ?? ""])
            )
        }
        for item in scene.toolbarItems { lines.append(barItemLine("toolbar", item, depth: 1)) }
        for table in scene.tables { lines.append(tableLine(table)) }
        if scene.viewsWithoutFrame > 0 {
            let count = scene.viewsWithoutFrame
            lines.append(
                "  \(count) view\(count == 1 ? " has" : "s have") no frame in the file (placed by Auto Layout constraints alone: frames solved from them)")
        }
        var text = lines.joined(separator: "\n") + "\n"
        if let view = scene.view { text += TextRenderer().renderCanvas([view], depth: 1) }
        return text
    }

    /// `format 2.0  tools 3084  iOS.CocoaTouch  Auto Layout`.
    static func formatLine(_ format: ImportedStoryboard.Format) -> String {
        fields(
            0,
            [
                "format " + format.version, format.toolsVersion.map { "tools " + $0 } ?? "", format.targetRuntime ?? "",
                format.usesAutoLayout ? "Auto Layout" : "springs and struts",
            ])
    }

    /// What the import left out, one entry a line under `not read`; `not read: nothing` when
    /// it read everything.
    public static func skippedText(_ skipped: SkippedContent) -> String {
        guard !skipped.isEmpty else { return "not read: nothing\n" }
        let entries = skipped.entries
        return "not read (\(skipped.totalCount) occurrences of \(entries.count) kinds; the scenes above do not show them)\n"
            + entries.map { "  " + $0.description + "\n" }.joined()
    }

    private static func navigationItemLines(_ item: ImportedNavigationItem) -> [String] {
        var lines = [
            fields(
                1,
                [
                    "navigation item", item.title.map { "title " + TextQuote.quoted($0) } ?? "no title",
                    item.prompt.map { "prompt " + TextQuote.quoted($0) } ?? "",
                ])
        ]
        if let back = item.backButtonTitle { lines.append(fields(2, ["back item", TextQuote.quoted(back)])) }
        lines += item.leftItems.map { barItemLine("left", $0, depth: 2) }
        lines += item.rightItems.map { barItemLine("right", $0, depth: 2) }
        return lines
    }

    private static func barItemLine(_ side: String, _ item: BarButton, depth: Int) -> String {
        fields(depth, [side, item.description, item.isEnabled ? "" : "disabled", item.tapAction.map { "tap -> " + $0 } ?? ""])
    }

    private static func tableLine(_ table: ImportedTable) -> String {
        fields(
            1,
            [
                "table " + table.name, table.content.rawValue, "row height " + PointFormat.string(table.rowHeight),
                table.sectionHeaderHeight.map { "section header " + PointFormat.string($0) } ?? "",
                table.sectionFooterHeight.map { "section footer " + PointFormat.string($0) } ?? "",
            ])
    }

    /// The non-empty `fields` joined by two spaces, indented by `depth` steps of two spaces.
    private static func fields(_ depth: Int, _ fields: [String]) -> String {
        String(repeating: "  ", count: depth) + fields.filter { !$0.isEmpty }.joined(separator: "  ")
    }
}
