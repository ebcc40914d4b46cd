/// Where a navigation bar's back button, bar buttons and title sit, by the iOS 5/6 metrics the
/// picture renderers use.
///
/// Approximations (documented in `Docs/SnapshotFormat.md`): buttons are 30 points tall, 7
/// below the bar's top, 5 from the edges and from each other; a titled button is its title's
/// width (Helvetica-Bold 12) plus 20, at least 34 wide (an icon other than `add` is shown by
/// its name, e.g. `compose`); the back button adds 13 for its arrow
/// and its title is cut to 100 points. The title (Helvetica-Bold 20) follows UIKit's rule:
/// centred on the bar; if that overlaps a button, moved away from it as far as the room
/// between the buttons allows (5 points from each); cut with "…" only when it is wider than
/// that room.
struct NavigationBarLayout: Sendable {
    /// How a bar button looks.
    enum Style: Sendable, Equatable {
        /// The back button: an arrow-shaped button with the previous screen's title.
        case back
        /// A bordered button with a title.
        case bordered
        /// The blue "Done" button.
        case done
        /// A bordered button with a system icon.
        case icon(BarButton.SystemItem)
    }

    /// One button of the bar.
    struct Item: Sendable, Equatable {
        /// The frame, in screen points.
        var frame: Rect
        /// The title drawn: the button's title, an icon's name, or nil for the plus sign.
        var title: String?
        /// The look.
        var style: Style
        /// Whether the button responds to taps.
        var isEnabled: Bool
    }

    /// The bar's frame.
    let frame: Rect
    /// The buttons on the left: the back button, or the custom left items.
    let leftItems: [Item]
    /// The buttons on the right, right to left as UIKit places them.
    let rightItems: [Item]
    /// The title's line, if the bar has a title and it is not shown large.
    let title: TextRun?
    /// The large title's line (bold 34, at the bar's left margin, 8 points above the bar's
    /// bottom), when the bar shows its large title's area.
    let largeTitle: TextRun?
    /// Today's bar look, or nil for iOS 6's: the title is then San Francisco in `label`, and
    /// the renderers draw the buttons as tinted text (their frames stay iOS 6's, approx.).
    let chrome: ModernChrome?

    /// The font of bar button titles.
    static let buttonFont = Font.boldSystem(12)
    /// The font of the title.
    static let titleFont = Font.boldSystem(20)
    /// The height of a bar button.
    static let buttonHeight: Double = 30
    /// The least space between the title and a button, or the bar's edge.
    static let titleGap: Double = 5

    /// Lays out `bar` in `frame` (screen points).
    /// - Complexity: O(n) in the length of the titles.
    init(bar: NavigationBar, frame fullFrame: Rect, chrome: ModernChrome? = nil) {
        self.frame = fullFrame
        self.chrome = chrome
        // The buttons and the small title sit in the bar's first 44 points; a large title's
        // area is below them.
        let frame = Rect(x: fullFrame.minX, y: fullFrame.minY, width: fullFrame.width, height: min(fullFrame.height, NavigationBar.height))
        let top = frame.minY + (frame.height - NavigationBarLayout.buttonHeight) / 2
        var x = frame.minX + 5
        var left: [Item] = []
        if bar.leftItems.isEmpty, let back = bar.backButtonTitle {
            let title = NavigationBarLayout.cut(back, width: 100)
            let width = NavigationBarLayout.textWidth(title) + 33
            left.append(Item(frame: Rect(x: x, y: top, width: width, height: NavigationBarLayout.buttonHeight), title: title, style: .back, isEnabled: true))
            x += width + 5
        }
        for button in bar.leftItems {
            let item = NavigationBarLayout.item(button, x: x, top: top)
            left.append(item)
            x += item.frame.width + 5
        }
        var right: [Item] = []
        var rightEdge = frame.maxX - 5
        for button in bar.rightItems {
            var item = NavigationBarLayout.item(button, x: 0, top: top)
            item.frame.origin.x = rightEdge - item.frame.width
            right.append(item)
            rightEdge = item.frame.minX - 5
        }
        leftItems = left
        rightItems = right
        let gap = NavigationBarLayout.titleGap
        let minX = (left.last?.frame.maxX ?? frame.minX) + gap
        let maxX = (right.last?.frame.minX ?? frame.maxX) - gap
        let isLarge = bar.largeTitleHeight > 0
        var title =
            isLarge
            ? nil
            : bar.title.map {
                NavigationBarLayout.title($0, in: frame, between: minX, and: maxX, font: chrome == nil ? Self.titleFont : ModernChrome.titleFont)
            }
        var largeTitle = isLarge ? bar.title.map { NavigationBarLayout.largeTitle($0, in: fullFrame) } : nil
        if let chrome {
            title?.color = chrome.text
            largeTitle?.color = chrome.text
        }
        self.title = title
        self.largeTitle = largeTitle
    }

