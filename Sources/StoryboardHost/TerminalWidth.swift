import Foundation
import Presentation

/// The width of the terminal a host writes to, in columns, and the wireframe width it allows.
///
/// As GNU tools do, `COLUMNS` (a positive whole number in the environment) wins; else the
/// width the terminal on standard output reports (`TIOCGWINSZ`); else it is unknown (output
/// goes to a file or a pipe) and wireframes keep their default 80 columns.
public enum TerminalWidth {
    /// The width `COLUMNS` in `environment` gives, else that of the terminal on standard
    /// output; nil when neither says.
    public static func current(environment: [String: String]) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0 {
            return columns
        }
        return standardOutputColumns()
    }

    /// The columns a wireframe takes on a terminal `columns` wide: the terminal's width when it
    /// is wider than the default, up to `WireframeRenderer/supportedColumns`'s end; the
    /// default 80 when it is narrower or unknown.
    public static func wireframeColumns(forTerminal columns: Int?) -> Int {
        guard let columns, columns > WireframeRenderer.defaultColumns else { return WireframeRenderer.defaultColumns }
        return min(columns, WireframeRenderer.supportedColumns.upperBound)
    }

    /// The width of the terminal on standard output; nil when it is not a terminal.
    private static func standardOutputColumns() -> Int? {
        columns(ofTerminal: STDOUT_FILENO)
    }

    /// The width of the terminal open on `descriptor` (`TIOCGWINSZ`); nil when it is not a
    /// terminal or does not say.
    static func columns(ofTerminal descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        guard status == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
