import Foundation

/// Where an ``InteractiveHost`` reads and writes: standard input and output by default
/// (``standard``); tests give closures of their own.
public struct HostTerminal {
    /// Writes text (a screen, a list); a line break ends it when it has none.
    public var output: (String) -> Void
    /// Writes an error message.
    public var errorOutput: (String) -> Void
    /// Writes a prompt as it is, without a line break.
    public var promptOutput: @Sendable (String) -> Void
    /// Reads the next line of input without its line break; nil at the end of the input.
    public var readLine: () -> String?
    /// Whether standard input is a terminal: then the session prompts and catches Ctrl-C.
    public var inputIsTerminal: Bool
    /// Whether error output goes to a terminal: then (unless `NO_COLOR` or `--color=never`)
    /// error lines are red. Standard output is never coloured.
    public var errorOutputIsTerminal = false
    /// The environment (`NO_COLOR`).
    public var environment: [String: String]
    /// The terminal's width in columns, asked each time a wireframe is printed (a window can
    /// be resized); nil when unknown. A wireframe takes it when it is wider than 80 columns
    /// (``TerminalWidth/wireframeColumns(forTerminal:)``).
    public var columns: () -> Int? = { nil }
    /// Whether the session reads its lines with the line editor (arrow keys, history, Tab
    /// completion) on standard input and output, which must be a terminal; else it reads
    /// them with ``readLine`` after writing the prompt.
    public var editsLines = false

    /// A terminal of closures; input is not a terminal unless `inputIsTerminal`.
    public init(
        output: @escaping (String) -> Void,
        errorOutput: @escaping (String) -> Void,
        promptOutput: @escaping @Sendable (String) -> Void = { _ in },
        readLine: @escaping () -> String? = { nil },
        inputIsTerminal: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.output = output
        self.errorOutput = errorOutput
        self.promptOutput = promptOutput
        self.readLine = readLine
        self.inputIsTerminal = inputIsTerminal
        self.environment = environment
    }

    /// Standard input, output and error of this process, its environment, and the width of
    /// its terminal (``TerminalWidth/current(environment:)``). Both output
    /// streams are written unbuffered, so output and errors keep their order in a pipe. Lines
    /// are edited when standard input and output are a terminal other than `TERM=dumb`.
    public static var standard: HostTerminal {
        let environment = ProcessInfo.processInfo.environment
        var terminal = HostTerminal(
            output: { text in FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8)) },
            errorOutput: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) },
            promptOutput: { prompt in FileHandle.standardOutput.write(Data(prompt.utf8)) },
            readLine: { Swift.readLine(strippingNewline: true) },
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            environment: environment
        )
        terminal.errorOutputIsTerminal = isatty(STDERR_FILENO) == 1
        terminal.columns = { TerminalWidth.current(environment: environment) }
        terminal.editsLines = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
        return terminal
    }
}
