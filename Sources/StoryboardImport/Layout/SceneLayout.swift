import AutoLayout
import Presentation

/// An imported scene laid out by Auto Layout on a canvas: every view's frame solved from the
/// file's constraints, the constraints its stack views make, its views' content sizes and the
/// constraints UIKit makes for the views that keep their autoresizing mask, and what could not
/// be honoured.
///
/// The stored frames of views that constraints place are never read: they are Interface
/// Builder's answer, which ``LayoutAgreement`` compares the solution with.
///
/// ```swift
/// let layout = SceneLayout(scene, of: storyboard)
/// layout.frames["tA4-7Q-xyz"]   // the label's frame in its superview, solved
/// ```
public struct SceneLayout: Sendable {
    /// Each view's frame in its superview's coordinates, by Interface Builder object id, on the
    /// pixel grid.
    public var frames: [String: Rect]
    /// What the layout could not honour: conflicting constraints, items that are not in the
    /// scene, attributes it does not know, and views whose frame the constraints leave free.
    public var problems: [LayoutProblem]
    /// The canvas it was laid out on.
    public var canvas: LayoutCanvas
    /// The safe area's insets from the root view's edges (status bar and bars above, home
    /// indicator and bars below).
    public var safeAreaInsets: EdgeInsets
    /// Where the root view sits on the screen: the whole screen, or below (above) the bars
    /// when the file puts it there (an opaque bar, Xcode 4's layouts).
    public var rootFrame: Rect
    /// How many constraints the solver was given (the file's and those the layout makes).
    public var constraintCount: Int
    /// The views constraints place, by object id (the others keep their stored frames).
    public var placedByConstraints: Set<String>
    /// Every linear constraint the layout gave the solver, in order (the refused ones too):
    /// the system another solver can check (`Scripts/scene-systems-kiwisolver.py`).
    public var system: [LayoutConstraint]

    /// Lays `scene` of `storyboard` out: on `canvas`, or on the file's own canvas device (the
    /// root view's stored size) when nil, with text-style fonts at `textSize` and every text
    /// `textScale` times its size (1 unless a check perturbs it).
    /// - Complexity: a solve of the scene's constraints, about O(c²) for c constraints, done
    ///   twice when a label wraps (once more to measure it at its solved width).
    public init(
        _ scene: ImportedScene, of storyboard: ImportedStoryboard, canvas: LayoutCanvas? = nil, textSize: ContentSizeCategory = .large,
        textScale: Double = 1
    ) {
        let stored = scene.layoutViews.first { $0.superview == nil }?.storedFrame
        let fileCanvas = storyboard.format.device.flatMap {
            LayoutCanvas(interfaceBuilderDevice: $0, orientation: storyboard.format.orientation, toolsVersion: storyboard.format.build, drawnSize: stored?.size)
        }
        let drawnOn = fileCanvas ?? LayoutCanvas(size: stored.map { Size(width: $0.maxX, height: $0.maxY) } ?? Size(width: 320, height: 480))
        let resolved = canvas ?? drawnOn
        let rootFrame = Self.rootFrame(stored: stored, drawnOn: drawnOn.size, on: resolved.size)
        let screen = SceneBars(scene, in: storyboard).safeAreaInsets(on: resolved)
        // The safe area as the root view sees it: a root view below opaque bars has none of
        // theirs; a freeform one (another size than the screen's) none above and the home
        // indicator's below, as Interface Builder simulates it.
        let isFreeform = rootFrame.width != resolved.size.width || (rootFrame.minY == 0 && rootFrame.height < resolved.size.height)
        let insets =
            isFreeform
            ? EdgeInsets(top: 0, left: 0, bottom: resolved.homeIndicatorHeight, right: 0)
            : EdgeInsets(
                top: max(0, screen.top - rootFrame.minY), left: 0,
                bottom: max(0, rootFrame.maxY - (resolved.size.height - screen.bottom)), right: 0)
        let environment = LayoutEnvironment(
            canvas: resolved, rootSize: rootFrame.size, safeAreaInsets: insets, usesSafeArea: storyboard.format.usesSafeAreaMargins,
            sizing: ContentSizing(canvas: resolved, textScale: textScale, controls: storyboard.format.controlGeneration, textSize: textSize))
        var builder = SceneConstraintBuilder(scene: scene, environment: environment)
        var solution = builder.solve(wrappedHeights: [:])
        let wrapped = builder.wrappedLabelHeights(in: solution)
        if !wrapped.isEmpty {
            builder = SceneConstraintBuilder(scene: scene, environment: environment)
            solution = builder.solve(wrappedHeights: wrapped)
        }
        self.frames = solution.frames
        self.problems = solution.problems + builder.ambiguities()
        self.canvas = resolved
        self.safeAreaInsets = insets
        self.rootFrame = rootFrame
        self.constraintCount = solution.constraintCount
        self.placedByConstraints = builder.placedByConstraints
        self.system = solution.system
    }
}

