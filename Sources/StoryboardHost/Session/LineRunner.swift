import Foundation

/// Feeds lines to a ``HostSession``: interactively (a prompt, errors shown, the session goes
/// on) or as a script (each screen printed; the first error stops with a non-zero status
/// naming its line).
@MainActor
struct LineRunner {
    var session: HostSession
    var output: (String) -> Void
    var errorOutput: (String) -> Void
    /// Whether errors end the run (scripts) or are shown and skipped (interactive).
    var stopsOnError: Bool
    /// Printed (without a newline) before each line is read on a terminal, or nil.
    var prompt: String?
    /// Writes the prompt as it is.
    var promptOutput: (String) -> Void = { _ in }
    /// Where the lines come from, for error messages (`script.txt`, `standard input`).
    var sourceName: String
    /// Whether each command is printed (`> tap 0`) before the screen it produced: a script's
    /// output then reads as a transcript.
    var echoesCommands = false
    /// Told of each line that ran, with the error it met (nil when none): how `run --trace`
    /// records the journey.
    var onStep: ((_ line: String, _ error: String?) -> Void)?

    /// Runs every line from `nextLine` until it returns nil or `quit`; returns the exit status.
    func run(nextLine: () -> String?) async -> Int32 {
        var lineNumber = 0
        while true {
            if let prompt { promptOutput(prompt) }
            guard let line = nextLine() else { return 0 }
            lineNumber += 1
            do {
                switch try await session.handle(line: line) {
                case .quit?: return 0
                case .text(let text)?:
                    if echoesCommands { output("> " + TerminalText.echo(line) + "\n") }
                    output(text)
                    onStep?(line, nil)
                case nil: continue
                }
            } catch {
                onStep?(line, error.description)
                if stopsOnError {
                    errorOutput("\(sourceName), line \(lineNumber) (\(TerminalText.echo(line))): \(error.description)")
                    return 1
                }
                errorOutput(error.description)
            }
        }
    }
}
