@testable import TextDiff
import Foundation
@testable import DemoHost
@testable import StoryboardHost
import Testing
import StoryboardImport
import Navigation
import TestSupport

/// `swift run DemoHost storyboard check|show|diff|open|run` as a user runs it: outputs, errors and exit
/// statuses, on the real storyboards of the fixtures.
@MainActor
@Suite struct StoryboardCommandTests {
    private final class Output {
        var lines: [String] = []
        var errors: [String] = []
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let box = Output()
        let command = StoryboardCommand(output: { box.lines.append($0) }, errorOutput: { box.errors.append($0) })
        let status = command.run(arguments)
        return (status, box.lines.joined(separator: "\n"), box.errors.joined(separator: "\n"))
    }

    private static let fixtures = StoryboardFixtureFiles.directory

    private static func fixture(_ name: String) -> String { (fixtures as NSString).appendingPathComponent(name) }

    @Test func checkPassesSoundFilesAndCountsWarnings() {
        let geolocation = Self.fixture("geolocation-ios-client/MainStoryboard.storyboard")
        let storage = Self.fixture("ios-mobileservices-storage/MainStoryboard.storyboard")
        let result = run(["check", geolocation, storage])
        #expect(result.status == 0)
        #expect(result.output.contains("\(geolocation): ok (3 scenes, 1 segue)"))
        #expect(
            result.output.contains(
                "\(storage):149: warning: scene NewContainerViewController: action tappedCreateTable: connects to an object of scene NewTableViewController"))
        #expect(result.output.hasSuffix("2 files checked: 0 errors, 1 warning."))
    }

    /// A repository with a macOS or watchOS target holds storyboards this tool does not read;
    /// `check **/*.storyboard` in its CI notes them and passes.
    @Test func checkNotesAStoryboardOfAnotherPlatformAndPasses() throws {
        let file = NSTemporaryDirectory() + "mac-\(UUID().uuidString).storyboard"
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"/>
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = run(["check", file])
        #expect(result.status == 0)
        #expect(
            result.output == """
                \(file):2: note: a macOS storyboard (AppKit), not checked: only UIKit storyboards (iOS, tvOS) are.
                1 file checked: 0 errors, 0 warnings, 1 note.
                """)
    }

    @Test func checkFailsOnAMergeConflictNamingTheLines() {
        let file = Self.fixture("eidolon/Fulfillment-merge-conflict.storyboard")
        let result = run(["check", file])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "\(file):228: error: merge conflict: git conflict markers at lines 228 (<<<<<<< HEAD), 234 (=======), 236 (>>>>>>> work on some subclasses & keypad), 295"
            ))
        #expect(result.output.hasSuffix("1 file checked: 1 error, 0 warnings."))
    }

    @Test func checkReadsTheAppsSourcesWhenGiven() throws {
        let folder = NSTemporaryDirectory() + "storyboard-sources-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Classes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.1" initialViewController="t">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <tableViewController id="t" customClass="DetailsController" sceneMemberID="viewController">
                                <tableView key="view" dataMode="static" style="grouped" id="v">
                                    <sections><tableViewSection id="x"><cells><tableViewCell id="c"/></cells></tableViewSection></sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try Data(storyboard.utf8).write(to: URL(fileURLWithPath: folder + "/Main.storyboard"))
        try Data("@implementation DetailsController\n- (NSInteger)numberOfSectionsInTableView:(UITableView *)t\n@end\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/Classes/DetailsController.m"))
        #expect(run(["check", folder + "/Main.storyboard"]).status == 0)
        let result = run(["check", folder + "/Main.storyboard", "--sources", folder + "/Classes"])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                ":7: error: scene DetailsController: table tableView has static cells, but DetailsController implements numberOfSectionsInTableView:"))
        #expect(run(["check", folder + "/Main.storyboard", "--sources", folder + "/Missing"]).errors == "Cannot read the sources at \(folder)/Missing.")
    }

    @Test func showPrintsTheWholeFileOrOneSceneInEachFormat() {
        let file = Self.fixture("geolocation-ios-client/MainStoryboard.storyboard")
        let whole = run(["show", file])
        #expect(whole.status == 0)
        #expect(whole.output.hasPrefix("format 1.1  tools 2182  iOS.CocoaTouch  springs and struts\ninitial NavigationController\n"))
        #expect(!whole.output.contains(file), "the text never names the file: git passes textconv a temporary path")
        let scene = run(["show", file, "--scene", "ViewController"])
        #expect(scene.output.hasPrefix("scene ViewController (viewController) class ViewController \"GeoDemo\"\n  navigation item  title \"GeoDemo\"\n"))
        #expect(!scene.output.contains("not read"))
        let wireframe = run(["show", file, "--scene", "ViewController", "--format", "wireframe"])
        #expect(wireframe.status == 0)
        #expect(wireframe.output.contains("GeoDemo"))
        let svg = run(["show", file, "--scene", "ViewController", "--format", "svg"])
        #expect(svg.output.hasPrefix("<?xml") && svg.output.contains("<svg"))
        #expect(run(["show", file, "--format", "svg"]).status == 2)
        #expect(run(["show", file, "--scene", "Nope"]).errors.hasPrefix("No scene named \"Nope\""))
        #expect(run(["show", file, "--format", "png"]).status == 2)
    }

    @Test func showNamesTheFileAndLineOfAnImportError() {
        let missing = run(["show", "/nonexistent/Main.storyboard"])
        #expect(missing.status == 1)
        #expect(missing.errors == "/nonexistent/Main.storyboard: error: cannot read the file: no file at /nonexistent/Main.storyboard")
        let conflict = run(["show", Self.fixture("eidolon/Fulfillment-merge-conflict.storyboard")])
        #expect(conflict.status == 1)
        #expect(conflict.errors.contains("Fulfillment-merge-conflict.storyboard:228: error: merge conflict"))
    }

    @Test func diffPrintsTheUnifiedDiffOfThePrintedFiles() throws {
        let old = Self.fixture("geolocation-ios-client/MainStoryboard.storyboard")
        let text = try String(contentsOfFile: old, encoding: .utf8)
        let new = NSTemporaryDirectory() + "storyboard-diff-\(UUID().uuidString).storyboard"
        try Data(text.replacingOccurrences(of: "title=\"Refresh\"", with: "title=\"Reload\"").utf8).write(to: URL(fileURLWithPath: new))
        defer { try? FileManager.default.removeItem(atPath: new) }
        #expect(run(["diff", old, old]) == (0, "", ""))
        let result = run(["diff", old, new])
        #expect(result.status == 1)
        #expect(result.output.contains("--- \(old)\n+++ \(new)\n@@ "))
        #expect(
            result.output.contains(
                "\n-    button refreshPointsOfInterest  241,12 72x37  \"Refresh\"  Helvetica-Bold 15  -> action refreshPointsOfInterest:\n+    button refreshPointsOfInterest  241,12 72x37  \"Reload\"  Helvetica-Bold 15  -> action refreshPointsOfInterest:\n"
            ))
        #expect(run(["diff", old]).status == 2)
        #expect(run(["diff", old, "/nonexistent.storyboard"]).status == 2)
    }

    @Test func usageMistakesSayWhatIsWrong() {
        #expect(run([]).status == 2)
        #expect(run(["frobnicate"]).errors.hasPrefix("Unknown storyboard command \"frobnicate\"."))
        #expect(run(["check"]).errors.hasPrefix("check needs at least one FILE."))
        #expect(run(["check", "a", "--bogus"]).errors.hasPrefix("Unknown option --bogus; this command takes: --sources."))
        #expect(run(["show", "a", "--scene"]).errors.hasPrefix("--scene needs a value."))
        #expect(run(["--help"]).status == 0)
    }

    @MainActor
    @Test func theMainUsageNamesTheStoryboardCommands() async {
        var usage = ""
        let status = await CommandLineTool(output: { usage += $0 }, errorOutput: { _ in }).run(["--help"])
        #expect(status == 0)
        #expect(usage.contains("storyboard check FILE..."))
        #expect(usage.contains("storyboard show FILE [--scene NAME]"))
        #expect(usage.contains("[--format text|wireframe|svg|audit|json]"))
        #expect(usage.contains("storyboard diff OLD NEW"))
    }

    /// `storyboard run FILE` runs the file as an app with no code: a script taps through the
    /// file's segues, sets its controls and goes back, and the session's errors are the
    /// built-in apps'.
    @Test func runTapsThroughAStoryboardFile() async {
        let file = Self.fixture("uicatalog/Main_iPhone.storyboard")
        let result = await DemoHostRun.run(["storyboard", "run", file], lines: ["scroll 300", "tap Switches", "toggle defaultSwitch", "back", "tap nowhere"])
        #expect(result.status == 1, "the script stops at its error")
        // The file was drawn on the 4-inch iPhone, so it opens on it.
        #expect(result.output.hasPrefix("Opened Main_iPhone.\nMain_iPhone > UICatalog  iPhone 320x568"), "\(result.output.prefix(200))")
        #expect(result.output.contains("Main_iPhone > UICatalog > Switches  iPhone 320x568"))
        #expect(result.output.contains("switch defaultSwitch  136,6 51x31  off"))
        #expect(result.errors.hasPrefix("standard input, line 5 (tap nowhere): Nothing on screen is called \"nowhere\"."), "\(result.errors)")
    }

    /// `--device` picks another phone than the one the file was drawn on.
    @Test func runTakesAnotherDevice() async {
        let file = Self.fixture("uicatalog/Main_iPhone.storyboard")
        let small = await DemoHostRun.run(["storyboard", "run", file, "--device", "iphone-3.5in"], lines: ["show"])
        #expect(small.output.contains("Main_iPhone > UICatalog  iPhone 320x480"), "\(small.output.prefix(200))")
        let today = await DemoHostRun.run(["storyboard", "run", file, "--device", "iphone-15"], lines: ["show"])
        #expect(today.output.contains("Main_iPhone > UICatalog  iPhone 15 393x852"), "\(today.output.prefix(200))")
        #expect(today.output.contains("table tableView  0,0 393x"), "the root table fills the wider screen")
    }

    /// `--assets` gives the named colors their dark values: NetNewsWire's blog name label is
    /// its primaryAccentColor, #086AEE, and #2D80F1 in dark mode with the app's catalog.
    @Test func assetsGiveNamedColorsTheirDarkValues() async {
        let folder = Self.fixture("Modern/Ranchero-Software+NetNewsWire")
        let file = folder + "/iOS__Base.lproj__Main.storyboard", catalog = folder + "/Assets.xcassets"
        let arguments = ["show", file, "--scene", "ContextMenuPreviewViewController", "--format", "svg", "--appearance", "dark"]
        let alone = run(arguments)
        #expect(alone.status == 0 && alone.output.contains("#086AEE") && !alone.output.contains("#2D80F1"))
        let themed = run(arguments + ["--assets", catalog])
        #expect(themed.status == 0 && themed.output.contains("#2D80F1") && !themed.output.contains("#086AEE"), "\(themed.errors)")
        #expect(themed.errors.isEmpty)
        let wrong = run(["show", file, "--assets", file])
        #expect(wrong.status == 2 && wrong.errors == "\(file) is not an asset catalog (a folder such as Assets.xcassets).")
        let session = await DemoHostRun.run(
            ["storyboard", "run", file, "--scene", "ContextMenuPreviewViewController", "--assets", catalog, "--appearance", "dark"], lines: ["show"])
        #expect(session.status == 0 && session.output.contains("\"Blog Name\"") && session.output.contains("#2D80F1"), "\(session.errors)")
        let missing = await DemoHostRun.run(["storyboard", "run", file, "--assets"], lines: [])
        #expect(missing.status == 2 && missing.errors.hasPrefix("--assets needs the app's asset catalog"))
    }

    /// The pictures take --device and --text-size as `show` takes them for the built-in apps.
    @Test func thePicturesTakeADeviceAndATextSize() {
        let file = Self.fixture("Modern/Ranchero-Software+NetNewsWire/iOS__Add__Add.storyboard")
        let se = run(["show", file, "--scene", "AddFeedViewController", "--format", "svg", "--device", "iphone-se"])
        #expect(se.status == 0 && se.output.contains("width=\"375\" height=\"667\""), "\(se.errors)")
        let drawn = run(["show", file, "--scene", "AddFeedViewController", "--format", "svg"])
        #expect(drawn.output.contains("width=\"393\" height=\"852\""), "drawn on 375x812: the iPhone 15 holds it")
        let wrong = run(["show", file, "--format", "audit", "--device", "iphone-zz"])
        #expect(wrong.status == 2 && wrong.errors.hasPrefix("--device takes one of: iphone-3.5in"))
        #expect(run(["show", file, "--format", "audit", "--text-size", "ax5"]).status == 0)
    }

    @Test func openAndRunSayWhatIsWrongWithTheFile() async {
        let missing = await DemoHostRun.run(["storyboard", "open", "/nonexistent/Main.storyboard"], lines: [])
        #expect(missing.status == 1 && missing.errors == "/nonexistent/Main.storyboard: error: cannot read the file: no file at /nonexistent/Main.storyboard")
        let noFile = await DemoHostRun.run(["storyboard", "run"], lines: [])
        #expect(noFile.status == 2 && noFile.errors.hasPrefix("run needs a storyboard FILE."))
        let conflict = await DemoHostRun.run(["storyboard", "run", Self.fixture("eidolon/Fulfillment-merge-conflict.storyboard")], lines: [])
        #expect(conflict.status == 1 && conflict.errors.contains("Fulfillment-merge-conflict.storyboard:228: error: merge conflict"), "\(conflict.errors)")
        #expect(StoryboardAppCommand.appName(of: "/a/My Board.storyboard") == "My-Board")
    }

    /// In a terminal the session's errors are red once: the nested session does not colour
    /// (and escape) what the demo host already coloured.
    @Test func anErrorInATerminalIsRedOnce() async {
        var errors = ""
        var lines = ["tap nowhere"][...]
        var tool = CommandLineTool(output: { _ in }, errorOutput: { errors += $0 }, readLine: { lines.popFirst() })
        tool.inputIsTerminal = false
        tool.errorOutputIsTerminal = true
        tool.environment = [:]
        _ = await tool.run(["storyboard", "run", Self.fixture("uicatalog/Main_iPhone.storyboard")])
        #expect(errors.hasPrefix("\u{1B}[31m") && !errors.contains("\\u{1B}"), "\(errors.debugDescription)")
    }

    /// README's "A storyboard file as an app" example, as written there.
    @Test func theReadmeExampleRunsAFileInAHostOfYourOwn() async throws {
        let imported = try StoryboardImporter().importFile(atPath: Self.fixture("geolocation-ios-client/MainStoryboard.storyboard"))
        let app = AppDriver(app: ImportedApp(imported, name: "Main"), runner: ImportedApp.NoEffects())
        #expect(app.screen.appName == "Main")
        let main = HostedApp(id: "main", title: "Main", summary: "Main.storyboard, no code") {
            AppDriver(app: ImportedApp(imported, name: "Main"), runner: ImportedApp.NoEffects())
        }
        let session = HostSession(apps: [main])
        guard case .text(let opened)? = try await session.handle(line: "open main") else { Issue.record("nothing opened"); return }
        #expect(opened.hasPrefix("Opened Main.\nMain > GeoDemo  iPhone 320x480"), "\(opened.prefix(200))")
    }
}
