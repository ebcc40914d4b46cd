/// Draws a ``Screen`` as a wireframe: a box-drawing picture of the 320x480 screen in 81x41
/// characters that a person recognises at a glance: the status bar, the navigation bar with its
/// back button, title and bar buttons, the content (table rows as boxes with their labels,
/// separators and disclosure `>`, section headers, grid items, images as boxes with their file
/// names, visible text lines, `[ Save ]` buttons, `[typed text|]` fields), the tab bar with the
/// selected tab in brackets, and an alert as a box over everything.
///
/// Scale: one column is 4 points, one row 12 points (see ``WireframeGrid``). Text is placed at
/// its frame and cut with `…` to its box; the picture shows the same visible content as
/// ``TextRenderer`` and ``SVGRenderer`` (see ``DisplayList``). The output is deterministic,
/// every line is 81 cells wide (a wide character takes two), with LF endings and one trailing
/// newline. Frames that are negative, huge or off the screen are clipped, never a crash.
public struct WireframeRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The wireframe of `screen`.
    /// - Complexity: O(81 × 41 (48 rows on the 4-inch screen) + visible elements + visible rows + text length of visible text).
    public func render(_ screen: Screen) -> String {
        let rows = WireframeGrid.rows(for: screen.size)
        var canvas = WireframeCanvas(columns: WireframeGrid.columns, rows: rows)
        canvas.box(WireframeCellRect(minColumn: 0, minRow: 0, maxColumn: WireframeGrid.columns - 1, maxRow: rows - 1))
        WireframeChrome.drawStatusBar(activity: screen.activity, on: &canvas)
        if let bar = screen.navigationBar {
            WireframeChrome.drawNavigationBar(NavigationBarLayout(bar: bar, frame: screen.navigationBarFrame), imagesNote: bar.appearanceImagesNote, on: &canvas)
        }
        if let bar = screen.tabBar {
            WireframeChrome.drawTabBar(TabBarLayout(bar: bar, frame: screen.tabBarFrame), on: &canvas)
        }
        let content = screen.contentFrame
        canvas.pushClip(content)
        for item in DisplayList(content: screen.content, in: content).items {
            WireframeContent.draw(item, on: &canvas)
        }
        canvas.popClip()
        if let alert = screen.alert {
            WireframeChrome.drawAlert(AlertLayout(alert: alert, screen: screen.size), rows: rows, on: &canvas)
        }
        return canvas.text
    }
}
