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
        /// Whether Interface Builder marked the stored frame, or an ancestor's, as disagreeing
        /// with the constraints (`misplaced`): then the stored frame is not the constraints'
        /// answer (a view inside a misplaced one was solved against the ancestor's stale frame).
        public var isMisplaced: Bool
        /// For a one-line label whose solved width is its measured text width: that width,
        /// which the stored width (Interface Builder's San Francisco measurement) checks.
        public var measuredTextWidth: Double?

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
        let sizing = ContentSizing(canvas: layout.canvas)
        var comparisons: [Comparison] = []
        let byID = Dictionary(scene.layoutViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Whether the view or one of its ancestors is marked misplaced (bounded by the views'
        // count, so a cycle in a hostile file ends).
        let misplaced = { (view: ImportedLayoutView) -> Bool in
            var current: ImportedLayoutView? = view
            var steps = 0
            while let shown = current, steps <= byID.count {
                if shown.isMisplaced { return true }
                current = shown.superview.flatMap { byID[$0] }
                steps += 1
            }
            return false
        }
        for view in scene.layoutViews where layout.placedByConstraints.contains(view.id) {
            guard let stored = view.storedFrame, let solved = layout.frames[view.id], !view.isHidden else { continue }
            var comparison = Comparison(
                id: view.id, stored: stored, solved: solved, dependsOnText: larger.frames[view.id] != solved, isMisplaced: misplaced(view))
            if case .text(let text, _, lines: 1) = view.content, !text.isEmpty, let width = sizing.intrinsicSize(of: view.content).width,
                abs(width - solved.width) < 0.01
            {
                comparison.measuredTextWidth = width
            }
            comparisons.append(comparison)
        }
        self.comparisons = comparisons
        self.problems = layout.problems
    }
}

/// Counts of constrained views within half a point of their stored frames over any number of
/// scenes: text-independent and text-dependent views apart, the views Interface Builder marked
/// misplaced (whose stored frames are not the constraints' answer) left out of both and
/// counted, and the layout problems.
public struct AgreementSummary: Hashable, Sendable, CustomStringConvertible {
    /// Views whose size does not rest on measuring text: how many agree, of how many.
    public var textIndependent = Share()
    /// Views whose size rests on measuring text.
    public var textDependent = Share()
    /// Views left out because Interface Builder marked them misplaced.
    public var misplaced = 0
    /// Conflicting constraints and unknown items.
    public var problems = 0
    /// Each one-line label sized by its text: its stored and measured widths.
    public var textWidths: [TextWidthSample] = []

    /// A label's width as Interface Builder stored it (measured in San Francisco) and as
    /// ``ContentSizing`` measures it.
    public struct TextWidthSample: Hashable, Sendable {
        /// The stored width.
        public var stored: Double
        /// The measured width.
        public var measured: Double
    }

    /// A part of a whole.
    public struct Share: Hashable, Sendable, CustomStringConvertible {
        /// The views within half a point.
        public var agreeing = 0
        /// All views counted.
        public var all = 0

        /// `agreeing / all`, 0 for none.
        public var fraction: Double { all == 0 ? 0 : Double(agreeing) / Double(all) }

        /// `331 of 384 (86%)`, or `none`.
        public var description: String {
            all == 0 ? "none" : "\(agreeing) of \(all) (\(Int((fraction * 100).rounded()))%)"
        }
    }

    /// Nothing counted.
    public init() {}

    /// Counts `agreement`'s comparisons and problems.
    public mutating func add(_ agreement: LayoutAgreement) {
        for comparison in agreement.comparisons {
            if let measured = comparison.measuredTextWidth, !comparison.isMisplaced {
                textWidths.append(TextWidthSample(stored: comparison.stored.width, measured: measured))
            }
            if comparison.isMisplaced {
                misplaced += 1
                continue
            }
            let agrees = comparison.agrees ? 1 : 0
            if comparison.dependsOnText {
                textDependent.agreeing += agrees
                textDependent.all += 1
            } else {
                textIndependent.agreeing += agrees
                textIndependent.all += 1
            }
        }
        problems += agreement.problems.count
    }

    /// Adds another summary's counts.
    public mutating func merge(_ other: AgreementSummary) {
        textIndependent.agreeing += other.textIndependent.agreeing
        textIndependent.all += other.textIndependent.all
        textDependent.agreeing += other.textDependent.agreeing
        textDependent.all += other.textDependent.all
        misplaced += other.misplaced
        problems += other.problems
        textWidths += other.textWidths
    }

    /// How far measured text widths are from Interface Builder's: the labels counted, the
    /// quartiles of stored ÷ measured width, and the share within half a point; nil without one.
    /// - Complexity: O(n log n) in the labels.
    public var textWidthFit: (labels: Int, quartileRatios: [Double], withinHalfPoint: Double)? {
        guard !textWidths.isEmpty else { return nil }
        let ratios = textWidths.filter { $0.measured > 0 }.map { $0.stored / $0.measured }.sorted()
        let within = Double(textWidths.filter { abs($0.stored - $0.measured) <= 0.5 }.count) / Double(textWidths.count)
        let quartiles = ratios.isEmpty ? [1, 1, 1] : [ratios[ratios.count / 4], ratios[ratios.count / 2], ratios[3 * ratios.count / 4]]
        return (textWidths.count, quartiles, within)
    }

    /// One line: the two shares, the misplaced views left out and the problems.
    public var description: String {
        "text-independent \(textIndependent), text-dependent \(textDependent) within 0.5 pt; "
            + "\(misplaced) marked misplaced (left out), \(problems) layout problem\(problems == 1 ? "" : "s")"
    }
}
