/// The detail page's state (the seed's `DetailViewController`): the service it shows, passed
/// by the grid when the `detail` segue is performed, and how far its scroll view is scrolled.
public struct ServiceDetailState: Hashable, Sendable {
    /// The service shown.
    public internal(set) var service: BusinessService
    /// The scroll view's vertical content offset, in points, always within the allowed range.
    public internal(set) var contentOffsetY: Double

    /// Creates a detail page at the top.
    init(service: BusinessService, contentOffsetY: Double = 0) {
        self.service = service
        self.contentOffsetY = contentOffsetY
    }
}
