/// The properties of a `UIWebView` showing an HTML string (`loadHTMLString:baseURL:`).
///
/// The renderer shows the text a reader sees, laid out as WebKit lays out a page without a
/// stylesheet (``WebPageLayout``): paragraphs, headings and list items in Times 16, the
/// user-agent stylesheet's margins; tags, scripts and styles never shown.
public struct WebView: Sendable, Equatable {
    /// The HTML loaded into the view.
    public var html: String
    /// The font body text is laid out with: WebKit's default, Times 16.
    public var font: Font
    /// How far the page is scrolled down, in points.
    public var contentOffsetY: Double

    /// Creates a web view.
    public init(html: String, font: Font = .times(16), contentOffsetY: Double = 0) {
        self.html = html
        self.font = font
        self.contentOffsetY = contentOffsetY
    }
}
