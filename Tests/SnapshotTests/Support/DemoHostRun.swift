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
        let tool = CommandLineTool(output: { lines.output.append($0) }, errorOutput: { lines.errors.append($0) },
                                   readLine: { nil }, inputIsTerminal: false, environment: [:])
        let status = await tool.run(arguments)
        return DemoHostRun(status: status, output: lines.output.joined(separator: "\n"), errors: lines.errors.joined(separator: "\n"))
    }
}
