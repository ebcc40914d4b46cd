import Foundation
import Presentation

/// Every view of a storyboard's scenes laid out, as JSON any tool can compare with Interface
/// Builder or a browser: each view's object id, superview, whether constraints place it, its
/// solved frame (in its superview's coordinates) and the frame the file stores.
///
/// The schema (version 1; keys sorted, so the text is stable):
///
/// ```json
/// { "version": 1, "device": "retina6_1", "canvas": { "width": 414, "height": 896 },
///   "scenes": [ { "scene": "Login", "rootFrame": {...}, "safeAreaInsets": {...},
///     "views": [ { "id": "abc-12-xyz", "superview": "def-34-uvw", "placedBy": "constraints",
///       "frame": { "x": 16, "y": 120, "width": 382, "height": 20.5 }, "stored": {...} } ],
///     "problems": [ "conflicting constraint ..." ] } ] }
/// ```
public struct LayoutReport: Codable, Hashable, Sendable {
    /// A rectangle.
    public struct Frame: Codable, Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// The rectangle's values.
        public init(_ rect: Rect) {
            // Adding zero turns -0 (a rounded tiny negative) into 0.
            (x, y, width, height) = (rect.minX + 0, rect.minY + 0, rect.width + 0, rect.height + 0)
        }
    }

    /// Insets from the root view's edges.
    public struct Insets: Codable, Hashable, Sendable {
        /// From the top.
        public var top: Double
        /// From the bottom.
        public var bottom: Double
    }

    /// One view.
    public struct View: Codable, Hashable, Sendable {
        /// Its Interface Builder object id.
        public var id: String
        /// Its superview's, nil for the root view.
        public var superview: String?
        /// `constraints` or `frame` (its stored frame and autoresizing mask).
        public var placedBy: String
        /// The frame laid out, in the superview's coordinates.
        public var frame: Frame?
        /// The frame the file stores, if any.
        public var stored: Frame?
    }

    /// One scene.
    public struct Scene: Codable, Hashable, Sendable {
        /// The scene's name (as `storyboard show` prints it).
        public var scene: String
        /// Where the root view sits on the screen.
        public var rootFrame: Frame
        /// The safe area's insets from the root view's edges.
        public var safeAreaInsets: Insets
        /// Its views, each before its subviews, siblings in file order.
        public var views: [View]
        /// What the layout could not honour, one sentence each.
        public var problems: [String]
    }

    /// The schema's version.
    public var version = 1
    /// The Interface Builder device the file was drawn for, if it says.
    public var device: String?
    /// The canvas laid out on.
    public var canvas: Frame
    /// Every scene with a view.
    public var scenes: [Scene]

    /// Lays every scene of `storyboard` out on `canvas` (the file's own when nil) with
    /// text-style fonts at `textSize`.
    /// - Complexity: one ``SceneLayout`` per scene.
    public init(_ storyboard: ImportedStoryboard, scenes: [ImportedScene]? = nil, canvas: LayoutCanvas? = nil, textSize: ContentSizeCategory = .large) {
        device = storyboard.format.device
        var laidOut: [Scene] = []
        var size = canvas?.size ?? .zero
        for scene in scenes ?? storyboard.scenes where !scene.layoutViews.isEmpty {
            let layout = SceneLayout(scene, of: storyboard, canvas: canvas, textSize: textSize)
            size = layout.canvas.size
            let views = Self.treeOrder(scene.layoutViews).map { view in
                View(
                    id: view.id, superview: view.superview, placedBy: layout.placedByConstraints.contains(view.id) ? "constraints" : "frame",
                    frame: layout.frames[view.id].map(Frame.init), stored: view.storedFrame.map(Frame.init))
            }
            laidOut.append(
                Scene(
                    scene: scene.id.rawValue, rootFrame: Frame(layout.rootFrame),
                    safeAreaInsets: Insets(top: layout.safeAreaInsets.top, bottom: layout.safeAreaInsets.bottom),
                    views: views, problems: layout.problems.map(\.description)))
        }
        self.canvas = Frame(Rect(origin: .zero, size: size))
        self.scenes = laidOut
    }

    /// The views each before its subviews, siblings in the order given.
    /// - Complexity: O(n) for n views.
    static func treeOrder(_ views: [ImportedLayoutView]) -> [ImportedLayoutView] {
        var children: [String: [ImportedLayoutView]] = [:]
        var roots: [ImportedLayoutView] = []
        let ids = Set(views.map(\.id))
        for view in views {
            if let superview = view.superview, ids.contains(superview) { children[superview, default: []].append(view) } else { roots.append(view) }
        }
        var ordered: [ImportedLayoutView] = []
        var stack = Array(roots.reversed())
        var visited: Set<String> = []
        while let view = stack.popLast() {
            guard visited.insert(view.id).inserted else { continue }
            ordered.append(view)
            stack += (children[view.id] ?? []).reversed()
        }
        return ordered
    }

    /// The report as pretty-printed JSON with sorted keys.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
