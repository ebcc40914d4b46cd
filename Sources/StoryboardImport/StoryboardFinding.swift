import Navigation

/// One problem `StoryboardChecker` found in a storyboard: how serious, which rule, where
/// (line and scene), what is wrong and what to do.
public struct StoryboardFinding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable {
        /// The storyboard misbehaves at run time (UIKit raises, shows nothing, or ignores it).
        case error
        /// Probably a mistake, but it can be intended.
        case warning
        /// Worth knowing, and usually right: something the app's code is expected to do (fill
        /// an empty container, for one).
        case note
    }

    /// The rule a finding breaks.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The file sets no initial view controller.
        case noInitialScene
        /// Two segues from one scene share an identifier.
        case duplicateSegueIdentifier
        /// A cell segue names a prototype the source scene's tables do not have.
        case cellSegueWithoutPrototype
        /// A push segue from a scene no navigation controller contains.
        case pushOutsideNavigation
        /// A table of static cells whose controller class implements data source methods.
        case staticCellsWithDataSource
        /// A container (navigation, tab bar, split view controller) without what it contains, or
        /// a relationship from the wrong kind of scene.
        case container
        /// A container whose embed segues lead back to itself, so it would contain itself.
        case embedsItself
        /// A storyboard reference to a file or a scene that does not exist.
        case storyboardReference
        /// A scene no relationship or segue reaches, and no identifier lets code load.
        case unreachableScene
        /// A prototype cell without a reuse identifier.
        case prototypeWithoutReuseIdentifier
        /// An outlet or action connected to an object of another scene, or to nothing.
        case connectionOutsideScene
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The rule.
    public var rule: Rule
    /// The line in the file.
    public var line: Int
    /// The scene, when the finding is about one.
    public var scene: SceneID?
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var advice: String

    /// Creates a finding.
    public init(_ severity: Severity, _ rule: Rule, line: Int, scene: SceneID?, message: String, advice: String) {
        self.severity = severity
        self.rule = rule
        self.line = line
        self.scene = scene
        self.message = message
        self.advice = advice
    }

    /// Whether `lhs` comes before `rhs` in a report: by line, then rule, then message.
    public static func inFileOrder(_ lhs: StoryboardFinding, _ rhs: StoryboardFinding) -> Bool {
        (lhs.line, lhs.rule.rawValue, lhs.message) < (rhs.line, rhs.rule.rawValue, rhs.message)
    }

    /// `line 12: error: scene Events: <message>. <advice>.` (a command prefixes the file).
    public var description: String {
        "line \(line): \(severity.rawValue): " + (scene.map { "scene \($0): " } ?? "") + message + ". " + advice + "."
    }
}
