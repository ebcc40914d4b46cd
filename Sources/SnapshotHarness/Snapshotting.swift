import Navigation
import Presentation

/// How a value becomes a reference file, as a value: its name (as a command line spells it),
/// the reference's extension, the rendering, and how a mismatch is shown. The package's own
/// formats are values of it (``text``, ``svg``, ``audit``, ``json``, ``wireframe(columns:)``, ``lines``);
/// a format for another type is made from one of them with `pullback(_:)`, as in
/// swift-snapshot-testing's `Snapshotting<Value, Format>` (here the format is always text):
///
/// ```swift
/// extension Snapshotting where Value == Storyboard {
///     /// A storyboard's graph as `storyboard show` prints it.
///     static var canvas: Snapshotting<Storyboard> {
///         Snapshotting<String>.lines.pullback(name: "canvas") { $0.canvasText }
///     }
/// }
/// assertSnapshot(of: BooksApp().storyboard, as: .canvas)
/// ```
public struct Snapshotting<Value>: Sendable {
    /// The format's name: `text`, `svg`, `audit`, `wireframe`.
    public var name: String
    /// The reference file's extension, without the dot: `txt`, `svg`, `audit.txt`.
    public var pathExtension: String
    /// How the engine shows a mismatch (a unified diff by default).
    public var diffing: SnapshotDiffing
    /// The value printed.
    public var render: @Sendable (Value) -> String

    /// A format called `name`, kept in `.pathExtension` files, rendering with `render`.
    public init(
        name: String, pathExtension: String, diffing: SnapshotDiffing = .unified, render: @escaping @Sendable (Value) -> String
    ) {
        self.name = name
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.render = render
    }

    /// This format for another type: its values turned into this one's with `transform`, then
    /// rendered as this format renders (the name and the extension are kept unless given).
    public func pullback<NewValue>(
        name: String? = nil, pathExtension: String? = nil, _ transform: @escaping @Sendable (NewValue) -> Value
    ) -> Snapshotting<NewValue> {
        let render = self.render
        return Snapshotting<NewValue>(
            name: name ?? self.name, pathExtension: pathExtension ?? self.pathExtension, diffing: diffing,
            render: { render(transform($0)) })
    }

    /// Whether the two write the same kind of reference: the same name and extension.
    public func isSameFormat(as other: Snapshotting<some Any>) -> Bool {
        name == other.name && pathExtension == other.pathExtension
    }
}

extension Snapshotting where Value == String {
    /// Text as it is, in a `.txt` file: a storyboard's canvas, a report of your own.
    public static var lines: Snapshotting<String> {
        Snapshotting(name: "text", pathExtension: "txt") { $0 }
    }
}

extension Snapshotting where Value == Screen {
    /// The snapshot text (`TextRenderer`), `.txt`: what every scenario keeps.
    public static var text: Snapshotting<Screen> {
        Snapshotting(name: "text", pathExtension: "txt") { TextRenderer().render($0) }
    }

    /// The JSON twin of the text (`ScreenJSONRenderer`), `.json`: the same lines as values,
    /// with each element's role, label and touch (schema: `Docs/ScreenJSON.md`).
    public static var json: Snapshotting<Screen> {
        Snapshotting(name: "json", pathExtension: "json") { ScreenJSONRenderer().render($0) }
    }

    /// An SVG 1.1 picture (`SVGRenderer`), `.svg`.
    public static var svg: Snapshotting<Screen> {
        Snapshotting(name: "svg", pathExtension: "svg") { SVGRenderer().render($0) }
    }

    /// The screen's accessibility audit (`AccessibilityAudit`), `.audit.txt`.
    public static var audit: Snapshotting<Screen> {
        Snapshotting(name: "audit", pathExtension: "audit.txt") { AccessibilityAudit().audit($0).text }
    }

    /// A box-drawing picture `columns` wide (held to `WireframeRenderer/supportedColumns`),
    /// `.wireframe.txt`.
    public static func wireframe(columns: Int = WireframeRenderer.defaultColumns) -> Snapshotting<Screen> {
        Snapshotting(name: "wireframe", pathExtension: "wireframe.txt") { WireframeRenderer(columns: columns).render($0) }
    }

    /// Every format a screen prints in, for a command line to choose by name: text, wireframe
    /// (`wireframeColumns` wide), svg, audit, json.
    public static func all(wireframeColumns: Int = WireframeRenderer.defaultColumns) -> [Snapshotting<Screen>] {
        [.text, .wireframe(columns: wireframeColumns), .svg, .audit, .json]
    }

    /// The format of ``all(wireframeColumns:)`` called `name`, or nil.
    public static func named(_ name: String, wireframeColumns: Int = WireframeRenderer.defaultColumns) -> Snapshotting<Screen>? {
        all(wireframeColumns: wireframeColumns).first { $0.name == name }
    }
}
