import SnapshotHarness
import Foundation
import Navigation
import Presentation

/// A command of the demo host's session, parsed from one line.
enum HostCommand: Equatable, Sendable {
    /// `tap <row>`, `tap <section>.<row>` or `tap <title>`.
    case tap(TapTarget)
    /// `back`.
    case back
    /// `swipe down`: dismisses the page sheet on screen.
    case swipeDown
    /// `swipe <row>` (or `swipe row <row>`): swipes across a table row, revealing its Delete.
    case swipeRow(TableIndexPath)
    /// `move <row> to <row>` (or `move row ...`): drags a row by its grip in edit mode.
    case moveRow(TableIndexPath, to: TableIndexPath)
    /// `gesture <name>`: performs a gesture recognizer of a view on screen.
    case gesture(String)
    /// `tab <name or index>`.
    case tab(String)
    /// `type <text>`: the text exactly as typed after the one space that follows `type`.
    case type(String)
    /// `return`: presses the keyboard's return key.
    case pressReturn
    /// `clear`: empties the focused text field.
    case clear
    /// `delete [N]`: deletes the last N characters (1 unless given) of the focused text field.
    case delete(Int)
    /// `scroll <y>`: the screen's table, grid or scroll view, or its only scrolling text.
    case scroll(Double)
    /// `scroll <name> <y>`: the text view, web view (also one in a table cell: by its cell's
    /// reuse identifier, or `<name> in <section>.<row>`), table, grid or scroll view of that name.
    case scrollNamed(String, Double)
    /// `toggle <control> [on|off]`: flips a switch (to the position given, if any).
    case toggle(ControlTarget, isOn: Bool?)
    /// `segment <control> <index|title>`: taps a segment of a segmented control.
    case segment(ControlTarget, SegmentChoice)
    /// `set <control> <value>`: drags a slider or taps a stepper to a value.
    case set(ControlTarget, Double)
    /// `wait`: let pending effects finish (reporting the requests in flight; Ctrl-C cancels them).
    case wait
    /// `show [text|wireframe|svg|audit|json]`: the name of a screen format (``Snapshotting``).
    case show(String?)
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
        /// `<title> in <section>.<row>`: a button or text field in that row's cell.
        case titleInRow(String, TableIndexPath)
        /// `accessory <row>` or `accessory <section>.<row>`: the detail disclosure button of
        /// that row's cell.
        case accessory(TableIndexPath)
        /// `outside`: the screen's background, on no control.
        case outside
        /// `delete <row>`: the Delete button a swipe revealed in that row.
        case deleteButton(TableIndexPath)
        /// `editing control <row>` (or `control <row>`): the row's minus or plus in edit mode.
        case editingControl(TableIndexPath)
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
            if rest.lowercased() == "return" { return .pressReturn }  // `tap return`, as UserAction prints it
            return .tap(parseTapTarget(rest))
        case "back": return .back
        case "swipe":
            if rest.lowercased() == "down" { return .swipeDown }
            guard let row = indexPath(dropping: "row ", from: rest) else { throw .invalidArgument("swipe", rest, usage: "swipe down | swipe <row>") }
            return .swipeRow(row)
        case "move":
            let usage = "move <row> to <row>"
            let ends = rest.components(separatedBy: " to ")
            guard ends.count == 2, let from = indexPath(dropping: "row ", from: ends[0]), let to = indexPath(ends[1]) else {
                throw .invalidArgument("move", rest, usage: usage)
            }
            return .moveRow(from, to: to)
        case "gesture":
            guard !rest.isEmpty else { throw .missingArgument("gesture", usage: "gesture <name>") }
            return .gesture(rest)
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
        case "return", "enter": return .pressReturn
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
            let usage = "scroll [name] <y in points>"
            if let y = Double(rest), y.isFinite { return .scroll(y) }
            guard let (name, value) = splitLast(rest), !name.isEmpty else { throw .invalidArgument("scroll", rest, usage: usage) }
            guard let y = Double(value), y.isFinite else { throw .invalidArgument("scroll", value, usage: usage) }
            return .scrollNamed(name, y)
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
            guard let format = Snapshotting<Screen>.named(rest.lowercased()) else {
                throw .invalidArgument("show", rest, usage: "show [" + Snapshotting<Screen>.all().map(\.name).joined(separator: "|") + "]")
            }
            return .show(format.name)
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
        if let row = indexPath(dropping: "accessory ", from: text) { return .accessory(row) }
        if let row = indexPath(dropping: "delete ", from: text) { return .deleteButton(row) }
        if text.lowercased() == "outside" { return .outside }
        if let row = indexPath(dropping: "editing control ", from: text) ?? indexPath(dropping: "control ", from: text) { return .editingControl(row) }
        // The words a touch prints itself with (`UserAction.description`): `tap row 0.3`,
        // `tap item 2`, `tap alert button 0`, `tap bar button add`, `tap button saveButton`,
        // `tap text field name`.
        if let row = indexPath(dropping: "row ", from: text) { return .indexPath(row) }
        for word in ["item ", "alert button "] where text.lowercased().hasPrefix(word) {
            if let index = Int(text.dropFirst(word.count).trimmingCharacters(in: .whitespaces)) { return .index(index) }
        }
        for word in ["bar button ", "button ", "text field "] where text.lowercased().hasPrefix(word) && text.count > word.count {
            return parseTapTarget(String(text.dropFirst(word.count)))
        }
        if let indexPath = sectionAndRow(text) { return .indexPath(indexPath) }
        let target = ControlTarget.parse(text)
        var title = target.row == nil ? text : target.text
        if title.count >= 2, title.hasPrefix("\""), title.hasSuffix("\"") { title = String(title.dropFirst().dropLast()) }
        if let row = target.row, !title.isEmpty { return .titleInRow(title, row) }
        return .title(title)
    }

    /// The row `text` names after `word` (`row 0.3`), or `text` itself names (`0.3`) when it
    /// does not start with `word`; nil when it names none.
    private static func indexPath(dropping word: String, from text: String) -> TableIndexPath? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix(word) else { return word == "row " ? indexPath(text) : nil }
        return indexPath(String(text.dropFirst(word.count)))
    }

    /// `2` (a row of section 0) or `1.2`, as a row; nil for anything else.
    private static func indexPath(_ text: String) -> TableIndexPath? {
        let text = text.trimmingCharacters(in: .whitespaces)
        return Int(text).map { TableIndexPath(row: $0, section: 0) } ?? sectionAndRow(text)
    }

    /// `1.2` as section 1, row 2; nil for anything else.
    private static func sectionAndRow(_ text: String) -> TableIndexPath? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 2, let section = Int(pieces[0]), let row = Int(pieces[1]) else { return nil }
        return TableIndexPath(row: row, section: section)
    }

    /// Every command word, in the order `help` lists them.
    static let words = [
        "tap", "back", "swipe", "move", "return", "gesture", "tab", "type", "clear", "delete", "scroll", "toggle", "segment", "set", "wait", "show",
        "apps", "open", "restart", "history", "save", "help", "quit",
    ]

    /// The command word closest to `word` (a misspelling: `tpa`, `wiat`), when one is within two
    /// edits and closer than any other; nil otherwise.
    /// - Complexity: O(*w* · *n* · *m*) for *w* command words of length *m*, `word` of length *n*.
    static func nearestWord(to word: String) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty, typed.count <= 12 else { return nil }
        let scored = words.map { ($0, editDistance(typed, Array($0))) }.sorted { $0.1 < $1.1 }
        guard let best = scored.first, best.1 <= min(2, max(1, typed.count - 1)) else { return nil }
        if scored.count > 1, scored[1].1 == best.1 { return nil }
        return best.0
    }

    /// The Damerau-Levenshtein distance (insertions, deletions, substitutions, adjacent swaps).
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }

    /// The session's help text: every command, with an example of each, in 80 columns.
    static let helpText = """
        Commands, each with an example (Tab completes commands and what can be tapped,
        Up/Down bring back earlier lines, Ctrl-R searches them, Ctrl-C drops the line,
        Ctrl-D quits):
          tap <title|row|section.row>   tap what the screen shows: a button, a bar
                                        button, a tab, an alert button, a text field, a
                                        row or grid item by its text (or the start of
                                        it, when only one starts so) or number
                                        e.g. tap Buy milk   tap azure   tap 2   tap +
          tap <title> in <row>          tap a button or text field (by name or
                                        placeholder) in that row's cell
                                        e.g. tap Name in 0.0
          tap accessory <row>           tap a row's detail disclosure button
                                        e.g. tap accessory 0.1
          tap Edit / tap Done           put the table in edit mode, or end it
                                        e.g. tap Edit
          swipe <row>                   swipe across a row, revealing its Delete
                                        e.g. swipe 0.1
          tap delete <row>              tap the Delete button a swipe revealed
                                        e.g. tap delete 0.1
          tap control <row>             tap a row's minus or plus in edit mode
                                        e.g. tap control 0.2
          move <row> to <row>           drag a row by its grip in edit mode
                                        e.g. move 0.0 to 0.2
          return                        press the keyboard's return key
                                        e.g. return
          tap outside                   tap the background, on no control
                                        e.g. tap outside
          back                          tap the back button
                                        e.g. back
          swipe down                    swipe a page sheet down, dismissing it
                                        e.g. swipe down
          gesture <name>                perform a view's gesture recognizer (the
                                        screen prints each view's gestures)
                                        e.g. gesture swipe
          tab <name|index>              select a tab
                                        e.g. tab Speakers
          type <text>                   type into the focused text field, exactly as
                                        written after the one space (with none focused,
                                        the only field is tapped first)
                                        e.g. type Buy milk
          clear                         empty the focused text field
                                        e.g. clear
          delete [N]                    delete the last N characters of the focused
                                        field (1 unless given)
                                        e.g. delete 5
          scroll [name] <y>             scroll to offset y: the table, grid or scroll
                                        view, or a text view or web view by its name
                                        (`show` names them) when there are several;
                                        one in a table cell also by its cell's name
                                        or row (`textView in 0.3`)
                                        e.g. scroll 424   scroll bio 60
                                        e.g. scroll description 60
          toggle <switch> [on|off]      flip a switch, named by its name or its row's
                                        text
                                        e.g. toggle Notifications off
          segment <control> <i|title>   tap a segment of a segmented control
                                        e.g. segment units Kilometres
          set <control> <value>         drag a slider or step a stepper to a value
                                        e.g. set volume 0.75
          wait                          let pending work (loading) finish; after a
                                        second it shows the requests it waits for, and
                                        Ctrl-C cancels them
                                        e.g. wait
          show [text|wireframe|svg|audit|json]
                                        print the screen (text unless given); the
                                        wireframe is 80 columns wide, or as wide as the
                                        terminal when it is wider (up to 161; COLUMNS
                                        sets it too); audit, its accessibility audit
                                        e.g. show wireframe
          apps                          list the apps (* open, > in front)
                                        e.g. apps
          open <app>                    open an app, or go back to one as you left it
                                        e.g. open todo
          restart [app]                 start an app (the one in front unless named)
                                        afresh
                                        e.g. restart
          history                       the commands that ran so far
                                        e.g. history
          save <file>                   write them as a script that `run <app> --script
                                        <file>` replays
                                        e.g. save session.txt
          help                          this text
                                        e.g. help
          quit                          leave (Ctrl-D too)
                                        e.g. quit
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
            let suggestion = HostCommand.nearestWord(to: word).map { " Did you mean `\($0)`?" } ?? ""
            return "Unknown command \"\(TerminalText.echo(word))\".\(suggestion) Type `help` for the commands."
        case let .missingArgument(command, usage):
            return "\(command) needs an argument: \(usage)"
        case let .invalidArgument(command, value, usage):
            return "\(command) cannot take \"\(TerminalText.echo(value))\": \(usage)"
        }
    }
}
