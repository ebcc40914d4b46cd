import Foundation
import Presentation
import SeedApps
import SnapshotHarness

/// The demo host's command line: the interactive session (no arguments), `run`, `list`,
/// `show`, `audit`, `snapshots orphans|prune`, `webpage`, `storyboard check|show|diff` and `--help`.
@MainActor
struct CommandLineTool {
    /// Where text goes.
    var output: (String) -> Void
    /// Where errors go.
    var errorOutput: (String) -> Void
    /// Reads the next line of standard input, nil at its end.
    var readLine: () -> String? = { Swift.readLine(strippingNewline: true) }
    /// Whether standard input is a terminal (then the session prompts).
    var inputIsTerminal: Bool = isatty(STDIN_FILENO) == 1
    /// The environment (for NO_COLOR and the backend keys).
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The apps the session can open.
    var apps: [DemoApp] = DemoApps.all
    /// The requests the real backends have in flight: `wait` shows them, Ctrl-C cancels them.
    var pending = PendingRequests()

    static let usage = """
    Usage: swift run DemoHost [command]

    With no command: an interactive session. Pick an app, then type commands
    (`help` lists them: tap, back, tab, type, scroll, toggle, segment, set, wait, show,
    apps, open, quit).
    Standard input may be a pipe: the commands are read from it.

    Commands:
      run <app> [--script FILE]         Open an app and run the commands in FILE (or on
                                        standard input), printing each screen; stops with
                                        status 1 at the first error, naming its line.
      list                              List every scenario with its summary.
      show <scenario> [--format text|wireframe|svg] [--device iphone-4in]
                                        Print one scenario's screen (on the 4-inch iPhone,
                                        320x568, with --device iphone-4in).
    \(AuditCommand.usage)
      webpage <scenario> [--html]       Every line of the scenario's web view as laid out,
                                        with its position and the page height (--html:
                                        the HTML it shows).
      webpage --file PAGE.html [--width POINTS]
                                        The same for an HTML file (300 points wide unless
                                        --width), laid out as a UIWebView lays it out.
      snapshots orphans [--snapshots DIR]
                                        List reference files no scenario claims.
      snapshots prune [--snapshots DIR] Delete those files (only .txt and .svg files inside
                                        a __Snapshots__ folder; never through a symbolic link).
      storyboard check FILE... [--sources PATH...]
                                        Check Interface Builder storyboards; status 1 on
                                        an error (`storyboard --help` says more).
      storyboard show FILE [--scene NAME] [--format text|wireframe|svg]
                                        Print a storyboard's graph and scenes for review.
      storyboard diff OLD NEW           The unified diff of two storyboards as printed.
      --help                            Show this help.

    Real backends (the session and `run`; without them the apps use embedded data):
      --todo-service URL                The todo app's Mobile Service, e.g.
                                        https://example.azure-mobile.net
      --todo-key KEY                    Its application key (or TODO_APPLICATION_KEY).
      --storage-account NAME            SpeakEasy's storage account: tables Events and
                                        Speakers, photos in the container photos.
      --storage-key KEY                 The account key, Shared Key (or AZURE_STORAGE_KEY).
      --storage-sas TOKEN               Or an account SAS token (or AZURE_STORAGE_SAS).
      --storage-endpoint URL            Tables and blobs at URL, path style, e.g. the
                                        emulator's http://127.0.0.1:10002/devstoreaccount1
      --blob-endpoint URL               Blobs at another URL than the tables.
    Prefer the environment variables for keys: command lines are visible to others.
    """

    /// Runs `arguments` (without the program name) and returns the exit status. Backend
    /// flags (``BackendOptions``) may appear anywhere; they switch the apps to real services.
    ///
    /// Everything written goes through ``TerminalText/safe(_:)``: no control character from a
    /// script, an argument or a server reaches the terminal raw. In the interactive session on
    /// a terminal (without `NO_COLOR`) error lines are red; the colour codes are the only
    /// control characters the tool writes.
    func run(_ arguments: [String]) async -> Int32 {
        var tool = self
        let output = self.output, errorOutput = self.errorOutput
        tool.output = { output(TerminalText.safe($0)) }
        tool.errorOutput = { errorOutput(TerminalText.safe($0)) }
        let parsed: (options: BackendOptions, remaining: [String])
        do {
            parsed = try BackendOptions.parse(arguments, environment: environment)
        } catch {
            tool.errorOutput(error.description)
            return 2
        }
        if parsed.remaining.isEmpty && inputIsTerminal && environment["NO_COLOR"] == nil {
            tool.errorOutput = { errorOutput("\u{1B}[31m" + TerminalText.safe($0) + "\u{1B}[0m") }
        }
        if !parsed.options.isEmbedded { tool.apps = DemoApps.all(backends: parsed.options, pending: pending) }
        return await tool.dispatch(parsed.remaining)
    }

