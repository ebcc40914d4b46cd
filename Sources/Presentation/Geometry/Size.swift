/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent, UIKit's `CGSizeZero` (the default `contentSize` of a scroll view).
    public static let zero = Size(width: 0, height: 0)
}
