import Foundation
import Testing
@testable import DemoHost

/// `swift run DemoHost audit`: findings per scenario, a summary per rule, and the exit status
/// a CI job reads.
@MainActor
@Suite struct AuditCommandTests {
    private func run(_ arguments: [String]) async -> DemoHostRun {
        await DemoHostRun.run(arguments)
    }

    @Test func aScreenWithAFindingExitsOneAndPrintsItsReadingOrder() async {
        let result = await run(["audit", "todo/list/loaded"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("== todo/list/loaded\ntouch-target  bar button add  34x44 < 44x44"))
        #expect(result.output.contains("suppressed  contrast  navigation bar title"), "the suppression is printed with its reason")
        #expect(result.output.contains("  3  \"Buy milk\"  row 0.0"), "one scenario named: its reading order")
        #expect(result.output.contains("Audited 1 screen (targets at least 44x44): 2 findings on 1 screen, 1 suppressed, 0 not checked."))
        #expect(result.output.contains("  touch-target         1  "))
    }

    @Test func reportOnlyExitsZero() async {
        let result = await run(["audit", "todo/list/loaded", "--report-only"])
        #expect(result.status == 0)
        #expect(result.output.contains("2 findings"))
    }

    @Test func aScreenWithoutFindingsExitsZero() async {
        let result = await run(["audit", "business/services/grid"])
        #expect(result.status == 0)
        #expect(result.output.contains("not checked  contrast  navigation bar title  \"Services\"  over image menubar.png"))
    }

    @Test func aFolderAuditsEveryScreenUnderItAndSkipsTheStoryboardGraph() async {
        let result = await run(["audit", "todo", "--report-only"])
        #expect(result.status == 0)
        #expect(result.output.contains("== todo/list/loaded") && result.output.contains("== todo/details/adding"))
        #expect(!result.output.contains("== todo/storyboard/graph"))
        #expect(!result.output.contains("reading order  "), "several screens: no reading orders unless asked")
        #expect(result.output.contains("Audited 34 screens"), "16 screens, two of them on the 4-inch iPhone, all 16 on the iPhone 15")
    }

    @Test func theWCAGTargetSizeIsAnOption() async {
        let result = await run(["audit", "todo/list/loaded", "--minimum-target", "24x24"])
        #expect(!result.output.contains("touch-target  bar button add"), "34x44 is above 24x24")
        #expect(result.output.contains("targets at least 24x24"))
    }

    @Test func wrongArgumentsExitTwoAndSayWhy() async {
        let unknown = await run(["audit", "todo/list/nothing"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("No scenario named \"todo/list/nothing\""))
        let size = await run(["audit", "--minimum-target", "big"])
        #expect(size.status == 2)
        #expect(size.errors.contains("--minimum-target takes a size"))
        let option = await run(["audit", "--loud"])
        #expect(option.status == 2)
        #expect(option.errors.contains("Unknown option \"--loud\""))
    }

    @Test func showAndAuditTakeTheDevice() async {
        let tall = await run(["show", "speakeasy/events/loaded", "--device", "iphone-4in"])
        #expect(tall.status == 0)
        #expect(tall.output.hasPrefix("SpeakEasy > Events  iPhone 320x568"))
        #expect(tall.output.contains("tabbar  0,519 320x49"))
        let audit = await run(["audit", "speakeasy/events/loaded", "--device", "iphone-4in"])
        #expect(audit.output.contains("row 0.4"), "the fifth row shows on the taller screen")
        let wrong = await run(["show", "speakeasy/events/loaded", "--device", "iphone-5"])
        #expect(wrong.status == 2)
        #expect(wrong.errors == "--device takes one of: iphone-3.5in, iphone-4in, iphone-se, iphone-15, iphone-16-pro-max.")
    }
}