    private func dispatch(_ arguments: [String]) async -> Int32 {
        let catalog: ScenarioCatalog
        do {
            catalog = try DemoCatalog.make()
        } catch {
            errorOutput("The scenario catalog is invalid: \(error)")
            return 1
        }
        guard let command = arguments.first else {
            return await interactive()
        }
        switch command {
        case "--help", "-h", "help":
            output(CommandLineTool.usage)
            return 0
        case "run":
            return await runScript(Array(arguments.dropFirst()))
        case "list":
            listScenarios(catalog)
            return 0
        case "show":
            return await show(Array(arguments.dropFirst()), catalog: catalog)
        case "snapshots":
            return snapshots(Array(arguments.dropFirst()), catalog: catalog)
        case "storyboard":
            return StoryboardCommand(output: output, errorOutput: errorOutput).run(Array(arguments.dropFirst()))
        case "webpage":
            return await webPage(Array(arguments.dropFirst()), catalog: catalog)
        case "audit":
            return await AuditCommand(output: output, errorOutput: errorOutput).run(Array(arguments.dropFirst()), catalog: catalog)
        default:
            errorOutput("Unknown command \"\(TerminalText.echo(command))\".\n\n" + CommandLineTool.usage)
            return 2
        }
    }

    /// The interactive session. On a terminal, Ctrl-C is caught while it runs: during `wait`
    /// it cancels the pending requests and the session goes on; at the prompt it says how to
    /// leave. Leaving restores Ctrl-C's usual meaning.
    private func interactive() async -> Int32 {
        let writePrompt: @Sendable (String) -> Void = { prompt in FileHandle.standardOutput.write(Data(prompt.utf8)) }
        let interruption = inputIsTerminal ? WaitInterruption(requests: pending) : nil
        let signal = interruption.map { interruption in
            InterruptSignal {
                // The terminal echoed "^C"; end that line before the screen or the hint.
                if interruption.interrupt() {
                    writePrompt("\n")
                } else {
                    writePrompt("\n(Ctrl-C cancels pending requests while `wait` runs; type `quit` or press Ctrl-D to leave.)\n> ")
                }
            }
        }
        defer { signal?.stop() }
        let session = DemoSession(apps: apps, pending: pending, interruption: interruption)
        session.progress = output
        output("DemoHost: the three seed apps (each says where its data comes from) and a sample of controls.\nOpen an app by number or name (`help` lists the commands):\n" + session.appList)
        let runner = LineRunner(
            session: session,
            output: output,
            errorOutput: errorOutput,
            stopsOnError: false,
            prompt: inputIsTerminal ? "> " : nil,
            promptOutput: writePrompt,
            sourceName: "standard input"
        )
        return await runner.run(nextLine: readLine)
    }

