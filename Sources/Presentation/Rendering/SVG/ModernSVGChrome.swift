/// Draws the bars of a screen on today's iPhones (``ModernChrome``): the status bar's time on
/// the bar or the screen, a flat navigation bar with a hairline, its buttons as tinted text
/// (a back button with a chevron) and its title, and a flat tab bar whose selected item is
/// tinted. Badges and appearance images are drawn as on iOS 6's bars.
enum ModernSVGChrome {
    /// The status bar: the time at the left, on the navigation bar's color when a bar is
    /// below it, else on the screen.
    static func drawStatusBar(_ bar: Rect, activity: String?, underBar: Bool, chrome: ModernChrome, into svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(bar) + SVGWriter.fill(underBar ? chrome.barBackground : chrome.appearance == .dark ? .black : .white))
        let font = Font(family: Font.sanFranciscoFamily, weight: .bold, size: 15)
        let lineHeight = FontMetrics.lineHeight(for: font)
        let text = activity.map { TextLayout(text: $0, font: font, width: max(0, bar.width / 2)).lineTexts.first ?? "" } ?? "9:41"
        SVGTextDrawing.write(
            TextRun(
                text: text, font: font, color: chrome.text, alignment: .center, anchorX: bar.minX + bar.width / 5,
                top: bar.maxY - lineHeight - 8, lineHeight: lineHeight), into: &svg)
    }

    /// The navigation bar: flat, a hairline at its bottom, the buttons as tinted text (Done
    /// bold, an icon by its name), the title and a large title in `label`.
    static func drawNavigationBar(_ layout: NavigationBarLayout, chrome: ModernChrome, into svg: inout SVGWriter) {
        let frame = layout.frame
        svg.element("rect", SVGWriter.frame(frame) + SVGWriter.fill(chrome.barBackground))
        svg.element("rect", SVGWriter.frame(Rect(x: frame.minX, y: frame.maxY - 0.5, width: frame.width, height: 0.5)) + SVGWriter.fill(chrome.hairline))
        for item in layout.leftItems + layout.rightItems {
            let run = buttonText(item, chrome: chrome)
            svg.open("g", item.isEnabled ? [] : [("opacity", "0.35")])
            SVGTextDrawing.write(run, into: &svg)
            svg.close("g")
        }
        if let title = layout.title ?? layout.largeTitle {
            SVGTextDrawing.write(title, into: &svg)
        }
    }

    /// A bar button's text: its title (a back button's after a chevron), an icon's name, or
    /// "+", in the tint, centred in the button's frame.
    static func buttonText(_ item: NavigationBarLayout.Item, chrome: ModernChrome) -> TextRun {
        var font = ModernChrome.buttonFont
        if item.style == .done { font.weight = .bold }
        let text: String
        switch item.style {
        case .back: text = "‹ " + (item.title ?? "")
        case .icon(let icon): text = item.title ?? icon.symbol ?? "+"
        case .bordered, .done: text = item.title ?? ""
        }
        let lineHeight = FontMetrics.lineHeight(for: font)
        return TextRun(
            text: text, font: font, color: chrome.tint, alignment: .center, anchorX: item.frame.minX + item.frame.width / 2,
            top: item.frame.minY + (item.frame.height - lineHeight) / 2, lineHeight: lineHeight)
    }

    /// The tab bar: flat with a hairline on top, each item's icon placeholder and title, the
    /// selected one tinted.
    static func drawTabBar(_ layout: TabBarLayout, chrome: ModernChrome, into svg: inout SVGWriter) {
        let frame = layout.frame
        svg.element("rect", SVGWriter.frame(frame) + SVGWriter.fill(chrome.barBackground))
        svg.element("rect", SVGWriter.frame(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5)) + SVGWriter.fill(chrome.hairline))
        for item in layout.items {
            let color = item.isSelected ? chrome.tint : chrome.unselected
            if item.icon != nil {
                svg.element("rect", SVGWriter.frame(item.iconFrame) + [("rx", "5"), ("fill", "none")] + SVGWriter.stroke(color))
            }
            SVGTextDrawing.write(tabTitle(item, chrome: chrome), into: &svg)
            if let badge = item.badge {
                SVGChrome.drawBadge(badge, at: Point(x: item.iconFrame.maxX + 2, y: item.iconFrame.minY + 5), into: &svg)
            }
        }
    }

    /// A tab's title: San Francisco 10 below its icon, tinted when selected.
    static func tabTitle(_ item: TabBarLayout.Item, chrome: ModernChrome) -> TextRun {
        var title = item.title
        title.font = ModernChrome.tabFont
        title.lineHeight = FontMetrics.lineHeight(for: ModernChrome.tabFont)
        title.top = item.iconFrame.maxY + 2
        title.color = item.isSelected ? chrome.tint : chrome.unselected
        return title
    }
}
