import Foundation
import Presentation
import SnapshotHarness

/// An interactive host for your own apps and scenarios: with no arguments, a session that
/// offers the apps, opens one and takes commands (`tap`, `back`, `tab`, `type`, `scroll`,
/// `toggle`, `segment`, `set`, `wait`, `show wireframe`, `help`); `run <app> --script FILE`
/// runs the same commands from a file or a pipe; `list` and `show <scenario>` print the
/// catalog's scenarios. A whole `main.swift`:
///
/// ```swift
/// import Navigation
/// import StoryboardHost
///
/// let host = InteractiveHost(apps: [
///     HostedApp(id: "books", title: "Books", summary: "a list of books and their details") {
///         AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
///     },
/// ], catalog: try? BooksCatalog.make())
/// exit(await host.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
///
/// Everything it writes goes through ``TerminalText/safe(_:)``: no control character from a
/// script, an argument or a server reaches the terminal raw. Error lines are red when error
/// output is a terminal and `NO_COLOR` is not set (``ColorChoice``, `--color=auto|always|never`):
/// the only control characters it writes, besides the line editor's.
@MainActor
public struct InteractiveHost {
    /// The apps the session can open, in the order the picker lists them.
    public var apps: [HostedApp]
    /// The scenarios `list` and `show` print; nil when the host has none.
    public var catalog: ScenarioCatalog?
    /// How a user starts the host, for the usage text (`swift run BooksHost`).
    public var programName: String
    /// The first line of the session, above the app list.
    public var greeting: String
    /// Commands of the host's own, run by their name, listed in `--help`.
    public var commands: [HostToolCommand] = []
    /// More text for `--help`, after the commands (options the host's `main.swift` reads).
    public var usageNotes: String?
    /// What the apps' backends have in flight: `wait` shows it and Ctrl-C cancels it.
    public var pendingWork: PendingWork?
    /// Where it reads and writes.
    public var terminal: HostTerminal = .standard

    /// A host offering `apps`, and `catalog`'s scenarios to `list` and `show`.
    public init(apps: [HostedApp], catalog: ScenarioCatalog? = nil, programName: String = "swift run Host") {
        self.apps = apps
        self.catalog = catalog
        self.programName = programName
        greeting = "Open an app by number or name (`help` lists the commands):"
    }

    /// The text `--help` prints: the host's commands, then ``commands`` and ``usageNotes``.
    public var usage: String {
        var text = """
            Usage: \(programName) [command]

            With no command: an interactive session. Pick an app, then type commands
            (`help` lists them: tap, back, tab, type, scroll, toggle, segment, set, wait,
            show, apps, open, quit). `show wireframe` is 80 columns wide, or the
            terminal's width when it is wider (up to 161; COLUMNS sets it too).
            Standard input may be a pipe: the commands are read from it.

            Commands:
              open <app>                        The interactive session, starting in that
                                                app.
              run <app> [--script FILE]         Scripted mode: open an app and run the
                                                commands in FILE (or on standard input),
                                                printing each screen, with no prompt; stops
                                                with status 1 at the first error, naming
                                                its line.
                  [--trace DIR]                 Also write DIR/trace.html: each step's
                                                command, the screen after it and what
                                                changed (up to a failing step).
              serve [app] [--port N]            The apps as a web page on 127.0.0.1 (port
                                                8080 unless --port; 0 picks a free one):
                                                click, type, scroll; Ctrl-C stops it. The
                                                flags below set where it starts.
              --device iphone-4in               With the session, `open` or `run`: every
                                                screen on the 4-inch iPhone (320x568;
                                                iphone-3.5in, 320x480, is the default), or
                                                today's with iOS 17 chrome: iphone-se,
                                                iphone-15, iphone-16-pro-max.
              --appearance dark                 With the session, `open`, `run` and `show`:
                                                dynamic colors (an imported storyboard's
                                                system colors) in dark mode; fixed colors
                                                stay (light is the default).
              --text-size ax5                   With the session, `open`, `run` and `show`:
                                                fonts of a Dynamic Type text style at that
                                                size (extra-small ... accessibility-extra-
                                                extra-extra-large, or xs ... xxxl, ax1 ...
                                                ax5; large is the default); fixed fonts
                                                keep theirs.
              --locale pseudo                   With the session, `open`, `run` and `show`:
                                                the app's own strings pseudo-translated,
                                                accented and about 40% longer ("[Ëvéñţš
                                                one]"); data stays as it is; taps take the
                                                titles as shown or as the app has them (base
                                                is the default).
            """
        if catalog != nil {
            text += """

                  list                              List every scenario with its summary.
                  show <scenario> [--format text|wireframe|svg|audit|json]
                       [--device iphone-4in] [--locale pseudo] [--text-size ax5]
                       [--appearance dark]
                                                    Print one scenario's screen (on the 4-inch
                                                    iPhone, 320x568, with --device iphone-4in).
                """
        }
        for command in commands where !command.usage.isEmpty { text += "\n" + command.usage }
        text += "\n  --help                            Show this help."
        text += "\n  --color=auto|always|never         Red error lines: auto colours them when"
        text += "\n                                    standard error is a terminal and NO_COLOR"
        text += "\n                                    is not set."
        if let usageNotes { text += "\n\n" + usageNotes }
        return text
    }

