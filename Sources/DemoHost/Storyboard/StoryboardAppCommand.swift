import Navigation
import StoryboardHost
import StoryboardImport

/// `storyboard open FILE` and `storyboard run FILE [--script FILE]`: the file as an app with
/// no Swift (``ImportedApp``), in the interactive session or in scripted mode, as `open` and
/// `run` are for the built-in apps. The session's flags (`--device`, `--locale`, `--text-size`,
/// `--appearance`, `--color`) work as for them; without `--device`, a file drawn on a phone
/// the package has (the iPhone SE's 375x667, the iPhone 15's 393x852 ...) opens on it.
enum StoryboardAppCommand {
    static let usage = """
        Usage: swift run DemoHost storyboard open FILE [--scene NAME] [--assets PATH]
               swift run DemoHost storyboard run FILE [--scene NAME] [--assets PATH] [--script FILE]
               swift run DemoHost storyboard serve FILE [--scene NAME] [--assets PATH] [--port N]

          open    The storyboard as an app in the interactive session: tap cells, bar
                  buttons and buttons to follow the file's segues, set its controls,
                  go back; `help` lists the commands.
          serve   The same as a web page on 127.0.0.1 (port 8080 unless --port N):
                  click, type and scroll in a browser; Ctrl-C stops it.
          run     The same, scripted: the commands from --script FILE (or standard
                  input), each screen printed; status 1 at the first error.

          --scene NAME  Start at this scene (its name or storyboard identifier), as code
                        that loads it does. A file without an initial view controller
                        starts at its first scene with a storyboard identifier.
          --device NAME The phone (iphone-3.5in, iphone-4in, iphone-se, iphone-15,
                        iphone-16-pro-max); by default the one the file was drawn on when
                        the package has it, the smallest that holds another phone
                        canvas (414x896 ...), else the 3.5-inch one.
          --assets PATH The app's asset catalog (Assets.xcassets): named colors take its
                        light and dark values (--appearance dark shows the dark ones).
        """

    /// Runs `arguments` (after `storyboard`, starting with `open` or `run`) in `terminal`.
    @MainActor
    static func run(_ arguments: [String], terminal: HostTerminal) async -> Int32 {
        guard let verb = arguments.first, let file = arguments.dropFirst().first, !file.hasPrefix("--") else {
            terminal.errorOutput("\(arguments.first ?? "open") needs a storyboard FILE.\n\n" + usage)
            return 2
        }
        var rest = Array(arguments.dropFirst(2))
        var sceneName: String?
        if let index = rest.firstIndex(of: "--scene") {
            guard rest.indices.contains(index + 1), !rest[index + 1].hasPrefix("--") else {
                terminal.errorOutput("--scene needs a scene's name or storyboard identifier.\n\n" + usage)
                return 2
            }
            sceneName = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        }
        let catalog: AssetCatalogColors
        switch AssetsOption.read(rest, warn: { terminal.errorOutput($0) }) {
        case .success(let read): catalog = read
        case .failure(let error):
            terminal.errorOutput(error.message + "\n\n" + usage)
            return 2
        }
        rest = AssetsOption.removing(from: rest)
        let imported: ImportedStoryboard
        do {
            imported = try StoryboardImporter(assetColors: catalog).importFile(atPath: file)
        } catch {
            terminal.errorOutput(TerminalText.safe(StoryboardCommand.describe(error, file: file)))
            return 1
        }
        let start: SceneID
        switch startScene(of: imported, named: sceneName) {
        case .success(let scene): start = scene
        case .failure(let error):
            terminal.errorOutput(TerminalText.safe("\(file): " + error.message))
            return 2
        }
        if sceneName == nil, start != imported.storyboard.initialScene {
            terminal.output(
                "\(file) has no initial view controller: starting at \(start), as code that loads it by its storyboard identifier does (--scene NAME starts at another)."
            )
        }
        // A file drawn on a phone the package has opens on that phone, unless --device says.
        // (The start scene is often a navigation controller, which has no view: the first
        // scene with one says.)
        let drawnOn = ([imported.scene(start)].compactMap { $0 } + imported.scenes).lazy.compactMap(StoryboardCanvas.device(drawnOn:)).first
        if !rest.contains("--device"), let drawnOn {
            rest += ["--device", drawnOn.rawValue]
        }
        let name = appName(of: file)
        let app = HostedApp(id: name, title: name, summary: "\(StoryboardCommand.counted(imported.scenes.count, "scene")) from \(file), with no code") {
            AppDriver(app: ImportedApp(imported, name: name, startingAt: start), runner: ImportedApp.NoEffects())
        }
        var host = InteractiveHost(apps: [app], programName: "swift run DemoHost storyboard")
        host.terminal = terminal
        // The demo host already made `terminal` safe and coloured its errors as `--color` says:
        // colouring them again would print the first colour's escape as text.
        host.terminal.errorOutputIsTerminal = false
        return await host.run(arguments: [verb, name] + rest)

    }

    /// The scene an app of `imported` starts at: the one `name` names, else the file's own start
    /// (``ImportedStoryboard/startScene``); a sentence saying what the file has when there is none.
    static func startScene(of imported: ImportedStoryboard, named name: String?) -> Result<SceneID, StartSceneError> {
        let candidates = imported.scenes.map { scene in
            scene.scene.storyboardIdentifier.map { "\(scene.id) (storyboard identifier \($0))" } ?? scene.id.rawValue
        }.joined(separator: ", ")
        if let name {
            guard let scene = imported.scene(named: name) else {
                return .failure(StartSceneError(message: "no scene is named \"\(name)\" or has that storyboard identifier. Its scenes: \(candidates)."))
            }
            return .success(scene.id)
        }
        guard let start = imported.startScene else {
            return .failure(
                StartSceneError(
                    message:
                        "the file has no initial view controller and no scene with a storyboard identifier; start at one with --scene NAME. Its scenes: \(candidates)."
                ))
        }
        return .success(start)
    }

    /// Why an app cannot start: one sentence.
    struct StartSceneError: Error {
        let message: String
    }

    /// The file's name without its folder and extension (`Main_iPhone`), spaces made dashes so
    /// a command can name it.
    static func appName(of path: String) -> String {
        let name = StoryboardLibrary.name(of: path).map { $0 == " " ? "-" : $0 }
        return name.isEmpty ? "storyboard" : String(name)
    }
}
