import Navigation
import StoryboardHost
import StoryboardImport

/// `storyboard open FILE` and `storyboard run FILE [--script FILE]`: the file as an app with
/// no Swift (``ImportedApp``), in the interactive session or in scripted mode, as `open` and
/// `run` are for the built-in apps. The session's flags (`--device`, `--locale`, `--color`)
/// work as for them.
enum StoryboardAppCommand {
    static let usage = """
    Usage: swift run DemoHost storyboard open FILE
           swift run DemoHost storyboard run FILE [--script FILE]

      open    The storyboard as an app in the interactive session: tap cells, bar
              buttons and buttons to follow the file's segues, set its controls,
              go back; `help` lists the commands.
      run     The same, scripted: the commands from --script FILE (or standard
              input), each screen printed; status 1 at the first error.
    """

    /// Runs `arguments` (after `storyboard`, starting with `open` or `run`) in `terminal`.
    @MainActor
    static func run(_ arguments: [String], terminal: HostTerminal) async -> Int32 {
        guard let verb = arguments.first, let file = arguments.dropFirst().first, !file.hasPrefix("--") else {
            terminal.errorOutput("\(arguments.first ?? "open") needs a storyboard FILE.\n\n" + usage)
            return 2
        }
        let imported: ImportedStoryboard
        do {
            imported = try StoryboardImporter().importFile(atPath: file)
        } catch {
            terminal.errorOutput(TerminalText.safe(StoryboardCommand.describe(error, file: file)))
            return 1
        }
        let name = appName(of: file)
        let app = HostedApp(id: name, title: name, summary: "\(StoryboardCommand.counted(imported.scenes.count, "scene")) from \(file), with no code") {
            AppDriver(app: ImportedApp(imported, name: name), runner: ImportedApp.NoEffects())
        }
        var host = InteractiveHost(apps: [app], programName: "swift run DemoHost storyboard")
        host.terminal = terminal
        // The demo host already made `terminal` safe and coloured its errors as `--color` says:
        // colouring them again would print the first colour's escape as text.
        host.terminal.errorOutputIsTerminal = false
        return await host.run(arguments: [verb, name] + arguments.dropFirst(2))
    }

    /// The file's name without its folder and extension (`Main_iPhone`), spaces made dashes so
    /// a command can name it.
    static func appName(of path: String) -> String {
        let name = StoryboardLibrary.name(of: path).map { $0 == " " ? "-" : $0 }
        return name.isEmpty ? "storyboard" : String(name)
    }
}