    /// Runs `arguments` (without the program name) and returns the exit status: 0 when all
    /// went well, 1 when a script or a scenario failed, 2 for a command line it cannot run.
    public func run(arguments: [String]) async -> Int32 {
        var host = self
        let output = terminal.output, errorOutput = terminal.errorOutput
        host.terminal.output = { output(TerminalText.safe($0)) }
        host.terminal.errorOutput = { errorOutput(TerminalText.safe($0)) }
        var arguments = arguments
        let choice: ColorChoice
        do {
            choice = try ColorChoice.take(from: &arguments)
        } catch {
            host.terminal.errorOutput(error.description)
            return 2
        }
        if choice.colours(streamIsTerminal: terminal.errorOutputIsTerminal, environment: terminal.environment) {
            host.terminal.errorOutput = { errorOutput("\u{1B}[31m" + TerminalText.safe($0) + "\u{1B}[0m") }
        }
        return await host.dispatch(arguments)
    }

    private func dispatch(_ arguments: [String]) async -> Int32 {
        var arguments = arguments
        // `--device NAME` and `--locale NAME` before a command belong to it:
        // `--device iphone-4in --locale pseudo run todo`.
        var leading = 0
        while leading + 1 < arguments.count, ["--device", "--locale", "--text-size", "--appearance"].contains(arguments[leading]) { leading += 2 }
        if leading > 0, leading < arguments.count { arguments = Array(arguments[leading...] + arguments[..<leading]) }
        guard let command = arguments.first, !["--device", "--locale", "--text-size", "--appearance"].contains(command) else {
            guard let device = terminal.chosen(DeviceOption.parse(arguments)), let locale = terminal.chosen(LocaleOption.parse(arguments)),
                let textSize = terminal.chosen(TextSizeOption.parse(arguments)),
                let appearance = terminal.chosen(AppearanceOption.parse(arguments))
            else { return 2 }
            return await interactive(on: device, in: locale, at: textSize, appearance: appearance)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            terminal.output(usage)
            return 0
        case "run":
            guard let device = terminal.chosen(DeviceOption.parse(rest)), let locale = terminal.chosen(LocaleOption.parse(rest)),
                let textSize = terminal.chosen(TextSizeOption.parse(rest)),
                let appearance = terminal.chosen(AppearanceOption.parse(rest))
            else { return 2 }
            if let refusal = UnexpectedArguments.message(
                in: rest, positionals: 1, valueFlags: ["--script", "--trace", "--device", "--locale", "--text-size", "--appearance"],
                usage: "run <app> [--script FILE] [--trace DIR]")
            {
                terminal.errorOutput(refusal)
                return 2
            }
            let script = AppearanceOption.removing(from: TextSizeOption.removing(from: LocaleOption.removing(from: DeviceOption.removing(from: rest))))
            return await runScript(script, on: device, in: locale, at: textSize, appearance: appearance)
        case "open":
            guard let device = terminal.chosen(DeviceOption.parse(rest)), let locale = terminal.chosen(LocaleOption.parse(rest)),
                let textSize = terminal.chosen(TextSizeOption.parse(rest)),
                let appearance = terminal.chosen(AppearanceOption.parse(rest))
            else { return 2 }
            let rest = AppearanceOption.removing(from: TextSizeOption.removing(from: LocaleOption.removing(from: DeviceOption.removing(from: rest))))
            guard let app = rest.first, rest.count == 1 else {
                terminal.errorOutput("open needs one app: \(apps.map(\.id).joined(separator: ", ")).")
                return 2
            }
            return await interactive(opening: app, on: device, in: locale, at: textSize, appearance: appearance)
        case "serve":
            return await serve(rest)
        case "list" where catalog != nil:
            if let refusal = UnexpectedArguments.message(in: rest, positionals: 0, usage: "list") {
                terminal.errorOutput(refusal)
                return 2
            }
            ScenarioCommands(catalog: catalog, terminal: terminal, programName: programName).list()
            return 0
        case "show" where catalog != nil:
            return await ScenarioCommands(catalog: catalog, terminal: terminal, programName: programName).show(rest)
        default:
            if let tool = commands.first(where: { $0.name == command }) { return await tool.run(rest, terminal) }
            terminal.errorOutput("Unknown command \"\(TerminalText.echo(command))\".\n\n" + usage)
            return 2
        }
    }

