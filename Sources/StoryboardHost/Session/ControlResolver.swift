import Foundation
import Navigation
import Presentation

/// What a `toggle`, `segment` or `set` command names: a control by its element name or by the
/// text of the row it sits in (`notificationsSwitch`, `Notifications`), or a row alone
/// (`0.1`); `... in 0.1` picks the row when several rows hold a control of that name.
struct ControlTarget: Equatable, Sendable {
    /// The name or row text; empty when only a row is given.
    var text: String
    /// The row whose cell holds the control, when the command says.
    var row: TableIndexPath?

    /// A target naming `text`, in `row`'s cell when given.
    init(text: String, row: TableIndexPath? = nil) {
        self.text = text
        self.row = row
    }

    /// Reads `notifications`, `Volume in 2.0`, `"Show traffic"` or `0.1`.
    static func parse(_ text: String) -> ControlTarget {
        var words = text.split(separator: " ").map(String.init)
        var row: TableIndexPath?
        if words.count >= 2, words[words.count - 2].lowercased() == "in", let parsed = indexPath(words[words.count - 1]) {
            row = parsed
            words.removeLast(2)
        } else if words.count == 1, let parsed = indexPath(words[0]) {
            return ControlTarget(text: "", row: parsed)
        }
        var name = words.joined(separator: " ")
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
        return ControlTarget(text: name, row: row)
    }

    /// `section.row`, e.g. `1.0`.
    static func indexPath(_ text: String) -> TableIndexPath? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 2, let section = Int(pieces[0]), let row = Int(pieces[1]) else { return nil }
        return TableIndexPath(row: row, section: section)
    }
}

/// Finds the control a ``ControlTarget`` names on the current screen, among the controls of
/// the kinds a command works on (``ScreenInspector/controls``: the content's, then those in
/// the cells of the rows that show). Names and row texts are compared ignoring case.
struct ControlResolver {
    let screen: Screen

    /// The one control of `kinds` that `target` names: by its name, else by its row's text,
    /// else by the start of its name or of its row's text (`zoom` for `zoomSlider`, `Copies`
    /// for the row reading "Copies: 3"), as long as one control matches.
    /// - Throws: ``ControlResolutionError`` when none or several match, the row given is
    ///   scrolled out of view, or the one that matches is disabled.
    func resolve(_ target: ControlTarget, kinds: [ControlKind]) throws(ControlResolutionError) -> ScreenControl {
        let inspector = ScreenInspector(screen)
        let rows = inspector.visibleRows
        if let row = target.row, !rows.contains(where: { $0.indexPath == row }) { throw .rowNotVisible(row) }
        let candidates = inspector.controls.filter { kinds.contains($0.kind) && (target.row == nil || $0.row == target.row) }
        let wanted = target.text.lowercased()
        let rowTexts = Dictionary(rows.map { ($0.indexPath, Self.texts(of: $0).map { $0.lowercased() }) }, uniquingKeysWith: { first, _ in first })
        func texts(_ control: ScreenControl) -> [String] { control.row.flatMap { rowTexts[$0] } ?? [] }
        let rules: [(ScreenControl) -> Bool] = [
            { wanted.isEmpty || $0.name.lowercased() == wanted },
            { texts($0).contains(wanted) },
            { $0.name.lowercased().hasPrefix(wanted) },
            { texts($0).contains { $0.hasPrefix(wanted) } },
        ]
        let noun = kinds.map(\.description).joined(separator: " or ")
        for rule in rules {
            let matches = candidates.filter(rule)
            guard let first = matches.first else { continue }
            guard matches.count == 1 else { throw .ambiguous(target, noun: noun, matches: matches.map(\.description)) }
            guard first.isEnabled else {
                throw .disabled(DisabledControl(Self.title(of: first, rows: rows), on: screen))
            }
            return first
        }
        throw .noMatch(target, noun: noun, candidates: candidates.map(\.description))
    }

    /// What a user calls `control`: the first text of the row it sits in, else its
    /// accessibility label (what VoiceOver speaks), else its name.
    private static func title(of control: ScreenControl, rows: [VisibleRow]) -> String {
        let spoken = control.element.accessibility?.label ?? control.name
        guard let row = rows.first(where: { $0.indexPath == control.row }) else { return spoken }
        return texts(of: row).first ?? spoken
    }

    /// The texts a row shows: its built-in labels and its labels.
    private static func texts(of row: VisibleRow) -> [String] {
        var texts = [row.cell.text, row.cell.detailText].compactMap { $0 }
        for element in row.elements {
            if case .label(let label) = element.kind, let text = label.text { texts.append(text) }
        }
        return texts
    }
}

/// A control command whose target the screen does not show, or shows more than once.
enum ControlResolutionError: Error, Equatable, CustomStringConvertible {
    case noMatch(ControlTarget, noun: String, candidates: [String])
    case ambiguous(ControlTarget, noun: String, matches: [String])
    /// `segment` named a title the control does not have.
    case noSegment(String, control: String, titles: [String])
    /// The command named a row that is scrolled out of view.
    case rowNotVisible(TableIndexPath)
    /// The control is there but disabled.
    case disabled(DisabledControl)

    var description: String {
        switch self {
        case let .noMatch(target, noun, candidates):
            let list = candidates.isEmpty ? " There is none on this screen." : " Try one of: " + candidates.joined(separator: ", ") + "."
            return "No \(noun) is called \"\(Self.describe(target))\".\(list)"
        case let .ambiguous(target, noun, matches):
            return "\"\(Self.describe(target))\" names more than one \(noun): \(matches.joined(separator: ", ")). Add the row, e.g. `\(matches[0])`."
        case .rowNotVisible(let row):
            return "Row \(row) is scrolled out of view: scroll to it first."
        case .disabled(let control):
            return control.message(use: "changed")
        case let .noSegment(title, control, titles):
            return "\(control) has no segment \"\(title)\" (segments: \(titles.map { "\"\($0)\"" }.joined(separator: ", ")))."
        }
    }

    private static func describe(_ target: ControlTarget) -> String {
        [target.text, target.row.map { "in \($0)" } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
