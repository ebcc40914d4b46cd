import Foundation
import Presentation
import SeedApps
import SeedCatalog
import SnapshotHarness
import StoryboardHost

/// The demo host's command line: StoryboardHost's ``InteractiveHost`` (the session, `run`,
/// `list`, `show`) on the seed apps and their catalog, with the backend flags and the demo
/// host's own commands (`audit`, `webpage`, `snapshots orphans|prune|review|report`, `storyboard check|show|diff`).
@MainActor
struct CommandLineTool {
    /// Where text goes.
    var output: (String) -> Void
    /// Where errors go.
    var errorOutput: (String) -> Void
    /// Writes a prompt as it is.
    var promptOutput: @Sendable (String) -> Void = { prompt in FileHandle.standardOutput.write(Data(prompt.utf8)) }
    /// Reads the next line of standard input, nil at its end.
    var readLine: () -> String? = { Swift.readLine(strippingNewline: true) }
    /// Whether standard input is a terminal (then the session prompts).
    var inputIsTerminal: Bool = isatty(STDIN_FILENO) == 1
    /// Whether the session edits lines on the terminal (``HostTerminal/editsLines``); the
    /// program sets it, tests do not.
    var editsLines = false
    /// Whether error output is a terminal (then, by default, error lines are red); the
    /// program sets it, tests do not.
    var errorOutputIsTerminal = false
    /// The terminal's width, for `show wireframe` (``HostTerminal/columns``); the program
    /// sets it, tests do not.
    var terminalColumns: () -> Int? = { nil }
    /// The environment (for NO_COLOR and the backend keys).
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The apps the session can open.
    var apps: [HostedApp] = DemoApps.all
    /// The requests the real backends have in flight: `wait` shows them, Ctrl-C cancels them.
    var pending = PendingRequests()

    /// The demo host's own commands, in `--help`.
    static let toolUsage = """
          webpage <scenario> [--html]       Every line of the scenario's web view as
                                            laid out, with its position and the page
                                            height (--html: the HTML it shows).
          webpage --file PAGE.html [--width POINTS]
                                            The same for an HTML file (300 points wide
                                            unless --width), laid out as a UIWebView
                                            lays it out.
          snapshots orphans [--snapshots DIR]
                                            List reference files no scenario claims.
          snapshots prune [--snapshots DIR]
                                            Delete those files (only .txt and .svg files
                                            inside a __Snapshots__ folder; never through
                                            a symbolic link).
          snapshots review [PATH-PREFIX...] [--snapshots DIR]
                                            Show each reference the code no longer
                                            prints as it is, and write only the ones
                                            you accept (y/n/q).
          snapshots report [--out DIR] [--base REF] [--snapshots DIR]
                                            A review page (report.html) and a pull-
                                            request summary (report.md) of the changed,
                                            new and orphaned references; --base: the
                                            references against git revision REF.
          storyboard check FILE... [--sources PATH...]
                                            Check Interface Builder storyboards; status
                                            1 on an error (`storyboard --help` says
                                            more).
          storyboard show FILE [--scene NAME]
                    [--format text|wireframe|svg|audit|json]
                                            Print a storyboard's graph and scenes for
                                            review.
          storyboard diff OLD NEW           The unified diff of two storyboards as
                                            printed.
          storyboard open FILE              The storyboard as an app with no code, in
                                            the interactive session.
          storyboard run FILE [--script FILE]
                                            The same, scripted.
          storyboard serve FILE [--port N]  The same as a web page (`serve` above).
        """

    /// The backend flags, in `--help`.
    static let backendUsage = """
        Real backends (the session and `run`; without them the apps use embedded data):
          --todo-service URL                The todo app's Mobile Service, e.g.
                                            https://example.azure-mobile.net
          --todo-key KEY                    Its application key (or
                                            TODO_APPLICATION_KEY).
          --storage-account NAME            SpeakEasy's storage account: tables Events
                                            and Speakers, photos in the container
                                            photos.
          --storage-key KEY                 The account key, Shared Key (or
                                            AZURE_STORAGE_KEY).
          --storage-sas TOKEN               Or an account SAS token (or
                                            AZURE_STORAGE_SAS).
          --storage-endpoint URL            Tables and blobs at URL, path style, e.g.
                                            the emulator's
                                            http://127.0.0.1:10002/devstoreaccount1
          --blob-endpoint URL               Blobs at another URL than the tables.
        Prefer the environment variables for keys: command lines are visible to others.
        """

