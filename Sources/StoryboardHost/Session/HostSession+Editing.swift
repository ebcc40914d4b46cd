import Foundation
import Navigation
import Presentation

extension HostSession {
    /// The touch `clear` or `delete N` means: the focused field's text replaced by none, or by
    /// itself without its last N characters. With no field focused, the replacement is sent
    /// anyway, so the app's own refusal (which names the fields to tap) is what the user reads.
    func editAction(for command: HostCommand, on screen: Screen) throws(HostSessionError) -> UserAction {
        let text = screen.focusedInput?.text ?? ""
        switch command {
        case .delete(let count): return .replaceText(String(text.dropLast(count)))
        default: return .replaceText("")
        }
    }

    /// Writes ``history`` to `path` as a script: `run <app> --script <path>` replays it to
    /// the same screen. Returns what to print.
    /// - Throws: ``HostSessionError/cannotSave(_:reason:)`` when the file cannot be written.
    func save(to path: String) throws(HostSessionError) -> String {
        guard let first = history.first(where: { $0.hasPrefix("open ") }) else { throw .nothingToSave }
        let app = first.dropFirst("open ".count)
        let script = "# Replay: run \(app) --script \(path)\n" + history.joined(separator: "\n") + "\n"
        do {
            try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotSave(path, reason: (error as NSError).localizedDescription)
        }
        let count = history.count == 1 ? "1 command" : "\(history.count) commands"
        return "Saved \(count) to \(path); replay them with `run \(app) --script \(path)`.\n"
    }
}

extension HostSession {
    /// `scroll [name] <y>` for what the app does not scroll itself: a text view or web view,
    /// in the content or in a table cell, named (by its name, its cell's reuse identifier, the
    /// start or a part of either, and `in <section>.<row>` for a cell's), or the screen's only
    /// one that scrolls. A named table, grid or scroll view is scrolled by the app, as
    /// `scroll <y>`.
    /// - Throws: ``HostSessionError/noScrollable(_:available:)`` naming what does scroll.
    func scrollText(named name: String?, toY y: Double) async throws(HostSessionError) -> Reply {
        let running = try requireOpenApp()
        let screen = seenScreen(of: running)
        let texts = ElementScrolling.scrollables(on: screen)
        let inspector = ScreenInspector(screen)
        let scrollingViews = inspector.allElements().filter { element in
            switch element.kind {
            case .table, .grid, .scrollView: return true
            default: return false
            }
        }
        let available = scrollingViews.map(\.name) + texts.map(\.label)
        let target = name.map(ControlTarget.parse)
        let wanted = target?.text.lowercased()
        if let wanted, target?.row == nil, scrollingViews.contains(where: { $0.name.lowercased() == wanted }) {
            return try await handle(.scroll(y))
        }
        let matches =
            target.map { target in
                let candidates = texts.filter { target.row == nil || $0.row == target.row }
                let wanted = target.text.lowercased()
                // Its name (or its cell's), else the start of one, else a part of one (`bio` for
                // speakerBio, `description` for the text view in DescriptionCell).
                let rules: [(String) -> Bool] = [{ $0 == wanted }, { $0.hasPrefix(wanted) }, { $0.contains(wanted) }]
                return rules.lazy.map { rule in candidates.filter { $0.names.contains(where: rule) } }.first { !$0.isEmpty } ?? []
            } ?? texts
        guard matches.count == 1, let target = matches.first, let app = openApps.front?.app.id else {
            throw .noScrollable(name, available: available)
        }
        let offset = scrolling.scroll(target, toY: y, app: app, screen: screen)
        let note =
            offset == y ? "" : "(\(target.label) scrolls from 0 to \(PointFormat.string(target.maximumOffset)): scrolled to \(PointFormat.string(offset)))\n"
        return .text(note + TextRenderer().render(displayed(running)))
    }
}
