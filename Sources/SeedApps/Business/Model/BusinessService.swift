import Presentation

/// One service the firm offers: what the grid shows (caption and image) and what its detail
/// page shows (title, article image and HTML article).
///
/// The seed's class, which the tutorial names both `Model` (in `DataModel.h`) and
/// `BusinessService` (where the sample data is created); we use `BusinessService`. The seed's
/// `UIImage` properties become `ImageAsset` references; either may be nil, as
/// `imageNamed:` returns nil for a file missing from the bundle.
public struct BusinessService: Hashable, Sendable {
    /// The short name under the grid item and in the detail page's meta label ("Litigation").
    public internal(set) var caption: String
    /// The grid item's image.
    public internal(set) var image: ImageAsset?
    /// The detail page's title ("Litigation: Peace of mind with the experts").
    public internal(set) var webContentTitle: String
    /// The detail page's article, as HTML (`loadHTMLString:baseURL:`).
    public internal(set) var webContent: String
    /// The detail page's article image.
    public internal(set) var webContentImage: ImageAsset?

    /// Creates a service, in the order of the seed's `initWithCaption:andImage:...`.
    public init(
        caption: String,
        image: ImageAsset?,
        webContentTitle: String,
        webContent: String,
        webContentImage: ImageAsset?
    ) {
        self.caption = caption
        self.image = image
        self.webContentTitle = webContentTitle
        self.webContent = webContent
        self.webContentImage = webContentImage
    }
}