    /// Runs `arguments` (without the program name) and returns the exit status. Backend
    /// flags (``BackendOptions``) may appear anywhere; they switch the apps to real services.
    func run(_ arguments: [String]) async -> Int32 {
        let parsed: (options: BackendOptions, remaining: [String])
        do {
            parsed = try BackendOptions.parse(arguments, environment: environment)
        } catch {
            errorOutput(TerminalText.safe(error.description))
            return 2
        }
        var tool = self
        if !parsed.options.isEmbedded { tool.apps = DemoApps.all(backends: parsed.options, pending: pending) }
        let catalog: ScenarioCatalog
        do {
            catalog = try DemoCatalog.make()
        } catch {
            errorOutput(TerminalText.safe("The scenario catalog is invalid: \(error)"))
            return 1
        }
        return await tool.host(catalog: catalog).run(arguments: parsed.remaining)
    }

    /// The interactive host on ``apps`` and `catalog`, with the demo host's commands.
    private func host(catalog: ScenarioCatalog) -> InteractiveHost {
        var host = InteractiveHost(apps: apps, catalog: catalog, programName: "swift run DemoHost")
        host.greeting =
            "DemoHost: the three seed apps (each says where its data comes from)\nand a sample of controls.\n"
            + "Open an app by number or name (`help` lists the commands):"
        host.pendingWork = .requests(pending)
        host.usageNotes = Self.backendUsage
        host.terminal = HostTerminal(
            output: output, errorOutput: errorOutput, promptOutput: promptOutput, readLine: readLine,
            inputIsTerminal: inputIsTerminal, environment: environment)
        host.terminal.editsLines = editsLines
        host.terminal.errorOutputIsTerminal = errorOutputIsTerminal
        host.terminal.columns = terminalColumns
        host.commands = [
            HostToolCommand(name: "audit", usage: AuditCommand.usage) { arguments, terminal in
                await AuditCommand(output: terminal.output, errorOutput: terminal.errorOutput).run(arguments, catalog: catalog)
            },
            HostToolCommand(name: "webpage", usage: "") { arguments, terminal in
                await Self.webPage(arguments, catalog: catalog, terminal: terminal)
            },
            HostToolCommand(name: "snapshots", usage: "") { arguments, terminal in
                await SnapshotsCommand(catalog: catalog, terminal: terminal).run(arguments)
            },
            HostToolCommand(name: "storyboard", usage: Self.toolUsage) { arguments, terminal in
                if ["open", "run", "serve"].contains(arguments.first) { return await StoryboardAppCommand.run(arguments, terminal: terminal) }
                return StoryboardCommand(output: terminal.output, errorOutput: terminal.errorOutput).run(arguments)
            },
        ]
        return host
    }

    private static func webPage(_ arguments: [String], catalog: ScenarioCatalog, terminal: HostTerminal) async -> Int32 {
        let command: WebPageCommand
        do {
            command = try WebPageCommand(arguments: arguments)
        } catch {
            terminal.errorOutput(error.message)
            return 2
        }
        switch command.source {
        case .file(let path, let width):
            guard let data = FileManager.default.contents(atPath: path) else {
                terminal.errorOutput("Cannot read the HTML file \(path).")
                return 2
            }
            terminal.output(WebPageCommand.describe(html: String(decoding: data, as: UTF8.self), font: .times(16), width: width))
            return 0
        case .scenario(let name):
            guard let scenario = catalog.scenario(named: name) else {
                terminal.errorOutput("No scenario named \"\(name)\"; `swift run DemoHost list` lists them.")
                return 2
            }
            let produced: ScenarioOutput
            do {
                produced = try await scenario.produce()
            } catch {
                terminal.errorOutput("Scenario \(name) failed: \(error)")
                return 1
            }
            guard case .screen(let screen) = produced, let found = WebPageCommand.firstWebView(in: screen.content) else {
                terminal.errorOutput("Scenario \(name) shows no web view.")
                return 2
            }
            terminal.output(
                command.printsHTML ? found.webView.html : WebPageCommand.describe(html: found.webView.html, font: found.webView.font, width: found.width))
            return 0
        }
    }
}
