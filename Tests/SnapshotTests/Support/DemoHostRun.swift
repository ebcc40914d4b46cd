@testable import DemoHost

/// What one `DemoHost` command line printed: its exit status, and its standard output and
/// error as the lines written, joined with newlines.
struct DemoHostRun {
    /// The exit status.
    var status: Int32
    /// What went to standard output.
    var output: String
    /// What went to standard error.
    var errors: String

    /// Runs `arguments` through the demo host's `CommandLineTool`, with no input, no terminal
    /// and an empty environment, and collects what it printed.
    @MainActor
    static func run(_ arguments: [String]) async -> DemoHostRun {
        final class Lines { var output: [String] = []; var errors: [String] = [] }
        let lines = Lines()
        let tool = CommandLineTool(
            output: { lines.output.append($0) }, errorOutput: { lines.errors.append($0) },
            readLine: { nil }, inputIsTerminal: false, environment: [:])
        let status = await tool.run(arguments)
        return DemoHostRun(status: status, output: lines.output.joined(separator: "\n"), errors: lines.errors.joined(separator: "\n"))
    }

    /// Runs `arguments` with `lines` on standard input (not a terminal, no prompt) and an empty
    /// environment; the output keeps each write's final newline, errors are joined as written.
    @MainActor
    static func run(_ arguments: [String], lines: [String]) async -> DemoHostRun {
        var output = "", errors = ""
        var remaining = lines
        var tool = CommandLineTool(
            output: { output += $0 + "\n" }, errorOutput: { errors += $0 },
            readLine: {
                remaining.isEmpty ? nil : remaining.removeFirst()
            })
        tool.promptOutput = { _ in }
        tool.inputIsTerminal = false
        tool.environment = [:]
        let status = await tool.run(arguments)
        return DemoHostRun(status: status, output: output, errors: errors)
    }
}