extension SceneLayout {
    /// The root view's frame on a screen of `size`: the stored frame on the screen the file
    /// was drawn on, or anywhere when it is not as wide as that screen (a freeform scene, a
    /// child's size its container sets); otherwise the same distances from the screen's top
    /// and bottom edges, as wide as the screen.
    static func rootFrame(stored: Rect?, drawnOn: Size, on size: Size) -> Rect {
        guard let stored, stored.width > 0, stored.height > 0 else { return Rect(origin: .zero, size: size) }
        if drawnOn == size || stored.width != drawnOn.width { return stored }
        let below = max(0, drawnOn.height - stored.maxY)
        return Rect(x: 0, y: stored.minY, width: size.width, height: max(0, size.height - stored.minY - below))
    }
}

/// A constraint or item a ``SceneLayout`` could not honour, as Interface Builder reports it.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A required constraint conflicts with the required ones before it (Interface
        /// Builder's "Conflicting Constraints"); it is left out.
        case conflicting
        /// A constraint names an item the scene does not have.
        case unknownItem
        /// A constraint names an attribute the layout does not know.
        case unknownAttribute
        /// The constraints leave a view's position or size free (Interface Builder's
        /// "Ambiguous Layout"); the solution's value is one guess among several.
        case ambiguous
    }

    /// What went wrong.
    public var kind: Kind
    /// The constraint's object id; empty for an ambiguous view, which no one constraint causes.
    public var constraint: String
    /// The views it involves, by object id.
    public var views: [String]
    /// The constraint written out; for an ambiguous view, what is free (`X position or width`).
    public var detail: String

    /// A problem.
    public init(kind: Kind, constraint: String, views: [String], detail: String) {
        self.kind = kind
        self.constraint = constraint
        self.views = views
        self.detail = detail
    }

    /// One line: `conflicting constraint abc-12-xyz (label.leading == ...)`.
    public var description: String {
        switch kind {
        case .conflicting: "conflicting constraint \(constraint) (\(detail)): left out"
        case .unknownItem: "constraint \(constraint) names an item the scene does not have (\(detail))"
        case .unknownAttribute: "constraint \(constraint) has an attribute the layout does not know (\(detail))"
        case .ambiguous: "ambiguous layout of view \(views.joined(separator: ", ")): need constraints for \(detail)"
        }
    }
}

/// What a scene is laid out with: the canvas and the root view's size, the safe area's insets
/// from the root view's edges, whether the root view's
/// margins follow the safe area (files of Xcode 9 and later) and how content is measured.
struct LayoutEnvironment {
    var canvas: LayoutCanvas
    /// The root view's size (the canvas', or less below opaque bars).
    var rootSize: Size
    var safeAreaInsets: EdgeInsets
    var usesSafeArea: Bool
    var sizing: ContentSizing
}

extension ImportedStoryboard.Format {
    /// The Interface Builder build as a number (`23504`; 0 when the file gives none).
    var build: Double {
        toolsVersion.flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
    }

    /// The controls the file's Interface Builder measured: iOS 7's before Xcode 11 (build
    /// 15000), iOS 13's until Xcode 26 (build 24000), then iOS 26's. Builds from 30000 are
    /// not Apple's (tools that rewrite the number) and count as iOS 13's.
    var controlGeneration: ContentSizing.Controls {
        switch build {
        case ..<15000: .iOS7
        case 24000..<30000: .iOS26
        default: .iOS13
        }
    }

    /// Whether root views' margins and guides follow the safe area (Interface Builder 9000 and
    /// later, Xcode 9); earlier files lay out against the top and bottom layout guides.
    var usesSafeAreaMargins: Bool {
        build >= 13000
    }
}
