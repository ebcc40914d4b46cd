import Navigation

/// An outlet or action of a scene that connects to an object in another scene, or to an
/// object the file does not contain. Interface Builder does not make such connections (a
/// copied control keeps them), and UIKit never makes them at run time.
public struct ConnectionProblem: Hashable, Sendable {
    /// The scene the connection sits in.
    public var scene: SceneID
    /// `outlet` or `action`.
    public var kind: String
    /// The outlet's property or the action's selector.
    public var name: String
    /// The line of the connection.
    public var line: Int
    /// The scene the connected object is in; nil when the file does not contain it.
    public var target: SceneID?

    /// Creates a connection problem.
    public init(scene: SceneID, kind: String, name: String, line: Int, target: SceneID?) {
        self.scene = scene
        self.kind = kind
        self.name = name
        self.line = line
        self.target = target
    }
}
