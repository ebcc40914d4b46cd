import Navigation
import Presentation

/// Why code could not fill a scene from its storyboard file: the name it used is not in the
/// file (a misspelt reuse identifier, outlet, table or scene) or the value does not fit the
/// view. UIKit raises an exception or does not compile for each; here it is a typed error that
/// names what the file has, so the fix is a glance away.
public enum StoryboardFillError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No scene of the file has this name.
    case noScene(SceneID, available: [SceneID])
    /// The scene's tables have no prototype cell with this reuse identifier.
    case noPrototype(String, scene: SceneID, available: [String])
    /// The scene has no table of this name (or no table at all).
    case noTable(String?, scene: SceneID, available: [String])
    /// No view of the cell or scene has this outlet name.
    case noOutlet(String, in: String, available: [String])
    /// The view cannot show the value (an image on a label, segment 5 of 3).
    case valueDoesNotFit(OutletValue, outlet: String, kind: String)
    /// A row names no prototype, and the scene's table has none or several to choose from.
    case prototypeNotNamed(scene: SceneID, available: [String])

    /// One sentence naming what the file has instead.
    public var description: String {
        switch self {
        case let .noScene(scene, available):
            "The storyboard has no scene \"\(scene)\"" + Self.listing(available.map(\.rawValue))
        case let .noPrototype(identifier, scene, available):
            "Scene \"\(scene)\" has no prototype cell with reuse identifier \"\(identifier)\"" + Self.listing(available)
        case let .noTable(name, scene, available):
            "Scene \"\(scene)\" has no table" + (name.map { " \"\($0)\"" } ?? "") + Self.listing(available)
        case let .noOutlet(outlet, place, available):
            "\(place) has no view named \"\(outlet)\"" + Self.listing(available)
        case let .valueDoesNotFit(value, outlet, kind):
            "\"\(outlet)\" is a \(kind) and cannot show \(value)."
        case let .prototypeNotNamed(scene, available):
            "A row of scene \"\(scene)\" names no prototype, and its table has \(available.count) to choose from: name one" + Self.listing(available)
        }
    }

    /// What a screen whose filling failed shows instead, in its render (which cannot throw):
    /// the sentence in red at the top of the content area (in a scroll view, which a
    /// ``StoryboardFileApp`` places there whatever the bars), so every snapshot and every look
    /// at the screen shows the programming error until it is fixed.
    public var screenContent: ScreenContent {
        let label = Label(
            "StoryboardFillError: " + description, font: .system(14), textColor: Color(red255: 0xCC, green255: 0, blue255: 0),
            numberOfLines: 0, lineBreakMode: .wordWrap)
        let message = Element.label("message", frame: Rect(x: 10, y: 10, width: 300, height: 120), label)
        let area = Rect(x: 0, y: -10_000, width: 320, height: 20_000)  // clipped to the content area
        return ScreenContent([
            Element(
                "StoryboardFillError", frame: area, kind: .scrollView(ScrollView(contentSize: Size(width: 320, height: 140))),
                children: [message])
        ])
    }

    private static func listing(_ names: [String]) -> String {
        names.isEmpty ? " (it has none)." : " (it has: " + names.joined(separator: ", ") + ")."
    }
}
