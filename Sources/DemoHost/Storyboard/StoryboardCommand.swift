import SnapshotHarness
import StoryboardImport
import TextDiff
import Foundation
import Navigation
import Presentation
import StoryboardHost

/// `swift run DemoHost storyboard check|show|diff|textconv`: imports Interface Builder storyboard
/// files and checks them, prints them for review, prints the unified diff of two printed files,
/// or converts one for git's `diff.storyboard.textconv`.
///
/// Exit statuses: `check` 0 when no file has an error (warnings allowed), 1 otherwise; `show`
/// 0, or 1 when the file cannot be imported; `diff` 0 when the printed files are the same, 1
/// when they differ (as `diff`); `textconv` always 0; 2 for a usage mistake or a file that
/// cannot be imported.
struct StoryboardCommand {
    /// Where text goes.
    var output: (String) -> Void
    /// Where errors go.
    var errorOutput: (String) -> Void
    /// Reads the importer's input files (tests may replace it).
    var importer = StoryboardImporter()

    static let usage = """
        Usage: swift run DemoHost storyboard check FILE... [--sources PATH...]
               swift run DemoHost storyboard show FILE [--scene NAME]
                                              [--format text|wireframe|svg|audit|json]
                                              [--device NAME] [--text-size SIZE]
                                              [--appearance light|dark] [--assets PATH]
               swift run DemoHost storyboard diff OLD NEW
               swift run DemoHost storyboard textconv FILE
               swift run DemoHost storyboard layout FILE... [--all | --systems]
               swift run DemoHost storyboard open|run FILE [--assets PATH]
                                                  [--script FILE]

          check   Import each file and report what UIKit would get wrong, as FILE:LINE:
                  lines; exit status 1 when any file has an error. --sources names the
                  app's .m, .h or .swift files (or folders of them), to find tables of
                  static cells whose class also implements data source methods.
          show    Print the graph, every scene as Interface Builder's canvas shows it
                  (or one scene with --scene), and what the import left out. No line
                  numbers, no Interface Builder ids: re-saving the file does not change
                  the text.
                  --format json: every view laid out by Auto Layout on the file's
                  device (or --device iphone-se|iphone-15|iphone-16-pro-max; text
                  styles at --text-size), with its object id, solved frame and
                  stored frame. The wireframe, svg and audit formats picture each
                  scene on --device, at --text-size, in --appearance dark when
                  given. --assets names the app's asset catalog (Assets.xcassets):
                  its color sets give named colors their light and dark values
                  (the file stores only the light one).
          layout  Lay each scene out by its constraints on the file's device and
                  compare with the frames Interface Builder stored: the share within
                  half a point, each disagreement (each view with --all) and each
                  conflicting constraint; --systems prints each scene's linear system
                  as JSON instead, for another solver to check.
          diff    The unified diff of the two files' `show` texts; exit status 1 when
                  they differ.
          open    The storyboard as an app with no code in the interactive session
                  (run: scripted); see `storyboard open --help`.
          textconv  For git's diff.storyboard.textconv: `show`'s text, or for a file it
                  cannot read (a macOS storyboard, conflict markers, not XML) a line
                  saying why and then the file's own text. Always exit status 0, so
                  `git diff` and `git log -p` never stop.
        """

    /// Runs the arguments after `storyboard` and returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        guard let verb = arguments.first else {
            errorOutput(Self.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch verb {
        case "check": return check(rest)
        case "show": return show(rest)
        case "diff": return diff(rest)
        case "textconv": return textconv(rest)
        case "layout": return layout(rest)
        case "--help", "-h", "help":
            output(Self.usage)
            return 0
        default:
            errorOutput("Unknown storyboard command \"\(verb)\".\n\n" + Self.usage)
            return 2
        }
    }

