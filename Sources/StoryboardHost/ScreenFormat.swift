import Presentation

/// How a host prints a screen: `show`'s and `--format`'s choices.
public enum ScreenFormat: String, CaseIterable, Sendable {
    /// The snapshot text.
    case text
    /// A box-drawing picture of the screen, 80 columns wide unless told otherwise.
    case wireframe
    /// An SVG picture.
    case svg

    /// `screen` in this format; a wireframe `wireframeColumns` wide (held to
    /// ``WireframeRenderer/supportedColumns``).
    /// - Complexity: O(*n*) in the screen's elements and rows that show.
    public func render(_ screen: Screen, wireframeColumns: Int = WireframeRenderer.defaultColumns) -> String {
        switch self {
        case .text: return TextRenderer().render(screen)
        case .wireframe: return WireframeRenderer(columns: wireframeColumns).render(screen)
        case .svg: return SVGRenderer().render(screen)
        }
    }
}
