import Foundation
import Navigation
import Presentation

/// A command of the demo host's session, parsed from one line.
enum HostCommand: Equatable, Sendable {
    /// `tap <row>`, `tap <section>.<row>` or `tap <title>`.
    case tap(TapTarget)
    /// `back`.
    case back
    /// `tab <name or index>`.
    case tab(String)
    /// `type <text>`: the text exactly as typed after the one space that follows `type`.
    case type(String)
    /// `clear`: empties the focused text field.
    case clear
    /// `delete [N]`: deletes the last N characters (1 unless given) of the focused text field.
    case delete(Int)
    /// `scroll <y>`.
    case scroll(Double)
    /// `toggle <control> [on|off]`: flips a switch (to the position given, if any).
    case toggle(ControlTarget, isOn: Bool?)
    /// `segment <control> <index|title>`: taps a segment of a segmented control.
    case segment(ControlTarget, SegmentChoice)
    /// `set <control> <value>`: drags a slider or taps a stepper to a value.
    case set(ControlTarget, Double)
    /// `wait`: let pending effects finish (reporting the requests in flight; Ctrl-C cancels them).
    case wait
    /// `show [text|wireframe|svg]`.
    case show(ScreenFormat?)
    /// `apps`.
    case apps
    /// `open <app>`: opens an app, or goes back to it with its state as it was left.
    case open(String)
    /// `restart [app]`: starts an app (the current one unless named) afresh.
    case restart(String?)
    /// `history`: the commands typed so far that ran.
    case history
    /// `save <file>`: writes them as a script `run --script` replays.
    case save(String)
    /// `help`.
    case help
    /// `quit` or `exit`.
    case quit

    /// What a `tap` names.
    enum TapTarget: Equatable, Sendable {
        /// A number: a row of section 0, a grid item, or an alert button.
        case index(Int)
        /// `section.row`.
        case indexPath(TableIndexPath)
        /// A title: an alert button, a bar button, a tab, a button, a row or grid item by its text.
        case title(String)
        /// `<title> in <section>.<row>`: a button in that row's cell.
        case titleInRow(String, TableIndexPath)
    }

    /// Which segment a `segment` command taps.
    enum SegmentChoice: Equatable, Sendable {
        /// By its index, from 0.
        case index(Int)
        /// By its title, ignoring case.
        case title(String)
    }

