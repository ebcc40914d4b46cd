/// Light or dark mode (`UIUserInterfaceStyle`): which channels a dynamic color shows
/// (``Color/resolved(in:)``).
public enum Appearance: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Light mode, the default (and the only one before iOS 13).
    case light
    /// Dark mode.
    case dark

    /// The name the command line takes.
    public var description: String { rawValue }
}

extension Screen {
    /// The screen in `appearance`: every dynamic color of the content (backgrounds, label and
    /// text view colors, in cells and grid cells too) resolved to that appearance; fixed
    /// colors stay, so the 2012 seed apps, whose colors are all fixed, look the same. The
    /// bars are UIKit's and are drawn as before. ``Appearance/light`` returns the screen
    /// unchanged.
    /// - Complexity: O(elements); rows cost O(1) more each when drawn.
    public func inAppearance(_ appearance: Appearance) -> Screen {
        guard appearance == .dark else { return self }
        var screen = self
        screen.appearance = appearance
        screen.content = content.map { $0.restyled { $0.resolveColors(in: appearance) } }
        return screen
    }
}

extension Element {
    /// This element's own colors (not its children's) in `appearance`: its background and a
    /// label's or text view's text.
    mutating func resolveColors(in appearance: Appearance) {
        backgroundColor = backgroundColor?.resolved(in: appearance)
        switch kind {
        case .label(var label):
            label.textColor = label.textColor.resolved(in: appearance)
            kind = .label(label)
        case .textView(var textView):
            textView.textColor = textView.textColor.resolved(in: appearance)
            kind = .textView(textView)
        case .table(var table):
            table.appearance = appearance
            kind = .table(table)
        default:
            break
        }
    }
}
