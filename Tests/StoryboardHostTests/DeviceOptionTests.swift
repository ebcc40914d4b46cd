import Testing
@testable import StoryboardHost
import Presentation

/// `--device iphone-4in` for `run`, `open` and the interactive session: every screen the session
/// prints is laid out on the 4-inch iPhone, and touches are checked against that screen.
@MainActor
@Suite struct DeviceOptionTests {
    /// The header line of every screen in `output` (`Garden > Plants  iPhone 320x480`).
    private func screenHeaders(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("  iPhone ") }
    }

    @Test func runLaysEveryScreenOutOnTheTallerIPhone() async {
        let lines = ["wait", "tap Basil", "wait", "back", "tab Settings"]
        let tall = await HostRun.run(["run", "garden", "--device", "iphone-4in"], lines: lines)
        #expect(tall.status == 0, "\(tall.errors)")
        let headers = screenHeaders(tall.output)
        #expect(headers.count == 6, "\(headers)")
        #expect(headers.allSatisfy { $0.hasSuffix("iPhone 320x568") }, "\(headers)")
        #expect(tall.output.contains("tabbar  0,519 320x49"))
        // The tenth plant shows on the taller screen, and only there.
        #expect(tall.output.contains("row 0.9  0,396 320x44"))
        let short = await HostRun.run(["run", "garden"], lines: lines)
        #expect(short.status == 0, "\(short.errors)")
        #expect(screenHeaders(short.output).allSatisfy { $0.hasSuffix("iPhone 320x480") })
        #expect(!short.output.contains("row 0.9  0,396"))
    }

    @Test func theFlagWorksBeforeTheCommandAndForTheSession() async {
        let before = await HostRun.run(["--device", "iphone-4in", "run", "garden"], lines: ["wait", "show"])
        #expect(before.status == 0, "\(before.errors)")
        #expect(screenHeaders(before.output).count == 3)
        #expect(screenHeaders(before.output).allSatisfy { $0.hasSuffix("iPhone 320x568") })
        let session = await HostRun.run(["--device", "iphone-4in"], lines: ["garden", "wait", "quit"])
        #expect(session.status == 0, "\(session.errors)")
        #expect(screenHeaders(session.output).count == 2)
        #expect(screenHeaders(session.output).allSatisfy { $0.hasSuffix("iPhone 320x568") })
        let opened = await HostRun.run(["open", "garden", "--device", "iphone-4in"], lines: ["quit"])
        #expect(opened.status == 0, "\(opened.errors)")
        #expect(screenHeaders(opened.output).map { $0.hasSuffix("iPhone 320x568") } == [true])
    }

    @Test func anUnknownDeviceSaysWhatTheFlagTakes() async {
        for arguments in [["run", "garden", "--device", "ipad"], ["--device", "ipad"], ["open", "garden", "--device"]] {
            let result = await HostRun.run(arguments)
            #expect(result.status == 2)
            #expect(result.errors == "--device takes one of: iphone-3.5in, iphone-4in, iphone-se, iphone-15, iphone-16-pro-max.", "\(arguments)")
            #expect(result.output.isEmpty, "nothing opened: \(result.output)")
        }
    }

    @Test func aControlOnlyTheTallerScreenShowsCanBeTouched() async throws {
        // The volume slider sits in row 3.0, below the bottom of the 3.5-inch screen.
        let tall = HostSession(apps: [.garden()])
        tall.device = .iPhone4Inch
        for line in ["open garden", "tab Settings"] { _ = try await tall.handle(line: line) }
        guard case .text(let set)? = try await tall.handle(line: "set volume 0.3") else {
            Issue.record("set volume printed nothing")
            return
        }
        #expect(set.contains("slider volumeSlider  90,10 200x23  value 0.3"), "\(set)")

        let short = HostSession(apps: [.garden()])
        for line in ["open garden", "tab Settings"] { _ = try await short.handle(line: line) }
        await #expect(throws: HostSessionError.self) { _ = try await short.handle(line: "set volume 0.3") }
        #expect(tall.completions(for: "set v") == ["set volumeSlider"])
        #expect(short.completions(for: "set v").isEmpty)
    }

    @Test func helpNamesTheFlag() async {
        let help = await HostRun.run(["--help"])
        #expect(help.output.contains("--device iphone-4in               With the session, `open` or `run`"))
    }
}
