/// A problem with a storyboard graph, found by `Storyboard.validate()` or by a lookup.
public enum StoryboardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The initial scene is not one of the scenes.
    case missingInitialScene(SceneID)
    /// Two scenes share a name.
    case duplicateScene(SceneID)
    /// Two segues from the same scene share an identifier, so a lookup would be ambiguous.
    case duplicateSegueIdentifier(String, scene: SceneID)
    /// A segue starts from a scene that does not exist.
    case segueFromMissingScene(identifier: String, source: SceneID)
    /// A segue leads to a scene that does not exist.
    case segueToMissingScene(identifier: String, destination: SceneID)
    /// A relationship starts from a scene that does not exist.
    case relationshipFromMissingScene(Relationship.Kind, source: SceneID)
    /// A relationship leads to a scene that does not exist.
    case relationshipToMissingScene(Relationship.Kind, source: SceneID, destination: SceneID)
    /// A tab relationship from something other than a tab bar controller, or a root
    /// relationship from something other than a navigation controller.
    case relationshipFromWrongKind(Relationship.Kind, source: SceneID, kind: SceneKind)
    /// A navigation controller without a root view controller.
    case navigationControllerWithoutRoot(SceneID)
    /// A navigation controller with more than one root view controller.
    case navigationControllerWithSeveralRoots(SceneID, roots: [SceneID])
    /// A tab bar controller without tabs.
    case tabBarControllerWithoutTabs(SceneID)
    /// A scene no relationship or segue leads to from the initial scene.
    case unreachableScene(SceneID)
    /// A lookup asked for a segue the scene does not offer.
    case segueNotOffered(identifier: String, scene: SceneID)
    /// A lookup matched several segues of the scene (unnamed segues share the empty name; a
    /// copied control keeps its segue): which one UIKit would perform is not defined.
    case ambiguousSegue(identifier: String, scene: SceneID, count: Int)

    /// One readable sentence naming the scenes and identifiers involved.
    public var description: String {
        switch self {
        case .missingInitialScene(let id):
            "the initial scene \(id) does not exist"
        case .duplicateScene(let id):
            "more than one scene is named \(id)"
        case .duplicateSegueIdentifier(let identifier, let scene):
            "scene \(scene) has more than one segue named \(identifier)"
        case .segueFromMissingScene(let identifier, let source):
            "segue \(identifier) starts from \(source), which does not exist"
        case .segueToMissingScene(let identifier, let destination):
            "segue \(identifier) leads to \(destination), which does not exist"
        case .relationshipFromMissingScene(let kind, let source):
            "\(kind.rawValue) relationship starts from \(source), which does not exist"
        case .relationshipToMissingScene(let kind, let source, let destination):
            "\(kind.rawValue) relationship of \(source) leads to \(destination), which does not exist"
        case .relationshipFromWrongKind(let kind, let source, let sceneKind):
            "\(kind.rawValue) relationship starts from \(source), a \(sceneKind.rawValue)"
        case .navigationControllerWithoutRoot(let id):
            "navigation controller \(id) has no root view controller"
        case .navigationControllerWithSeveralRoots(let id, let roots):
            "navigation controller \(id) has several roots: "
                + roots.map(\.rawValue).joined(separator: ", ")
        case .tabBarControllerWithoutTabs(let id):
            "tab bar controller \(id) has no tabs"
        case .unreachableScene(let id):
            "scene \(id) cannot be reached from the initial scene"
        case .segueNotOffered(let identifier, let scene):
            "scene \(scene) offers no segue named \(identifier)"
        case .ambiguousSegue(let identifier, let scene, let count):
            "scene \(scene) has \(count) segues " + (identifier.isEmpty ? "without a name" : "named \(identifier)")
                + " that match, so which one is performed is not defined: give each its own identifier"
        }
    }
}
