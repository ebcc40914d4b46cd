/// The properties of a `UIScrollView`.
///
/// UIKit facts: `contentSize` defaults to zero; the view scrolls only when the content is
/// larger than its bounds; the largest offset is `contentSize - bounds.size`.
public struct ScrollView: Sendable, Equatable {
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The point of the content shown at the top-left corner.
    public var contentOffset: Point

    /// Creates a scroll view state.
    public init(contentSize: Size = .zero, contentOffset: Point = .zero) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }

    /// Whether the content can scroll vertically inside `bounds`.
    public func scrollsVertically(in bounds: Size) -> Bool {
        contentSize.height > bounds.height
    }

    /// The largest vertical offset inside `bounds` (0 when the content fits).
    public func maximumOffsetY(in bounds: Size) -> Double {
        max(0, contentSize.height - bounds.height)
    }

    /// The offset clamped to what UIKit allows at rest: between 0 and the largest offset.
    public func clampedOffset(in bounds: Size) -> Point {
        Point(
            x: min(max(0, contentOffset.x), max(0, contentSize.width - bounds.width)),
            y: min(max(0, contentOffset.y), maximumOffsetY(in: bounds))
        )
    }
}
