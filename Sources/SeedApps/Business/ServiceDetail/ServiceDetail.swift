import Navigation
import Presentation

/// The detail page (the seed's `DetailViewController`), as the seed lays it out in `viewDidLoad`: a scroll view holding the title,
/// the article image, the author and category labels, a divider and the web view, every frame,
/// font and color as the tutorial writes them.
///
/// Two things the seed leaves out, built as the author meant:
/// - It never sets the scroll view's `contentSize` (zero by default, so the page would not
///   scroll); here the content size covers the web view: 320x904.
/// - Scrolling goes from offset 0 to 424 (content height 904 minus the scroll view's 480).
///   The scroll view keeps the seed's 480-point height although only 416 points show under the
///   navigation bar, so at the bottom the last 64 points of the web view stay below the screen
///   edge, as they would on the device.
public struct ServiceDetail: ScreenFeature {
    /// The detail scene; it has no title, as in the seed, so the bar shows none and the back
    /// button reads "Services".
    public static let scene: SceneID = BusinessStoryboard.detail

    /// The service shown, passed by the grid when the `detail` segue is performed.
    public internal(set) var service: BusinessService
    /// The scroll view's vertical content offset, in points, always within the allowed range.
    public internal(set) var contentOffsetY: Double

    /// A detail page at the top.
    init(service: BusinessService, contentOffsetY: Double = 0) {
        self.service = service
        self.contentOffsetY = contentOffsetY
    }

    /// A scroll rests within the page (0 to 424); a non-finite one changes nothing.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<BusinessEffect, BusinessMessage>]? {
        guard case .scroll(let y) = touch else { return nil }
        if y.isFinite { contentOffsetY = Self.clampedOffset(y) }
        return []
    }

    /// The scroll view and its subviews in the order the seed adds them (the web view before
    /// the divider).
    public func render(in context: ScreenContext) -> ScreenContent {
        let children: [Element] = [
            .label("titleLabel", frame: Self.titleFrame, Label(service.webContentTitle, font: .boldSystem(20), numberOfLines: 2)),
            .image("articleImageView", frame: Self.imageFrame, ImageView(service.webContentImage, contentMode: .aspectFill, clipsToBounds: true)),
            .label("nameLabel", frame: Self.nameFrame, Label.app(Self.byline, font: .system(13))),
            .label("metaLabel", frame: Self.metaFrame, Label(service.caption, font: .system(13), textColor: Self.metaColor)),
            Element("articleWebView", frame: Self.webViewFrame, kind: .webView(WebView(html: service.webContent))),
            .view("dividerView", frame: Self.dividerFrame, color: .lightGray),
        ]
        let scroll = ScrollView(contentSize: Self.contentSize, contentOffset: Point(x: 0, y: contentOffsetY))
        // Made in code (`initWithFrame:`) at 320x480 with no autoresizing mask: UIKit keeps the
        // frame on the taller screen too.
        return ScreenContent([Element("scrollView", frame: Self.scrollFrame, kind: .scrollView(scroll), children: children)])
    }

    /// The scroll view's frame.
    static let scrollFrame = Rect(x: 0, y: 0, width: 320, height: 480)
    /// The title label's frame: bold 20, two lines.
    static let titleFrame = Rect(x: 10, y: 0, width: 300, height: 61)
    /// The article image's frame: aspect fill, clipped.
    static let imageFrame = Rect(x: 0, y: 58, width: 320, height: 109)
    /// The "By John Doe / Posted under: " label's frame: 13.
    static let nameFrame = Rect(x: 10, y: 169, width: 170, height: 21)
    /// The meta label's frame (the service's caption): 13, blue.
    static let metaFrame = Rect(x: 183, y: 169, width: 117, height: 21)
    /// The divider's frame: light gray.
    static let dividerFrame = Rect(x: 10, y: 194, width: 300, height: 2)
    /// The web view's frame.
    static let webViewFrame = Rect(x: 10, y: 204, width: 300, height: 700)
    /// The scroll view's content size: wide as the screen, down to the web view's bottom.
    static let contentSize = Size(width: scrollFrame.width, height: webViewFrame.maxY)
    /// The name label's fixed text.
    static let byline = "By John Doe / Posted under: "
    /// The meta label's color, `colorWithRed:30.0/255 green:144.0/255 blue:224.0/255`.
    static let metaColor = Color(red255: 30, green255: 144, blue255: 224)

    /// `y` clamped to the offsets the scroll view allows at rest: 0 to 424.
    static func clampedOffset(_ y: Double) -> Double {
        ScrollView(contentSize: contentSize, contentOffset: Point(x: 0, y: y)).clampedOffset(in: scrollFrame.size).y
    }
}
