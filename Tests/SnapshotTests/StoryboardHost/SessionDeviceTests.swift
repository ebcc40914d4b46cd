import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
import Presentation

/// `--device iphone-4in` for `run`, `open` and the interactive session: every screen the session
/// prints is laid out on the 4-inch iPhone, and touches are checked against that screen.
@MainActor
@Suite struct SessionDeviceTests {
    /// What the demo host prints for `arguments` with `lines` on standard input, and its status.
    private func demoHost(_ arguments: [String], lines: [String]) async -> DemoHostRun {
        await DemoHostRun.run(arguments, lines: lines)
    }

    /// The header line of every screen in `output` (`SpeakEasy > Events  iPhone 320x480`).
    private func screenHeaders(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("  iPhone ") }
    }

    @Test func runLaysEveryScreenOutOnTheTallerIPhone() async {
        let lines = ["wait", "tap Access Control", "wait", "back", "tab Speakers", "wait"]
        let tall = await demoHost(["run", "speakeasy", "--device", "iphone-4in"], lines: lines)
        #expect(tall.status == 0, "\(tall.errors)")
        let headers = screenHeaders(tall.output)
        #expect(headers.count == 7, "\(headers)")
        #expect(headers.allSatisfy { $0.hasSuffix("iPhone 320x568") }, "\(headers)")
        #expect(tall.output.contains("tabbar  0,519 320x49"))
        // The fifth event shows on the taller screen, and only there.
        #expect(tall.output.contains("row 0.4  0,368 320x92"))
        let short = await demoHost(["run", "speakeasy"], lines: lines)
        #expect(short.status == 0, "\(short.errors)")
        #expect(screenHeaders(short.output).allSatisfy { $0.hasSuffix("iPhone 320x480") })
        #expect(!short.output.contains("row 0.4  0,368"))
    }

    @Test func theFlagWorksBeforeTheCommandAndForTheSession() async {
        let before = await demoHost(["--device", "iphone-4in", "run", "todo"], lines: ["wait", "show"])
        #expect(before.status == 0, "\(before.errors)")
        #expect(screenHeaders(before.output).count == 3)
        #expect(screenHeaders(before.output).allSatisfy { $0.hasSuffix("iPhone 320x568") })
        let session = await demoHost(["--device", "iphone-4in"], lines: ["todo", "wait", "quit"])
        #expect(session.status == 0, "\(session.errors)")
        #expect(screenHeaders(session.output).count == 2)
        #expect(screenHeaders(session.output).allSatisfy { $0.hasSuffix("iPhone 320x568") })
        let opened = await demoHost(["open", "business", "--device", "iphone-4in"], lines: ["quit"])
        #expect(opened.status == 0, "\(opened.errors)")
        #expect(screenHeaders(opened.output).map { $0.hasSuffix("iPhone 320x568") } == [true])
    }

    @Test func anUnknownDeviceSaysWhatTheFlagTakes() async {
        for arguments in [["run", "todo", "--device", "ipad"], ["--device", "ipad"], ["open", "todo", "--device"]] {
            let result = await demoHost(arguments, lines: [])
            #expect(result.status == 2)
            #expect(result.errors == "--device takes one of: iphone-3.5in, iphone-4in.", "\(arguments)")
            #expect(result.output.isEmpty, "nothing opened: \(result.output)")
        }
    }

    @Test func aControlOnlyTheTallerScreenShowsCanBeTouched() async throws {
        // The Reset button sits in row 3.0, below the bottom of the 3.5-inch screen.
        let tall = HostSession(apps: DemoApps.all)
        tall.device = .iPhone4Inch
        for line in ["open controls", "toggle soundsSwitch"] { _ = try await tall.handle(line: line) }
        guard case .text(let reset)? = try await tall.handle(line: "tap Reset") else {
            Issue.record("tap Reset printed nothing")
            return
        }
        #expect(reset.contains("switch soundsSwitch  221,8 79x27  on"), "\(reset)")
        #expect(reset.contains("\"Reset\"  Helvetica-Bold 15  disabled"), "\(reset)")

        let short = HostSession(apps: DemoApps.all)
        for line in ["open controls", "toggle soundsSwitch"] { _ = try await short.handle(line: line) }
        await #expect(throws: HostSessionError.self) { _ = try await short.handle(line: "tap Reset in 3.0") }
        let completions = tall.completions(for: "tap R")
        #expect(completions == ["tap Reset in 3.0"], "\(completions)")
        #expect(short.completions(for: "tap R").isEmpty)
    }

    @Test func helpNamesTheFlag() async {
        let help = await demoHost(["--help"], lines: [])
        #expect(help.output.contains("--device iphone-4in               With the session, `open` or `run`"))
    }
}
