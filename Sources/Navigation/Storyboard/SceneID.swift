/// The name of a scene on the storyboard canvas, such as `Events` or `EventDetails`.
///
/// Scenes refer to each other by this name in relationships and segues, so a typo is found by
/// `Storyboard.validate()` instead of surfacing as a crash at run time.
public struct SceneID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as written on the canvas.
    public let rawValue: String

    /// Creates a scene name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a scene name from a literal: `let events: SceneID = "Events"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name itself.
    public var description: String { rawValue }

    /// Orders names alphabetically, for deterministic reports.
    public static func < (lhs: SceneID, rhs: SceneID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
