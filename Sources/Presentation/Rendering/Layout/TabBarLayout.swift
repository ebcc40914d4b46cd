/// Where a tab bar's items, icons and titles sit, by the iOS 5/6 look the picture renderers
/// use: the items share the bar's width equally; a 30-point icon 4 points below the top; the
/// title in Helvetica-Bold 10 at the bottom; the selected item on a lighter rounded plate.
struct TabBarLayout: Sendable {
    /// One item of the bar.
    struct Item: Sendable, Equatable {
        /// The item's share of the bar.
        var frame: Rect
        /// Where the icon is drawn.
        var iconFrame: Rect
        /// The icon, if any.
        var icon: ImageAsset?
        /// The title's line, cut with "…" to the item's width.
        var title: TextRun
        /// The badge text, if any.
        var badge: String?
        /// Whether the item is selected.
        var isSelected: Bool
    }

    /// The bar's frame.
    let frame: Rect
    /// The items, left to right.
    let items: [Item]

    /// The font of item titles.
    static let titleFont = Font.boldSystem(10)

    /// Lays out `bar` in `frame` (screen points).
    /// - Complexity: O(items + length of the titles).
    init(bar: TabBar, frame: Rect) {
        self.frame = frame
        let count = bar.items.count
        let width = count == 0 ? 0 : frame.width / Double(count)
        let lineHeight = FontMetrics.lineHeight(for: TabBarLayout.titleFont)
        items = bar.items.enumerated().map { index, item in
            let slot = Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
            let title = TextLayout(text: item.title, font: TabBarLayout.titleFont, width: max(0, width - 4)).lineTexts.first ?? ""
            return Item(
                frame: slot,
                iconFrame: Rect(x: slot.minX + (width - 30) / 2, y: frame.minY + 4, width: 30, height: 30),
                icon: item.image,
                title: TextRun(
                    text: title, font: TabBarLayout.titleFont, color: .white, alignment: .center,
                    anchorX: slot.minX + width / 2, top: frame.maxY - lineHeight - 2, lineHeight: lineHeight
                ),
                badge: item.badge,
                isSelected: index == bar.selectedIndex
            )
        }
    }
}
