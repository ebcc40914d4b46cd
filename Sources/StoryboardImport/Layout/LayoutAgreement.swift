import Presentation

/// How far a scene's Auto Layout solution lands from the frames Interface Builder stored for
/// it: each view constraints place is laid out on the file's own canvas and compared, edge by
/// edge, with its stored frame (both in the superview's coordinates).
///
/// A view's size "depends on text" when laying the scene out again with every text 10%
/// larger moves it: its frame then rests on measuring text in an approximation of the system
/// font (``ContentSizing``), and is reported apart.
public struct LayoutAgreement: Sendable {
    /// One view's stored and solved frames.
    public struct Comparison: Hashable, Sendable {
        /// The view's object id.
        public var id: String
        /// The frame the file stores.
        public var stored: Rect
        /// The frame the layout solved.
        public var solved: Rect
        /// Whether the solved frame moves when text is measured larger.
        public var dependsOnText: Bool
        /// Whether Interface Builder marked the stored frame as disagreeing with the
        /// constraints (`misplaced`): then the stored frame is not the constraints' answer.
        public var isMisplaced: Bool

        /// The largest distance between an edge of the two frames, in points.
        public var distance: Double {
            max(abs(stored.minX - solved.minX), abs(stored.minY - solved.minY), abs(stored.maxX - solved.maxX), abs(stored.maxY - solved.maxY))
        }

        /// Within half a point on every edge.
        public var agrees: Bool { distance <= 0.5 }
    }

    /// Every view constraints place that has a stored frame and is shown (hidden arranged
    /// subviews take no room and are left out), in the scene's order.
    public var comparisons: [Comparison]
    /// The layout's problems (conflicting constraints, unknown items).
    public var problems: [LayoutProblem]

    /// Lays `scene` out on its file's canvas and compares.
    /// - Complexity: two layouts of the scene (see ``SceneLayout``).
    public init(_ scene: ImportedScene, of storyboard: ImportedStoryboard) {
        let layout = SceneLayout(scene, of: storyboard)
        let larger = SceneLayout(scene, of: storyboard, textScale: 1.1)
        var comparisons: [Comparison] = []
        for view in scene.layoutViews where layout.placedByConstraints.contains(view.id) {
            guard let stored = view.storedFrame, let solved = layout.frames[view.id], !view.isHidden else { continue }
            comparisons.append(Comparison(
                id: view.id, stored: stored, solved: solved, dependsOnText: larger.frames[view.id] != solved, isMisplaced: view.isMisplaced))
        }
        self.comparisons = comparisons
        self.problems = layout.problems
    }
}
