import Foundation
import Navigation
import Presentation

extension HostSession {
    /// The touch `clear` or `delete N` means: the focused field's text replaced by none, or by
    /// itself without its last N characters. With no field focused, the replacement is sent
    /// anyway, so the app's own refusal (which names the fields to tap) is what the user reads.
    func editAction(for command: HostCommand, on screen: Screen) throws(HostSessionError) -> UserAction {
        let text = ScreenInspector(screen).focusedTextField?.field.text ?? ""
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
