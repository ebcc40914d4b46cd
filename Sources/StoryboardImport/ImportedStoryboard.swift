import Navigation

/// A storyboard file read into values: the graph (scenes, relationships, segues), each scene's
/// content, the file's format, where each segue and relationship is in the file, and what the
/// import left out.
///
/// Build one with ``StoryboardImporter``; print it with ``StoryboardCanvas``; check it with
/// ``StoryboardChecker``.
public struct ImportedStoryboard: Sendable {
    /// The document's format, as its root element states it.
    public struct Format: Hashable, Sendable {
        /// The document version: `1.0`, `1.1` (Xcode 4.2-4.4), `2.0` (Xcode 4.5-4.6), `3.0`
        /// (Xcode 5 and later).
        public var version: String
        /// The Interface Builder build that saved it.
        public var toolsVersion: String?
        /// `iOS.CocoaTouch` (iPhone) or `iOS.CocoaTouch.iPad`.
        public var targetRuntime: String?
        /// Whether Auto Layout is on.
        public var usesAutoLayout: Bool
        /// The device Interface Builder's canvas shows (`<device id="retina6_1">`, Xcode 8 and
        /// later): the size its stored frames were solved for.
        public var device: String?
        /// The canvas orientation, `portrait` or `landscape`.
        public var orientation: String?

        /// Creates a format.
        public init(version: String, toolsVersion: String? = nil, targetRuntime: String? = nil, usesAutoLayout: Bool = false) {
            self.version = version
            self.toolsVersion = toolsVersion
            self.targetRuntime = targetRuntime
            self.usesAutoLayout = usesAutoLayout
        }

        /// Whether the importer knows this version.
        public var isKnownVersion: Bool { ["1.0", "1.1", "2.0", "3.0"].contains(version) }
    }

    /// The graph: the initial scene (empty when the file sets none), scenes in file order,
    /// relationships in file order (tab order), segues.
    public var storyboard: Storyboard
    /// Each scene's content, in the graph's order.
    public var scenes: [ImportedScene]
    /// The document's format.
    public var format: Format
    /// The line of each segue of ``storyboard``, in the same order.
    public var segueLines: [Int]
    /// The line of each relationship of ``storyboard``, in the same order.
    public var relationshipLines: [Int]
    /// What the import left out or approximated.
    public var skipped: SkippedContent
    /// The line of the `<document>` element.
    public var documentLine: Int
    /// Outlets and actions that leave their scene or lead nowhere, in file order.
    public var connectionProblems: [ConnectionProblem]

    /// Creates an imported storyboard.
    public init(
        storyboard: Storyboard, scenes: [ImportedScene], format: Format, segueLines: [Int] = [],
        relationshipLines: [Int] = [], skipped: SkippedContent = SkippedContent(), documentLine: Int = 1,
        connectionProblems: [ConnectionProblem] = []
    ) {
        self.storyboard = storyboard
        self.scenes = scenes
        self.format = format
        self.segueLines = segueLines
        self.relationshipLines = relationshipLines
        self.skipped = skipped
        self.documentLine = documentLine
        self.connectionProblems = connectionProblems
    }

    /// The scene named `id`.
    /// - Complexity: O(*n*) in the number of scenes.
    public func scene(_ id: SceneID) -> ImportedScene? {
        scenes.first { $0.id == id }
    }

    /// The scene called `name`: its scene name, or the storyboard identifier code loads it by.
    /// - Complexity: O(*n*) in the scenes.
    public func scene(named name: String) -> ImportedScene? {
        scenes.first { $0.id.rawValue == name } ?? scenes.first { $0.scene.storyboardIdentifier == name }
    }

    /// Where an app of this file starts: its initial view controller, or, in a file without one
    /// (loaded by code), its first scene with a storyboard identifier; nil when it has neither.
    public var startScene: SceneID? {
        if scene(storyboard.initialScene) != nil { return storyboard.initialScene }
        return scenes.first { $0.scene.storyboardIdentifier != nil }?.id
    }
}
