/// Distances in points from each edge of a rectangle, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance from the top edge.
    public var top: Double
    /// Distance from the left edge.
    public var left: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the right edge.
    public var right: Double

    /// Creates insets in UIKit's order: top, left, bottom, right.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = EdgeInsets(all: 0)
}
