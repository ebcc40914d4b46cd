import Presentation
import Testing
@testable import DemoHost
@testable import StoryboardHost

/// `--locale pseudo` for `show`, `audit`, `run`, `open` and the interactive session: what is
/// printed is pseudo-translated, taps take the base titles and the translated ones the user
/// sees, and a wrong value says what the flag takes.
@MainActor
@Suite struct SessionLocaleTests {
    /// What the demo host prints for `arguments` with `lines` on standard input, and its status.
    private func demoHost(_ arguments: [String], lines: [String] = []) async -> DemoHostRun {
        await DemoHostRun.run(arguments, lines: lines)
    }

    @Test func runPrintsEveryScreenTranslatedAndTapsTakeTheBaseTitles() async {
        let result = await demoHost(["run", "todo", "--locale", "pseudo"], lines: ["wait", "tap add", "type Buy eggs"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("title \"[Ţöðöš one]\""), "\(result.output)")
        #expect(result.output.contains("\"Buy milk\""), "the todos are the service's data")
        #expect(result.output.contains("\"[Ţöðö Ţéxţ one]\"") && result.output.contains("\"Buy eggs\""))
        let base = await demoHost(["run", "todo"], lines: ["wait"])
        #expect(base.output.contains("title \"Todos\"") && !base.output.contains("[Ţöðöš"))
    }

    @Test func tapsAndTabsTakeTheTitlesTheUserSees() async throws {
        let session = HostSession(apps: DemoApps.all)
        session.locale = .pseudo
        let speakers = PseudoLocalization.translate("Speakers")
        #expect(speakers.hasPrefix("[Šþéåķéŕš"), "\(speakers)")
        for line in ["open speakeasy", "wait"] { _ = try await session.handle(line: line) }
        guard case .text(let tapped)? = try await session.handle(line: "tap " + speakers) else {
            Issue.record("tap \(speakers) printed nothing")
            return
        }
        #expect(tapped.contains("title \"\(speakers)\""), "\(tapped)")
        // By the start of the title the user sees, by the tab's number, and by the base title.
        for line in ["tab 0", "tap " + String(PseudoLocalization.translate("Speakers").prefix(4)), "tab Events", "tab " + PseudoLocalization.translate("Speakers")] {
            guard case .text? = try await session.handle(line: line) else {
                Issue.record("\(line) printed nothing")
                return
            }
        }
        // What cannot be tapped lists what the user sees.
        do {
            _ = try await session.handle(line: "tap nowhere")
            Issue.record("tap nowhere was taken")
        } catch {
            #expect("\(error)".contains(PseudoLocalization.translate("Events")), "\(error)")
        }
        do {
            _ = try await session.handle(line: "tab Nowhere")
            Issue.record("tab Nowhere was taken")
        } catch {
            #expect("\(error)".contains(speakers), "\(error)")
        }
        let completions = session.completions(for: "tap ")
        #expect(completions.contains("tap Events") && completions.contains("tap " + PseudoLocalization.translate("Events")), "\(completions)")
        #expect(session.completions(for: "tab [Šþ") == ["tab " + speakers])
    }

    @Test func theFlagWorksBeforeTheCommandWithTheDeviceAndForTheSession() async {
        let before = await demoHost(["--locale", "pseudo", "--device", "iphone-4in", "run", "todo"], lines: ["wait"])
        #expect(before.status == 0, "\(before.errors)")
        #expect(before.output.contains("title \"[Ţöðöš one]\"") && before.output.contains("iPhone 320x568"))
        let session = await demoHost(["--locale", "pseudo"], lines: ["todo", "wait", "quit"])
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("title \"[Ţöðöš one]\""))
        let opened = await demoHost(["open", "speakeasy", "--locale", "pseudo"], lines: ["quit"])
        #expect(opened.status == 0, "\(opened.errors)")
        #expect(opened.output.contains("[Ëvéñţš one]"))
    }

    @Test func showAndAuditTakeTheLocale() async {
        let shown = await DemoHostRun.run(["show", "speakeasy/event-details/presenter-loading", "--locale", "pseudo", "--device", "iphone-4in"])
        #expect(shown.status == 0, "\(shown.errors)")
        #expect(shown.output.contains("title \"[Ëvéñţ Ðéţåîļš one two]\"\n  back  \"[Ëvéñţš one]\""), "\(shown.output)")
        #expect(shown.output.contains("iPhone 320x568"))
        let audit = await DemoHostRun.run(["audit", "speakeasy/event-details/presenter-loading", "--locale", "pseudo", "--report-only"])
        #expect(audit.status == 0)
        #expect(audit.output.contains("truncated  navigation bar title  \"[Ëvéñţ Ðéţåîļš one two]\""), "\(audit.output)")
        let base = await DemoHostRun.run(["audit", "speakeasy/event-details/presenter-loading", "--report-only"])
        #expect(!base.output.contains("truncated  navigation bar title"))
    }

    @Test func aWrongLocaleSaysWhatTheFlagTakes() async {
        for arguments in [["run", "todo", "--locale", "fr"], ["--locale", "fr"], ["open", "todo", "--locale", "fr"]] {
            let result = await demoHost(arguments)
            #expect(result.status == 2)
            #expect(result.errors == "--locale takes one of: base, pseudo; not \"fr\".", "\(arguments)")
            #expect(result.output.isEmpty, "nothing opened: \(result.output)")
        }
        let missing = await demoHost(["open", "todo", "--locale"])
        #expect(missing.status == 2 && missing.errors == "--locale needs a locale: one of base, pseudo.")
        let show = await DemoHostRun.run(["show", "todo/list/loaded", "--locale", "xx-\u{1B}[31m"])
        #expect(show.status == 2 && show.errors == "--locale takes one of: base, pseudo; not \"xx-\\u{1B}[31m\".", "\(show.errors)")
        let audit = await DemoHostRun.run(["audit", "--locale", "Pseudo"])
        #expect(audit.status == 2 && audit.errors == "--locale takes one of: base, pseudo; not \"Pseudo\".")
    }

    @Test func theOptionIsTakenOutOfTheArguments() {
        #expect(LocaleOption.removing(from: ["todo", "--locale", "pseudo", "--device", "iphone-4in"]) == ["todo", "--device", "iphone-4in"])
        #expect(LocaleOption.removing(from: ["todo", "--locale"]) == ["todo"])
        #expect(LocaleOption.parse(["todo"]) == .success(.base))
        #expect(LocaleOption.parse(["--locale", "base"]) == .success(.base))
    }
}
