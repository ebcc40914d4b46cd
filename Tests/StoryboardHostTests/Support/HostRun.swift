import StoryboardHost

/// What an ``InteractiveHost`` on the garden printed for some arguments and lines of standard
/// input (not a terminal, no prompt, an empty environment), and its exit status: the host as
/// a command, without a process. Each write to the output ends with a newline; errors are
/// kept as written.
struct HostRun {
    var status: Int32
    var output: String
    var errors: String

    /// Runs the host on `apps` with `arguments`, reading `lines`; `configure` sets up its
    /// terminal (colour, width) before it runs.
    @MainActor
    static func run(
        _ arguments: [String], lines: [String] = [], apps: [HostedApp] = [.garden()],
        configure: (inout HostTerminal) -> Void = { _ in }
    ) async -> HostRun {
        final class Box {
            var output = ""
            var errors = ""
            var lines: ArraySlice<String> = []
        }
        let box = Box()
        box.lines = lines[...]
        var host = InteractiveHost(apps: apps, programName: "garden-host")
        host.terminal = HostTerminal(output: { box.output += $0 + "\n" }, errorOutput: { box.errors += $0 }, readLine: { box.lines.popFirst() })
        configure(&host.terminal)
        let status = await host.run(arguments: arguments)
        return HostRun(status: status, output: box.output, errors: box.errors)
    }
}