    /// The font of a large title.
    static let largeTitleFont = Font(family: Font.sanFranciscoFamily, weight: .bold, size: 34)

    /// A large title: at the bar's left margin (16 points, 20 on bars 414 wide and more), its
    /// line ending 8 points above the bar's bottom, cut with "…" to the bar's width.
    /// - Complexity: O(n) in the length of the title.
    static func largeTitle(_ text: String, in frame: Rect) -> TextRun {
        let font = largeTitleFont
        let lineHeight = FontMetrics.lineHeight(for: font)
        let margin = frame.width >= 414 ? 20.0 : 16.0
        let shown = TextLayout(text: text, font: font, width: max(0, frame.width - 2 * margin)).lineTexts.first ?? ""
        return TextRun(
            text: shown, font: font, color: .white, alignment: .left, anchorX: frame.minX + margin,
            top: frame.maxY - 8 - lineHeight, lineHeight: lineHeight)
    }

    /// The title as UIKit places it: centred in the bar; when that overlaps a button, moved
    /// away from it as far as the room between the buttons (`minX` to `maxX`) allows; cut with
    /// "…" to that room only when it fits nowhere, and then centred in the room.
    /// - Complexity: O(n) in the length of the title.
    static func title(_ text: String, in frame: Rect, between minX: Double, and maxX: Double, font: Font = titleFont) -> TextRun {
        let lineHeight = FontMetrics.lineHeight(for: font)
        let room = max(0, maxX - minX)
        let fullWidth = FontMetrics(font).width(of: text)
        let shown: String
        let centre: Double
        if fullWidth <= room + WidthLimit.tolerance {
            shown = text
            let centred = frame.minX + (frame.width - fullWidth) / 2
            let left = min(max(centred, minX), maxX - fullWidth)
            centre = left + fullWidth / 2
        } else {
            shown = TextLayout(text: text, font: font, width: room).lineTexts.first ?? ""
            centre = minX + room / 2
        }
        return TextRun(
            text: shown, font: font, color: .white, alignment: .center, anchorX: centre,
            top: frame.minY + (frame.height - lineHeight) / 2, lineHeight: lineHeight
        )
    }

    private static func item(_ button: BarButton, x: Double, top: Double) -> Item {
        let style: Style
        switch button.content {
        case .system(.done): style = .done
        case .system(let item) where item.title == nil:
            // An icon: as wide as Add's whatever the icon (it was as wide as the icon's name,
            // "refresh" 60.7 points, which passed the 44-point rule the Add button fails).
            style = .icon(item)
        case .system, .title: style = .bordered
        }
        let title = shownTitle(of: button)
        return Item(frame: Rect(x: x, y: top, width: width(title: title), height: buttonHeight), title: title, style: style, isEnabled: button.isEnabled)
    }

    /// The width of a bar button showing `title` (nil for an icon): the title's width plus 20,
    /// at least 34.
    static func width(title: String?) -> Double {
        max(34, title.map { textWidth($0) + 20 } ?? 24)
    }

    /// The title `button` shows on a bar, cut to 120 points; nil for an icon other than a text
    /// system item.
    static func shownTitle(of button: BarButton) -> String? {
        if case .system(let item) = button.content, item.title == nil { return nil }
        return button.title.map { cut($0, width: 120) }
    }

    private static func textWidth(_ text: String) -> Double {
        FontMetrics(buttonFont).width(of: text)
    }

    private static func cut(_ text: String, width: Double) -> String {
        TextLayout(text: text, font: buttonFont, width: width).lineTexts.first ?? ""
    }
}
