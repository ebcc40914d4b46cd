/// Draws a ``Screen`` as an SVG 1.1 picture at 1 point = 1 pixel (320x480), in an iOS 5-ish
/// look: the black status bar, the blue-grey gradient navigation bar with its back button and
/// white title, the content (views in their background colors, labels in Helvetica at their
/// frames, images as labelled placeholder rectangles, tables with separators and accessories,
/// grids, text views, buttons and text fields), the black tab bar, and an alert over a
/// translucent black layer.
///
/// It draws the same visible content as ``TextRenderer`` and ``WireframeRenderer`` (see
/// `DisplayList`): text as the user sees it (wrapped and truncated by ``TextLayout``), scroll
/// view, table, grid and text view content clipped to its viewport with a `<clipPath>`, and
/// only the visible rows of a table asked of its data source. Text is XML-escaped and
/// characters XML 1.0 does not allow are dropped. The output is deterministic: a fixed
/// attribute order, numbers by ``PointFormat``, clip path ids `clip-1`, `clip-2`... in
/// document order, LF endings and one trailing newline.
public struct SVGRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The SVG document of `screen`.
    /// - Complexity: O(visible elements + visible rows + text length of visible text).
    public func render(_ screen: Screen) -> String {
        var svg = SVGWriter()
        let size = screen.size
        let width = SVGNumber.string(size.width), height = SVGNumber.string(size.height)
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", width), ("height", height),
                ("viewBox", "0 0 " + width + " " + height), ("xml:space", "preserve"),
            ])
        svg.element("title", [], text: ([screen.appName] + screen.breadcrumb).joined(separator: " > "))
        SVGPalette.writeDefinitions(into: &svg)
        svg.element("rect", SVGWriter.frame(Rect(origin: .zero, size: size)) + SVGWriter.fill(SVGPalette.screenBackground))
        for item in DisplayList(content: screen.content, in: screen.contentFrame).items {
            SVGContent.draw(item, into: &svg)
        }
        let chrome = ModernChrome(screen)
        if let chrome {
            ModernSVGChrome.drawStatusBar(screen.statusBarFrame, activity: screen.activity, underBar: screen.navigationBar != nil, chrome: chrome, into: &svg)
        } else {
            SVGChrome.drawStatusBar(screen.statusBarFrame, activity: screen.activity, into: &svg)
        }
        if let bar = screen.navigationBar {
            let layout = NavigationBarLayout(bar: bar, frame: screen.navigationBarFrame, chrome: chrome)
            if let chrome {
                ModernSVGChrome.drawNavigationBar(layout, chrome: chrome, into: &svg)
            } else {
                SVGChrome.drawNavigationBar(layout, appearance: bar, into: &svg)
            }
        }
        if let bar = screen.tabBar {
            if let chrome {
                ModernSVGChrome.drawTabBar(TabBarLayout(bar: bar, frame: screen.tabBarFrame), chrome: chrome, into: &svg)
            } else {
                SVGChrome.drawTabBar(TabBarLayout(bar: bar, frame: screen.tabBarFrame), into: &svg)
            }
        }
        if let keyboard = screen.keyboard {
            SVGChrome.drawKeyboard(frame: keyboard.frame, returnKey: keyboard.input.returnKey, into: &svg)
        }
        if let alert = screen.alert {
            SVGAlert.draw(AlertLayout(alert: alert, screen: size), screen: size, into: &svg)
        }
        svg.close("svg")
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.text
    }
}
