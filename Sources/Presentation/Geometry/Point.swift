/// A position in points, measured from the top-left corner of the parent, with y growing down
/// (UIKit's coordinate system).
public struct Point: Hashable, Sendable {
    /// Horizontal distance from the parent's left edge, in points.
    public var x: Double
    /// Vertical distance from the parent's top edge, in points.
    public var y: Double

    /// Creates a point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}
