/// The properties of a `UIWebView` showing an HTML string (`loadHTMLString:baseURL:`).
///
/// The renderer shows the text a reader sees: paragraphs and list items laid out in the
/// default web font (Times on iOS; we use Helvetica metrics, see the format doc), tags,
/// scripts and styles never shown.
public struct WebView: Sendable, Equatable {
    /// The HTML loaded into the view.
    public var html: String
    /// The font body text is laid out with.
    public var font: Font
    /// How far the page is scrolled down, in points.
    public var contentOffsetY: Double

    /// Creates a web view.
    public init(html: String, font: Font = .system(16), contentOffsetY: Double = 0) {
        self.html = html
        self.font = font
        self.contentOffsetY = contentOffsetY
    }
}
