import Foundation
import Navigation
import Presentation

/// A command of the demo host's session, parsed from one line.
enum DemoCommand: Equatable, Sendable {
    /// `tap <row>`, `tap <section>.<row>` or `tap <title>`.
    case tap(TapTarget)
    /// `back`.
    case back
    /// `tab <name or index>`.
    case tab(String)
    /// `type <text>`.
    case type(String)
    /// `scroll <y>`.
    case scroll(Double)
    /// `wait`: let pending effects finish.
    case wait
    /// `show [text|wireframe|svg]`.
    case show(ScreenFormat?)
    /// `apps`.
    case apps
    /// `open <app>`.
    case open(String)
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
    }

    /// Parses a line; blank lines and `#` comments give nil.
    /// - Throws: ``DemoCommandError`` naming what is wrong.
    static func parse(_ line: String) throws(DemoCommandError) -> DemoCommand? {
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
            guard !rest.isEmpty else { throw .missingArgument("type", usage: "type <text>") }
            return .type(rest)
        case "scroll":
            guard let y = Double(rest), y.isFinite else { throw .invalidArgument("scroll", rest, usage: "scroll <y in points>") }
            return .scroll(y)
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

    private static func parseTapTarget(_ text: String) -> TapTarget {
        if let index = Int(text) { return .index(index) }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        if pieces.count == 2, let section = Int(pieces[0]), let row = Int(pieces[1]) {
            return .indexPath(TableIndexPath(row: row, section: section))
        }
        var title = text
        if title.count >= 2, title.hasPrefix("\""), title.hasSuffix("\"") { title = String(title.dropFirst().dropLast()) }
        return .title(title)
    }

    /// The session's help text.
    static let helpText = """
    Commands:
      tap <row>             tap a row of the table (section 0), a grid item, or an alert button
      tap <section>.<row>   tap a row of a sectioned table
      tap <title>           tap what shows that title: an alert button, a bar button (add),
                            a tab, a button, a text field (by name or placeholder), a row
                            or grid item by its text
      back                  tap the back button
      tab <name>            select a tab by title or index
      type <text>           type into the focused text field (a field has the focus once
                            tapped; with none focused, the screen's only field is tapped
                            first, and the session says so)
      scroll <y>            scroll the table, grid or scroll view to offset y
      wait                  let pending work (loading) finish
      show [text|wireframe|svg]
                            print the screen (text by default)
      apps                  list the apps;  open <app>  open one
      help                  this text;  quit  leave
    """
}

/// A line the session cannot run.
enum DemoCommandError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    case missingArgument(String, usage: String)
    case invalidArgument(String, String, usage: String)

    var description: String {
        switch self {
        case .unknownCommand(let word):
            return "Unknown command \"\(word)\". Type `help` for the commands."
        case let .missingArgument(command, usage):
            return "\(command) needs an argument: \(usage)"
        case let .invalidArgument(command, value, usage):
            return "\(command) cannot take \"\(value)\": \(usage)"
        }
    }
}

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