    private func runScript(_ arguments: [String]) async -> Int32 {
        guard let appName = arguments.first, !appName.hasPrefix("-") else {
            errorOutput("run needs an app: \(apps.map(\.id).joined(separator: ", ")).")
            return 2
        }
        let session = DemoSession(apps: apps, pending: pending)
        session.progress = output
        do {
            guard case .text(let opened)? = try await session.handle(line: "open \(appName)") else { return 2 }
            output(opened)
        } catch {
            errorOutput(error.description)
            return 2
        }
        var lines: [String] = []
        var sourceName = "standard input"
        var next: () -> String? = readLine
        if let index = arguments.firstIndex(of: "--script") {
            guard index + 1 < arguments.count else {
                errorOutput("--script needs a file.")
                return 2
            }
            let path = arguments[index + 1]
            guard let data = FileManager.default.contents(atPath: path) else {
                errorOutput("Cannot read the script \(TerminalText.echo(path)).")
                return 2
            }
            lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
            }
            sourceName = path
            var position = 0
            next = {
                guard position < lines.count else { return nil }
                defer { position += 1 }
                return lines[position]
            }
        }
        let runner = LineRunner(session: session, output: output, errorOutput: errorOutput, stopsOnError: true, prompt: nil, sourceName: sourceName)
        return await runner.run(nextLine: next)
    }

    private func listScenarios(_ catalog: ScenarioCatalog) {
        let width = catalog.scenarios.map { $0.name.rawValue.count }.max() ?? 0
        for scenario in catalog.scenarios {
            let padded = scenario.name.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            output("\(padded)  \(scenario.summary)")
        }
    }

    private func show(_ arguments: [String], catalog: ScenarioCatalog) async -> Int32 {
        guard let name = arguments.first else {
            errorOutput("show needs a scenario name; `swift run DemoHost list` lists them.")
            return 2
        }
        guard let scenario = catalog.scenario(named: name) else {
            errorOutput("No scenario named \"\(TerminalText.echo(name))\"; `swift run DemoHost list` lists them.")
            return 2
        }
        var format = ScreenFormat.text
        if let index = arguments.firstIndex(of: "--format") {
            guard index + 1 < arguments.count, let chosen = ScreenFormat(rawValue: arguments[index + 1]) else {
                errorOutput("--format takes one of: \(ScreenFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
                return 2
            }
            format = chosen
        }
        let device: Device
        switch DeviceOption.parse(arguments) {
        case .success(let chosen): device = chosen
        case .failure(let error):
            errorOutput(error.message)
            return 2
        }
        do {
            switch try await scenario.produce() {
            case .screen(let screen):
                output(format.render(screen.laidOut(on: device)))
            case .text(let text):
                guard format == .text else {
                    errorOutput(ScenarioError.noPicture(scenario.name).description)
                    return 2
                }
                output(text)
            }
            return 0
        } catch {
            errorOutput("Scenario \(name) failed: \(error)")
            return 1
        }
    }

    private func webPage(_ arguments: [String], catalog: ScenarioCatalog) async -> Int32 {
        let command: WebPageCommand
        do {
            command = try WebPageCommand(arguments: arguments)
        } catch {
            errorOutput(error.message)
            return 2
        }
        switch command.source {
        case .file(let path, let width):
            guard let data = FileManager.default.contents(atPath: path) else {
                errorOutput("Cannot read the HTML file \(path).")
                return 2
            }
            output(WebPageCommand.describe(html: String(decoding: data, as: UTF8.self), font: .times(16), width: width))
            return 0
        case .scenario(let name):
            guard let scenario = catalog.scenario(named: name) else {
                errorOutput("No scenario named \"\(name)\"; `swift run DemoHost list` lists them.")
                return 2
            }
            let produced: ScenarioOutput
            do {
                produced = try await scenario.produce()
            } catch {
                errorOutput("Scenario \(name) failed: \(error)")
                return 1
            }
            guard case .screen(let screen) = produced, let found = WebPageCommand.firstWebView(in: screen.content) else {
                errorOutput("Scenario \(name) shows no web view.")
                return 2
            }
            output(command.printsHTML ? found.webView.html : WebPageCommand.describe(html: found.webView.html, font: found.webView.font, width: found.width))
            return 0
        }
    }

    private func snapshots(_ arguments: [String], catalog: ScenarioCatalog) -> Int32 {
        var explicit: String?
        if let index = arguments.firstIndex(of: "--snapshots") {
            guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                errorOutput("--snapshots needs a folder: the package's __Snapshots__ (or a folder inside it).")
                return 2
            }
            explicit = arguments[index + 1]
        }
        guard let directory = SnapshotDirectory.locate(explicit: explicit) else {
            errorOutput("Cannot find __Snapshots__: run from the package folder or pass --snapshots DIR.")
            return 2
        }
        let orphans = SnapshotOrphans(directory: directory)
        let untouched = orphans.untouchedFiles()
        let untouchedNote = untouched.isEmpty ? "" : "\nNot reference files, never deleted:\n" + Self.indented(untouched)
        // What the catalog claims, and what plain assertions of the package's tests own.
        let package = SnapshotPackage(root: (directory as NSString).deletingLastPathComponent)
        let claims = SnapshotClaims.scanning(testsDirectory: package.testsDirectory, catalogs: [catalog])
        switch arguments.first {
        case "orphans":
            let list = orphans.list(claims: claims)
            output((list.isEmpty ? "No orphaned snapshots in \(directory)." : "Orphaned snapshots in \(directory):\n" + Self.indented(list))
                + untouchedNote)
            return 0
        case "prune":
            do {
                let removed = try orphans.remove(claims: claims)
                output((removed.isEmpty ? "No orphaned snapshots in \(directory)." : "Removed from \(directory):\n" + Self.indented(removed))
                    + untouchedNote)
                return 0
            } catch {
                errorOutput(error.description)
                if case .notASnapshotFolder = error { return 2 }
                return 1
            }
        default:
            errorOutput("snapshots takes `orphans` or `prune`.")
            return 2
        }
    }

    private static func indented(_ paths: [String]) -> String {
        paths.map { "  " + $0 }.joined(separator: "\n")
    }
}