    /// Parses a line; blank lines and `#` comments give nil.
    /// - Throws: ``HostCommandError`` naming what is wrong.
    static func parse(_ line: String) throws(HostCommandError) -> HostCommand? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        let word = parts[0].lowercased()
        let rest = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch word {
        case "tap":
            guard !rest.isEmpty else { throw .missingArgument("tap", usage: "tap <row> | tap <section>.<row> | tap <title>") }
            return .tap(parseTapTarget(rest))
        case "back": return .back
        case "tab":
            guard !rest.isEmpty else { throw .missingArgument("tab", usage: "tab <name>") }
            return .tab(rest)
        case "type":
            // The text as typed: everything after the single space that ends the word.
            let afterWord = line.drop { $0.isWhitespace }.dropFirst(parts[0].count)
            let text = afterWord.first == " " ? String(afterWord.dropFirst()) : String(afterWord)
            guard !text.isEmpty else { throw .missingArgument("type", usage: "type <text>") }
            return .type(text)
        case "clear": return .clear
        case "delete", "backspace":
            if rest.isEmpty { return .delete(1) }
            guard let count = Int(rest), count > 0 else { throw .invalidArgument(word, rest, usage: "delete [number of characters]") }
            return .delete(count)
        case "restart": return .restart(rest.isEmpty ? nil : rest.lowercased())
        case "history": return .history
        case "save":
            guard !rest.isEmpty else { throw .missingArgument("save", usage: "save <file>") }
            return .save(rest)
        case "scroll":
            guard let y = Double(rest), y.isFinite else { throw .invalidArgument("scroll", rest, usage: "scroll <y in points>") }
            return .scroll(y)
        case "toggle":
            guard !rest.isEmpty else { throw .missingArgument("toggle", usage: "toggle <switch> [on|off]") }
            var words = rest.split(separator: " ").map(String.init)
            let position = words.count > 1 ? ["on": true, "off": false][words[words.count - 1].lowercased()] : nil
            if position != nil { words.removeLast() }
            return .toggle(ControlTarget.parse(words.joined(separator: " ")), isOn: position)
        case "segment":
            let usage = "segment <segmented control> <index|title>"
            guard let (target, choice) = splitLast(rest), !target.isEmpty else { throw .missingArgument("segment", usage: usage) }
            return .segment(ControlTarget.parse(target), Int(choice).map(SegmentChoice.index) ?? .title(choice))
        case "set":
            let usage = "set <slider or stepper> <value>"
            guard let (target, value) = splitLast(rest), !target.isEmpty else { throw .missingArgument("set", usage: usage) }
            guard let number = Double(value), number.isFinite else { throw .invalidArgument("set", value, usage: usage) }
            return .set(ControlTarget.parse(target), number)
        case "wait": return .wait
        case "show":
            if rest.isEmpty { return .show(nil) }
            guard let format = ScreenFormat(rawValue: rest.lowercased()) else {
                throw .invalidArgument("show", rest, usage: "show [text|wireframe|svg]")
            }
            return .show(format)
        case "apps": return .apps
        case "open":
            guard !rest.isEmpty else { throw .missingArgument("open", usage: "open <app>") }
            return .open(rest.lowercased())
        case "help", "?": return .help
        case "quit", "exit": return .quit
        default: throw .unknownCommand(parts[0])
        }
    }

    /// `text` cut before its last word, or before a quoted title at its end (`"Satellite
    /// View"`): nil when there is nothing before it.
    private static func splitLast(_ text: String) -> (String, String)? {
        if text.hasSuffix("\""), text.count >= 2, let open = text.dropLast().lastIndex(of: "\"") {
            let last = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            return (text[..<open].trimmingCharacters(in: .whitespaces), last)
        }
        guard let space = text.lastIndex(of: " ") else { return nil }
        return (text[..<space].trimmingCharacters(in: .whitespaces), String(text[text.index(after: space)...]))
    }

    private static func parseTapTarget(_ text: String) -> TapTarget {
        if let index = Int(text) { return .index(index) }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        if pieces.count == 2, let section = Int(pieces[0]), let row = Int(pieces[1]) {
            return .indexPath(TableIndexPath(row: row, section: section))
        }
        let target = ControlTarget.parse(text)
        var title = target.row == nil ? text : target.text
        if title.count >= 2, title.hasPrefix("\""), title.hasSuffix("\"") { title = String(title.dropFirst().dropLast()) }
        if let row = target.row, !title.isEmpty { return .titleInRow(title, row) }
        return .title(title)
    }

    /// The session's help text.
    static let helpText = """
    Commands:
      tap <row>             tap a row of the table (section 0), a grid item, or an alert button
      tap <section>.<row>   tap a row of a sectioned table
      tap <title>           tap what shows that title: an alert button, a bar button (add),
                            a tab, a button (also one in a table cell; `... in 0.1` picks
                            the row), a text field (by name or placeholder), a row or grid
                            item by its text
      back                  tap the back button
      tab <name>            select a tab by title or index
      type <text>           type into the focused text field (a field has the focus once
                            tapped; with none focused, the screen's only field is tapped
                            first, and the session says so)
      scroll <y>            scroll the table, grid or scroll view to offset y
      toggle <switch> [on|off]
                            flip a switch, named by its name or its row's text
                            (`toggle Notifications`; `... in 0.1` picks the row)
      segment <control> <index|title>
                            tap a segment of a segmented control (`segment units 1`)
      set <control> <value> drag a slider or step a stepper to a value (`set volume 0.75`)
      wait                  let pending work (loading) finish; after a second it shows the
                            requests it waits for, and Ctrl-C cancels them
      show [text|wireframe|svg]
                            print the screen (text by default)
      apps                  list the apps;  open <app>  open one
      help                  this text;  quit  leave
    """
}

/// A line the session cannot run.
enum HostCommandError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case missingArgument(String, usage: String)
    case invalidArgument(String, String, usage: String)

    var description: String {
        switch self {
        case .unknownCommand(let word):
            return "Unknown command \"\(TerminalText.echo(word))\". Type `help` for the commands."
        case let .missingArgument(command, usage):
            return "\(command) needs an argument: \(usage)"
        case let .invalidArgument(command, value, usage):
            return "\(command) cannot take \"\(TerminalText.echo(value))\": \(usage)"
        }
    }
}
