import Navigation
import Presentation

/// How far the user scrolled the text views and web views of the screens a session shows: view
/// state, kept by the host as UIKit keeps it in the view (an app's state never holds it), per
/// app and screen path, and laid over the screen the app renders.
struct ElementScrolling {
    private var offsets: [String: Double] = [:]

    /// A text view or web view that scrolls: its name, and how far it can.
    struct Scrollable: Equatable {
        var name: String
        var maximumOffset: Double
    }

    /// The text views and web views of `screen` whose content is taller than they are.
    /// - Complexity: O(*n*) in the elements and their text.
    static func scrollables(on screen: Screen) -> [Scrollable] {
        ScreenInspector(screen).allElements().compactMap { element in
            let height: Double
            switch element.kind {
            case .textView(let view): height = view.contentHeight(width: element.frame.width)
            case .webView(let view): height = view.contentHeight(width: element.frame.width)
            default: return nil
            }
            let maximum = height - element.frame.height
            return maximum > 0 ? Scrollable(name: element.name, maximumOffset: maximum) : nil
        }
    }

    /// Sets the offset of `name` on `screen` of `app` to `y`, held between the top and the
    /// bottom of its content; returns the offset set.
    mutating func scroll(_ scrollable: Scrollable, toY y: Double, app: String, screen: Screen) -> Double {
        let offset = min(max(0, y), scrollable.maximumOffset)
        offsets[Self.key(app, screen, scrollable.name)] = offset
        return offset
    }

    /// Forgets every offset of `app` (it restarted).
    mutating func forget(app: String) {
        offsets = offsets.filter { !$0.key.hasPrefix(app + "\u{0}") }
    }

    /// `screen` with the offsets the user scrolled its text views and web views to.
    /// - Complexity: O(*n*) in the elements.
    func applied(to screen: Screen, app: String) -> Screen {
        guard !offsets.isEmpty else { return screen }
        var screen = screen
        screen.content = screen.content.map { apply($0, app: app, screen: screen) }
        return screen
    }

    private func apply(_ element: Element, app: String, screen: Screen) -> Element {
        var element = element
        if let offset = offsets[Self.key(app, screen, element.name)] {
            switch element.kind {
            case .textView(var view):
                view.contentOffsetY = offset
                element.kind = .textView(view)
            case .webView(var view):
                view.contentOffsetY = offset
                element.kind = .webView(view)
            default: break
            }
        }
        element.children = element.children.map { apply($0, app: app, screen: screen) }
        return element
    }

    private static func key(_ app: String, _ screen: Screen, _ name: String) -> String {
        ([app] + screen.breadcrumb + [name]).joined(separator: "\u{0}")
    }
}
