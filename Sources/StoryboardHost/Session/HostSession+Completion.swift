import Presentation
import SnapshotHarness
import Navigation

extension HostSession {
    /// Every command word, in the order `help` lists them.
    static var commandWords: [String] { HostCommand.words }

    /// The whole lines that complete `text` (what is typed before the cursor), for Tab: a
    /// command word (or, with no app open, an app); after `tap`, what can be tapped now;
    /// after `tab` a tab, after `open` and `restart` an app, after `show` a format, after
    /// `toggle`, `segment` and `set` a control's name. Case is ignored.
    /// - Complexity: O(*n*) in the elements and rows that show.
    func completions(for text: String) -> [String] {
        guard let space = text.firstIndex(of: " ") else {
            let words = Self.commandWords + (current == nil ? apps.map(\.id) : [])
            return words.filter { $0.hasPrefix(text.lowercased()) }.map { $0 + " " }
        }
        let word = text[..<space].lowercased()
        let rest = text[text.index(after: space)...].lowercased()
        let screen = current.map(seenScreen(of:))
        // In another locale, the titles the user sees complete too (taps take both).
        let screens = screen.map { locale == .base ? [$0] : [$0.localized(in: locale), $0] } ?? []
        let options: [String]
        switch word {
        case "tap": options = TapResolver.unique(screens.flatMap { TapResolver(screen: $0).tappableTitles })
        case "tab": options = TapResolver.unique(screens.flatMap { $0.tabBar?.items.map(\.title) ?? [] })
        case "open", "restart": options = apps.map(\.id)
        case "show": options = Snapshotting<Screen>.all().map(\.name)
        case "toggle", "segment", "set": options = screen.map { ScreenInspector($0).controls.map(\.name) } ?? []
        default: options = []
        }
        return options.filter { $0.lowercased().hasPrefix(rest) }.map { word + " " + $0 }
    }
}