    private func check(_ arguments: [String]) -> Int32 {
        let parsed: StoryboardArguments
        do {
            parsed = try StoryboardArguments(arguments, options: ["--sources"], multiValued: ["--sources"])
        } catch {
            errorOutput(error.description + "\n\n" + Self.usage)
            return 2
        }
        guard !parsed.files.isEmpty else {
            errorOutput("check needs at least one FILE.\n\n" + Self.usage)
            return 2
        }
        let methods: [String: [String]]
        do {
            methods = try SourceFolder.dataSourceMethods(paths: parsed.values["--sources"] ?? [])
        } catch {
            errorOutput(error.description)
            return 2
        }
        let checker = StoryboardChecker(dataSourceMethods: methods)
        var errors = 0, warnings = 0, notes = 0
        var storyboards = StoryboardLibrary(importer: importer, files: parsed.files)
        for file in parsed.files {
            do {
                let imported = try storyboards.imported(file)
                let findings = (checker.check(imported) + checker.referenceFindings(imported) { storyboards.named($0, besides: file) })
                    .sorted(by: StoryboardFinding.inFileOrder)
                for finding in findings {
                    output(
                        "\(file):\(finding.line): \(finding.severity.rawValue): "
                            + (finding.scene.map { "scene \($0): " } ?? "") + finding.message + ". " + finding.advice + ".")
                }
                errors += findings.filter { $0.severity == .error }.count
                warnings += findings.filter { $0.severity == .warning }.count
                notes += findings.filter { $0.severity == .note }.count
                if findings.isEmpty {
                    let scenes = Self.counted(imported.scenes.count, "scene")
                    output("\(file): ok (\(scenes), \(Self.counted(imported.storyboard.segues.count, "segue")))")
                }
            } catch StoryboardImportError.otherPlatform(let line, let platform) {
                // A correct storyboard of another platform (a repository's macOS or watchOS target): noted, never a failure.
                notes += 1
                output("\(file):\(line): note: \(platform), not checked: only UIKit storyboards (iOS, tvOS) are.")
            } catch {
                errors += 1
                output(Self.describe(error, file: file))
            }
        }
        output(
            "\(parsed.files.count) file\(parsed.files.count == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                + (notes > 0 ? ", \(Self.counted(notes, "note"))." : "."))
        return errors > 0 ? 1 : 0
    }

    private func show(_ arguments: [String]) -> Int32 {
        let parsed: StoryboardArguments
        do {
            parsed = try StoryboardArguments(arguments, options: ["--scene", "--format", "--device", "--text-size", "--appearance", "--assets"])
        } catch {
            errorOutput(error.description + "\n\n" + Self.usage)
            return 2
        }
        guard parsed.files.count == 1, let file = parsed.files.first else {
            errorOutput("show needs exactly one FILE.\n\n" + Self.usage)
            return 2
        }
        let formatName = parsed.values["--format"]?.last ?? "text"
        // `json` here is the storyboard's own JSON (its graph and scenes), not a screen's.
        let format = formatName == "json" ? nil : Snapshotting<Screen>.named(formatName)
        guard format != nil || formatName == "json" else {
            errorOutput("--format takes one of: \(Snapshotting<Screen>.all().map(\.name).joined(separator: ", ")).")
            return 2
        }
        var importer = importer
        switch AssetsOption.read(parsed.values["--assets"].flatMap(\.last).map { ["--assets", $0] } ?? [], warn: errorOutput) {
        case .success(let catalog): importer.assetColors = catalog
        case .failure(let error):
            errorOutput(error.message)
            return 2
        }
        let textSize: ContentSizeCategory
        switch TextSizeOption.parse(parsed.values["--text-size"].flatMap(\.last).map { ["--text-size", $0] } ?? []) {
        case .success(let category): textSize = category
        case .failure(let error):
            errorOutput(error.message)
            return 2
        }
        let appearance: Appearance
        switch AppearanceOption.parse(parsed.values["--appearance"].flatMap(\.last).map { ["--appearance", $0] } ?? []) {
        case .success(let chosen): appearance = chosen
        case .failure(let error):
            errorOutput(error.message)
            return 2
        }
        let imported: ImportedStoryboard
        do {
            imported = try importer.importFile(atPath: file)
        } catch {
            errorOutput(Self.describe(error, file: file))
            return 1
        }
        var scenes = imported.scenes
        if let name = parsed.values["--scene"]?.last {
            guard let scene = imported.scene(SceneID(name)) else {
                errorOutput("No scene named \"\(name)\" in \(file); its scenes: \(imported.scenes.map(\.id.rawValue).joined(separator: ", ")).")
                return 2
            }
            scenes = [scene]
        }
        guard let format else {
            var canvas: LayoutCanvas?
            if let name = parsed.values["--device"]?.last {
                guard let named = LayoutCanvas(named: name) else {
                    errorOutput("--device takes one of: \(LayoutCanvas.names.joined(separator: ", ")) (without it, the device the file was drawn for).")
                    return 2
                }
                canvas = named
            }
            output(LayoutReport(imported, scenes: scenes, canvas: canvas, textSize: textSize).json)
            return 0
        }
        // The pictures (wireframe, svg, audit): each scene on the device the file was drawn
        // on, or on --device, at --text-size, in --appearance.
        var pictureDevice: Device?
        if let name = parsed.values["--device"]?.last {
            guard let device = Device(rawValue: name) else {
                errorOutput(
                    "--device takes one of: \(Device.allCases.map(\.rawValue).joined(separator: ", ")) (without it, the device the file was drawn for).")
                return 2
            }
            pictureDevice = device
        }
        let picture = { (scene: ImportedScene) -> Screen in
            var screen = StoryboardCanvas.screen(for: scene, in: imported)
            if let pictureDevice { screen = screen.laidOut(on: pictureDevice) }
            return screen.atTextSize(textSize).inAppearance(appearance)
        }
        // A storyboard's text is its canvas: the graph and each scene's elements.
        if format.isSameFormat(as: Snapshotting<String>.lines) {
            output(scenes.count == imported.scenes.count ? StoryboardCanvas.text(imported) : scenes.map(StoryboardCanvas.text(of:)).joined())
            return 0
        }
        // An SVG file holds one picture; other formats print each scene under its name.
        if format.isSameFormat(as: Snapshotting<Screen>.svg) {
            guard scenes.count == 1, let scene = scenes.first else {
                errorOutput("--format svg draws one scene: add --scene NAME (\(imported.scenes.map(\.id.rawValue).joined(separator: ", "))).")
                return 2
            }
            output(format.render(picture(scene)))
            return 0
        }
        output(scenes.map { "scene \($0.id)\n" + format.render(picture($0)) }.joined(separator: "\n"))
        return 0
    }

    private func diff(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, !arguments.contains(where: { $0.hasPrefix("--") }) else {
            errorOutput("diff needs two files: OLD NEW.\n\n" + Self.usage)
            return 2
        }
        var texts: [String] = []
        for file in arguments {
            do {
                texts.append(StoryboardCanvas.text(try importer.importFile(atPath: file)))
            } catch {
                errorOutput(Self.describe(error, file: file))
                return 2
            }
        }
        guard let difference = UnifiedDiff.format(old: texts[0], new: texts[1], oldName: arguments[0], newName: arguments[1]) else {
            return 0
        }
        output(difference)
        return 1
    }

    /// git's textconv: the canvas text, or why the file could not be read followed by its raw
    /// text (decoded as UTF-8, invalid bytes replaced). Never fails, so a version git cannot
    /// show as a storyboard still shows as text. The temporary path git passes is not printed:
    /// it changes with every run and would show as a changed line.
    private func textconv(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let file = arguments.first, !file.hasPrefix("--") else {
            errorOutput("textconv needs exactly one FILE.\n\n" + Self.usage)
            return 2
        }
        do {
            output(StoryboardCanvas.text(try importer.importFile(atPath: file)))
        } catch {
            output("(not shown as a storyboard: " + error.description.replacingOccurrences(of: file, with: "the file") + ")")
            if case .unreadable = error { return 0 }
            if let data = FileManager.default.contents(atPath: file), !data.isEmpty {
                output(String(decoding: data, as: UTF8.self))
            }
        }
        return 0
    }

    /// `FILE:LINE: error: message` for an import failure (`FILE: error:` without a line).
    static func describe(_ error: StoryboardImportError, file: String) -> String {
        (error.line.map { "\(file):\($0): error: " } ?? "\(file): error: ") + error.description
    }

    /// `count` and `noun`, plural unless the count is one: "1 segue", "3 scenes".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}
