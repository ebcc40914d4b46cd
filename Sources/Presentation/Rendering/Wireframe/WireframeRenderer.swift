/// Draws a ``Screen`` as a wireframe: a box-drawing picture of the screen, 80 characters wide
/// by default (so it fits an 80-column terminal) and 41 rows tall (48 on the 4-inch iPhone),
/// that a person recognises at a glance: the status bar, the navigation bar with its back
/// button, title and bar buttons, the content (table rows as boxes with their labels,
/// separators and disclosure `>`, section headers, grid items, images as boxes with their file
/// names, visible text lines, `[ Save ]` buttons, `[typed text|]` fields), the tab bar with the
/// selected tab in brackets, and an alert as a box over everything.
///
/// Scale (see `WireframeGrid`): the screen's 320 points are shared equally between the gaps
/// of ``columns`` grid points, its edges on the first and last column (80 columns: 320/79,
/// about 4.05 points a column; 161 columns: 2 points); one row is 12 points at every width.
/// A wider renderer shows more of each line of text, never a different layout. Text is placed
/// at its frame and cut with `…` to its box; the picture shows the same visible content as
/// ``TextRenderer`` and ``SVGRenderer`` (see `DisplayList`). The output is deterministic,
/// every line is ``columns`` cells wide (a wide character takes two, see ``DisplayWidth``),
/// with LF endings and one trailing newline. Frames that are negative, huge or off the screen
/// are clipped, never a crash.
public struct WireframeRenderer: Sendable {
    /// The width of a picture by default, in columns: it fits an 80-column terminal.
    public static let defaultColumns = 80
    /// The widths a picture can have, in columns: from the default up to 161, where a column
    /// is 2 points; wider would only stretch the picture, as no text is narrower than that.
    public static let supportedColumns = defaultColumns...161

    /// The width of every line of the picture, in columns.
    public let columns: Int

    /// A renderer whose pictures are `columns` wide, held to ``supportedColumns`` (a terminal's
    /// width can be given as it is).
    public init(columns: Int = WireframeRenderer.defaultColumns) {
        self.columns = min(max(columns, Self.supportedColumns.lowerBound), Self.supportedColumns.upperBound)
    }

    /// The wireframe of `screen`.
    /// - Complexity: O(columns × rows + visible elements + visible rows + text length of
    ///   visible text), with 41 rows (48 on the 4-inch screen).
    public func render(_ screen: Screen) -> String {
        let rows = WireframeGrid.rows(for: screen.size)
        let grid = WireframeGrid(columns: columns, width: screen.size.width)
        var canvas = WireframeCanvas(grid: grid, rows: rows)
        canvas.box(WireframeCellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns - 1, maxRow: rows - 1))
        WireframeChrome.drawStatusBar(screen.statusBarFrame, activity: screen.activity, on: &canvas)
        if let bar = screen.navigationBar {
            WireframeChrome.drawNavigationBar(
                NavigationBarLayout(bar: bar, frame: screen.navigationBarFrame), imagesNote: bar.appearanceImagesNote, on: &canvas)
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
        if let keyboard = screen.keyboard {
            WireframeChrome.drawKeyboard(frame: keyboard.frame, returnKey: keyboard.input.returnKey, on: &canvas)
        }
        if let alert = screen.alert {
            WireframeChrome.drawAlert(AlertLayout(alert: alert, screen: screen.size), rows: rows, on: &canvas)
        }
        return canvas.text
    }
}