    /// `serve [app] [--port N]`: the apps as a web page (``WebHost``) until Ctrl-C, starting
    /// on the session flags' device, locale, text size and appearance.
    private func serve(_ arguments: [String]) async -> Int32 {
        guard let device = terminal.chosen(DeviceOption.parse(arguments)), let locale = terminal.chosen(LocaleOption.parse(arguments)),
            let textSize = terminal.chosen(TextSizeOption.parse(arguments)),
            let appearance = terminal.chosen(AppearanceOption.parse(arguments))
        else { return 2 }
        let usage = "serve [app] [--port N]"
        if let refusal = UnexpectedArguments.message(
            in: arguments, positionals: 1, valueFlags: ["--port", "--device", "--locale", "--text-size", "--appearance"], usage: usage)
        {
            terminal.errorOutput(refusal)
            return 2
        }
        var rest = AppearanceOption.removing(from: TextSizeOption.removing(from: LocaleOption.removing(from: DeviceOption.removing(from: arguments))))
        var port: UInt16 = 8080
        if let index = rest.firstIndex(of: "--port") {
            guard rest.indices.contains(index + 1), let value = UInt16(rest[index + 1]) else {
                terminal.errorOutput("--port takes a port number from 0 to 65535 (0 picks a free one).")
                return 2
            }
            port = value
            rest.removeSubrange(index...(index + 1))
        }
        var host = WebHost(apps: apps, pending: pendingWork)
        if let app = rest.first {
            guard let found = apps.first(where: { $0.id == app.lowercased() || $0.title.lowercased() == app.lowercased() }) else {
                terminal.errorOutput("There is no app \"\(TerminalText.echo(app))\". Apps: \(apps.map(\.id).joined(separator: ", ")).")
                return 2
            }
            host.openingApp = found.id
        }
        host.device = device
        host.locale = locale
        host.textSize = textSize
        host.appearance = appearance
        let server: RunningWebHost
        do {
            server = try await host.start(port: port)
        } catch {
            terminal.errorOutput("\(error)")
            return 1
        }
        terminal.output(
            "Serving \(apps.count == 1 ? apps[0].title : "\(apps.count) apps") at \(server.url) (127.0.0.1 only). Open it in a browser; Ctrl-C stops the server."
        )
        await server.runUntilInterrupted()
        // On a terminal the Ctrl-C was echoed as "^C": end that line first.
        terminal.output(terminal.inputIsTerminal ? "\nStopped." : "Stopped.")
        return 0
    }

