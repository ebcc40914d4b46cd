/// The properties of a `UIScrollView`.
///
/// UIKit facts: `contentSize` defaults to zero; the view scrolls only when the content is
/// larger than its bounds; the largest offset is `contentSize - bounds.size`.
public struct ScrollView: Sendable, Equatable {
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The point of the content shown at the top-left corner.
    public var contentOffset: Point
    /// Whether a drag puts the keyboard down.
    public var keyboardDismissMode = KeyboardDismissMode.none

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
            x: Self.restingOffset(contentOffset.x, contentLength: contentSize.width, visibleLength: bounds.width),
            y: Self.restingOffset(contentOffset.y, contentLength: contentSize.height, visibleLength: bounds.height)
        )
    }

    /// Where a scroll to `offset` comes to rest along one axis, as UIKit bounces it back:
    /// between 0 and `contentLength - visibleLength` (0 when the content fits); 0 for a
    /// non-finite offset. Every scrolling element (tables, grids, scroll views) rests by this
    /// one rule.
    public static func restingOffset(_ offset: Double, contentLength: Double, visibleLength: Double) -> Double {
        guard offset.isFinite else { return 0 }
        let largest = contentLength.isFinite && visibleLength.isFinite ? max(0, contentLength - visibleLength) : 0
        return min(max(0, offset), largest)
    }
}
