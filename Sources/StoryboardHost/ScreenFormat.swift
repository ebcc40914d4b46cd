import Presentation

/// How a host prints a screen: `show`'s and `--format`'s choices.
public enum ScreenFormat: String, CaseIterable, Sendable {
    /// The snapshot text.
    case text
    /// A box-drawing picture of the 320x480 screen.
    case wireframe
    /// An SVG picture.
    case svg

    /// `screen` in this format.
    /// - Complexity: O(*n*) in the screen's elements and rows that show.
    public func render(_ screen: Screen) -> String {
        switch self {
        case .text: return TextRenderer().render(screen)
        case .wireframe: return WireframeRenderer().render(screen)
        case .svg: return SVGRenderer().render(screen)
        }
    }
}
