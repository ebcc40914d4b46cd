/// A command of a host's own beside the ones every ``InteractiveHost`` has (the session,
/// `run`, `list`, `show`): `swift run MyHost <name> <arguments>` runs it.
///
/// ```swift
/// HostToolCommand(name: "version", usage: "version    Print the app's version.") { _, terminal in
///     terminal.output("Books 1.0")
///     return 0
/// }
/// ```
public struct HostToolCommand {
    /// The word that starts it on the command line.
    public var name: String
    /// Its lines in `--help`, already indented and aligned as the host's own.
    public var usage: String
    /// Runs it with the arguments after its name, writing through the terminal (whose output
    /// is already made safe); returns the exit status.
    public var run: @MainActor ([String], HostTerminal) async -> Int32

    /// A command called `name`, described by `usage`, that `run` runs.
    public init(name: String, usage: String, run: @escaping @MainActor ([String], HostTerminal) async -> Int32) {
        self.name = name
        self.usage = usage
        self.run = run
    }
}