    /// The interactive session on `device` in `locale` (starting in the app `app` names, if given). On a terminal,
    /// lines are edited (``HostTerminal/editsLines``) and Ctrl-C is caught while it runs: during `wait`
    /// it cancels the pending work and the session goes on; at the prompt it says how to
    /// leave. Leaving restores Ctrl-C's usual meaning.
    private func interactive(opening app: String? = nil, on device: Device, in locale: DisplayLocale, at textSize: ContentSizeCategory, appearance: Appearance)
        async -> Int32
    {
        let writePrompt = terminal.promptOutput
        let interruption = terminal.inputIsTerminal ? pendingWork.map(WaitInterruption.init(requests:)) : nil
        let signal =
            terminal.inputIsTerminal
            ? InterruptSignal {
                // The terminal echoed "^C"; end that line before the screen or the hint.
                if interruption?.interrupt() == true {
                    writePrompt("\n")
                } else {
                    writePrompt("\n(Ctrl-C cancels pending requests while `wait` runs; type `quit` or press Ctrl-D to leave.)\n> ")
                }
            } : nil
        defer { signal?.stop() }
        let session = HostSession(apps: apps, pending: pendingWork, interruption: interruption)
        session.device = device
        session.wireframeColumns = { [columns = terminal.columns] in TerminalWidth.wireframeColumns(forTerminal: columns()) }
        session.locale = locale
        session.textSize = textSize
        session.appearance = appearance
        session.progress = terminal.output
        terminal.output(greeting + "\n" + session.appList)
        if let app {
            do {
                if case .text(let opened)? = try await session.handle(line: "open \(app)") { terminal.output(opened) }
            } catch {
                terminal.errorOutput(error.description)
                return 2
            }
        }
        // The editor puts the terminal in raw mode only while it reads a line, so Ctrl-C
        // during `wait` still reaches the InterruptSignal above.
        let editor = terminal.editsLines && terminal.inputIsTerminal ? LineEditor() : nil
        editor?.complete = { session.completions(for: $0) }
        let runner = LineRunner(
            session: session,
            output: terminal.output,
            errorOutput: terminal.errorOutput,
            stopsOnError: false,
            prompt: terminal.inputIsTerminal && editor == nil ? "> " : nil,
            promptOutput: writePrompt,
            sourceName: "standard input"
        )
        if let editor { return await runner.run { editor.readLine(prompt: "> ") } }
        return await runner.run(nextLine: terminal.readLine)
    }

    private func runScript(_ arguments: [String], on device: Device, in locale: DisplayLocale, at textSize: ContentSizeCategory, appearance: Appearance) async
        -> Int32
    {
        guard let appName = arguments.first, !appName.hasPrefix("-") else {
            terminal.errorOutput("run needs an app: \(apps.map(\.id).joined(separator: ", ")).")
            return 2
        }
        // The script is read first: a script that cannot be read opens no app.
        var sourceName = "standard input"
        var next: () -> String? = terminal.readLine
        if let index = arguments.firstIndex(of: "--script") {
            guard index + 1 < arguments.count else {
                terminal.errorOutput("--script needs a file.")
                return 2
            }
            let path = arguments[index + 1]
            let data: [UInt8]
            switch ScriptFile.contents(of: path) {
            case .success(let bytes): data = bytes
            case .failure(let error):
                terminal.errorOutput(error.description)
                return 2
            }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
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
        let session = HostSession(apps: apps, pending: pendingWork)
        session.device = device
        session.wireframeColumns = { [columns = terminal.columns] in TerminalWidth.wireframeColumns(forTerminal: columns()) }
        session.locale = locale
        session.textSize = textSize
        session.appearance = appearance
        session.progress = terminal.output
        let traceDirectory = arguments.firstIndex(of: "--trace").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        var trace = JourneyTrace(title: "run \(appName)" + (sourceName == "standard input" ? "" : " --script \(sourceName)"))
        do {
            guard case .text(let opened)? = try await session.handle(line: "open \(appName)") else { return 2 }
            terminal.output(opened)
            trace.steps.append(JourneyTrace.Step(command: "open \(appName)", screen: session.current.map(session.displayed)))
        } catch {
            terminal.errorOutput(error.description)
            return 2
        }
        var runner = LineRunner(
            session: session, output: terminal.output, errorOutput: terminal.errorOutput, stopsOnError: true, prompt: nil, sourceName: sourceName)
        runner.echoesCommands = true
        if traceDirectory != nil {
            runner.onStep = { line, error in
                trace.steps.append(JourneyTrace.Step(command: line, screen: session.current.map(session.displayed), error: error))
            }
        }
        let status = await runner.run(nextLine: next)
        if let traceDirectory {
            do {
                terminal.output("Trace: " + (try trace.write(to: traceDirectory)))
            } catch {
                terminal.errorOutput(error.description)
                return status == 0 ? 1 : status
            }
        }
        return status
    }
}
