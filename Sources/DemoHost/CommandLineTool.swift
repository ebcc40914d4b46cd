import Foundation
import Presentation
import SeedApps
import SeedCatalog
import SnapshotHarness
import StoryboardHost

/// The demo host's command line: StoryboardHost's ``InteractiveHost`` (the session, `run`,
/// `list`, `show`) on the seed apps and their catalog, with the backend flags and the demo
/// host's own commands (`audit`, `webpage`, `snapshots orphans|prune`, `storyboard check|show|diff`).
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
        host.greeting = "DemoHost: the three seed apps (each says where its data comes from)\nand a sample of controls.\n"
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
                Self.snapshots(arguments, catalog: catalog, terminal: terminal)
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
            terminal.output(command.printsHTML ? found.webView.html : WebPageCommand.describe(html: found.webView.html, font: found.webView.font, width: found.width))
            return 0
        }
    }

    private static func snapshots(_ arguments: [String], catalog: ScenarioCatalog, terminal: HostTerminal) -> Int32 {
        let usage = "snapshots orphans|prune [--snapshots DIR]"
        guard let verb = arguments.first, ["orphans", "prune"].contains(verb) else {
            terminal.errorOutput("snapshots takes `orphans` or `prune`. Usage: \(usage)")
            return 2
        }
        if let refusal = UnexpectedArguments.message(in: arguments, positionals: 1, valueFlags: ["--snapshots"], usage: usage) {
            terminal.errorOutput(refusal)
            return 2
        }
        let folder: SnapshotFolder
        switch snapshotFolder(arguments) {
        case .success(let found): folder = found
        case .failure(let problem):
            // A package without references yet is no error: it is said on standard output.
            problem.status == 0 ? terminal.output(problem.message) : terminal.errorOutput(problem.message)
            return problem.status
        }
        let orphans = SnapshotOrphans(directory: folder.path)
        let directory = folder.path == folder.resolvedPath ? folder.path : "\(folder.path) (\(folder.resolvedPath))"
        let untouched = orphans.untouchedFiles()
        let untouchedNote = untouched.isEmpty ? "" : "\nNot reference files, never deleted:\n" + Self.indented(untouched)
        // What the catalog claims, and what plain assertions of the package's tests own.
        let package = folder.package ?? SnapshotPackage(root: folder.resolvedPath)
        let claims = SnapshotClaims.scanning(testsDirectory: package.testsDirectory, catalogs: [catalog])
        let undecided = orphans.undecided(claims: claims)
        let undecidedNote = undecided.isEmpty ? "" : "\nKept: named like a test's own references, but there is no "
            + "\(package.testsDirectory) folder to tell whether their tests still exist:\n" + Self.indented(undecided)
        if verb == "orphans" {
            let list = orphans.list(claims: claims)
            terminal.output((list.isEmpty ? "No orphaned snapshots in \(directory)." : "Orphaned snapshots in \(directory):\n" + Self.indented(list))
                + undecidedNote + untouchedNote)
            return 0
        }
        do {
            let removed = try orphans.remove(claims: claims)
            terminal.output((removed.isEmpty ? "No orphaned snapshots in \(directory)." : "Removed from \(directory):\n" + Self.indented(removed))
                + undecidedNote + untouchedNote)
            return 0
        } catch {
            terminal.errorOutput(error.description)
            if case .notASnapshotFolder = error { return 2 }
            return 1
        }
    }

    /// Why the snapshot commands have no folder to look in, and their exit status.
    private struct SnapshotFolderProblem: Error {
        var message: String
        var status: Int32
    }

    /// The folder `--snapshots DIR` names (which must exist), else the `__Snapshots__` of the
    /// package the current folder is in.
    private static func snapshotFolder(_ arguments: [String]) -> Result<SnapshotFolder, SnapshotFolderProblem> {
        if let index = arguments.firstIndex(of: "--snapshots") {
            guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                return .failure(SnapshotFolderProblem(
                    message: "--snapshots needs a folder: the package's __Snapshots__ (or a folder inside it).", status: 2))
            }
            let folder = SnapshotFolder(arguments[index + 1])
            guard folder.exists else {
                return .failure(SnapshotFolderProblem(
                    message: "There is no folder \(folder.path). Pass the package's __Snapshots__ (or a folder inside it) to --snapshots.",
                    status: 2))
            }
            return .success(folder)
        }
        guard let package = SnapshotPackage.enclosing(folder: FileManager.default.currentDirectoryPath) else {
            return .failure(SnapshotFolderProblem(
                message: "Cannot find __Snapshots__: no Package.swift here or above. Run from the package folder or pass --snapshots DIR.",
                status: 2))
        }
        let folder = SnapshotFolder(package.snapshotDirectory)
        guard folder.exists else {
            return .failure(SnapshotFolderProblem(
                message: "The package at \(package.root) has no __Snapshots__ folder yet, so it has no references to check.", status: 0))
        }
        return .success(folder)
    }

    private static func indented(_ paths: [String]) -> String {
        paths.map { "  " + $0 }.joined(separator: "\n")
    }
}
