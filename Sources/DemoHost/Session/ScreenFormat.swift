import Presentation

/// How the demo host prints a screen.
enum ScreenFormat: String, CaseIterable, Sendable {
    /// The snapshot text.
    case text
    /// A box-drawing picture of the 320x480 screen.
    case wireframe
    /// An SVG picture.
    case svg

    /// `screen` in this format.
    func render(_ screen: Screen) -> String {
        switch self {
        case .text: return TextRenderer().render(screen)
        case .wireframe: return WireframeRenderer().render(screen)
        case .svg: return SVGRenderer().render(screen)
        }
    }
}
