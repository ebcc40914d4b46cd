import Presentation
import Testing
@testable import StoryboardHost

/// `--locale pseudo` for `run`, `open` and the interactive session: what is printed is
/// pseudo-translated, taps take the base titles and the translated ones the user sees, and a
/// wrong value says what the flag takes.
@MainActor
@Suite struct LocaleOptionTests {
    @Test func runPrintsEveryScreenTranslatedAndTapsTakeTheBaseTitles() async {
        let result = await HostRun.run(["run", "garden", "--locale", "pseudo"], lines: ["wait", "tap Basil", "type Pick often"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("title \"[Þļåñţš one]\""), "\(result.output)")
        #expect(result.output.contains("\"Basil\""), "the plants are the app's data")
        #expect(result.output.contains("placeholder \"\(PseudoLocalization.translate("Note"))\""), "the placeholder is the app's: \(result.output)")
        #expect(result.output.contains("\"Pick often\""))
        let base = await HostRun.run(["run", "garden"], lines: ["wait"])
        #expect(base.output.contains("title \"Plants\"") && !base.output.contains("[Þļåñţš"))
    }

    @Test func tapsAndTabsTakeTheTitlesTheUserSees() async throws {
        let session = HostSession(apps: [.garden()])
        session.locale = .pseudo
        let settings = PseudoLocalization.translate("Settings")
        #expect(settings.hasPrefix("[Šéţţîñğš"), "\(settings)")
        for line in ["open garden", "wait"] { _ = try await session.handle(line: line) }
        guard case .text(let tapped)? = try await session.handle(line: "tap " + settings) else {
            Issue.record("tap \(settings) printed nothing")
            return
        }
        #expect(tapped.contains("title \"\(settings)\""), "\(tapped)")
        // By the start of the title the user sees, by the tab's number, and by the base title.
        for line in ["tab 0", "tap " + String(settings.prefix(4)), "tab Plants", "tab " + settings] {
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
            #expect("\(error)".contains(PseudoLocalization.translate("Plants")), "\(error)")
        }
        do {
            _ = try await session.handle(line: "tab Nowhere")
            Issue.record("tab Nowhere was taken")
        } catch {
            #expect("\(error)".contains(settings), "\(error)")
        }
        let completions = session.completions(for: "tap ")
        #expect(completions.contains("tap Plants") && completions.contains("tap " + PseudoLocalization.translate("Plants")), "\(completions)")
        #expect(session.completions(for: "tab [Šé") == ["tab " + settings])
    }

    @Test func theFlagWorksBeforeTheCommandWithTheDeviceAndForTheSession() async {
        let before = await HostRun.run(["--locale", "pseudo", "--device", "iphone-4in", "run", "garden"], lines: ["wait"])
        #expect(before.status == 0, "\(before.errors)")
        #expect(before.output.contains("title \"[Þļåñţš one]\"") && before.output.contains("iPhone 320x568"))
        let session = await HostRun.run(["--locale", "pseudo"], lines: ["garden", "wait", "quit"])
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("title \"[Þļåñţš one]\""))
        let opened = await HostRun.run(["open", "garden", "--locale", "pseudo"], lines: ["quit"])
        #expect(opened.status == 0, "\(opened.errors)")
        #expect(opened.output.contains("[Šéţţîñğš one]"))
    }

    @Test func aWrongLocaleSaysWhatTheFlagTakes() async {
        for arguments in [["run", "garden", "--locale", "fr"], ["--locale", "fr"], ["open", "garden", "--locale", "fr"]] {
            let result = await HostRun.run(arguments)
            #expect(result.status == 2)
            #expect(result.errors == "--locale takes one of: base, pseudo; not \"fr\".", "\(arguments)")
            #expect(result.output.isEmpty, "nothing opened: \(result.output)")
        }
        let missing = await HostRun.run(["open", "garden", "--locale"])
        #expect(missing.status == 2 && missing.errors == "--locale needs a locale: one of base, pseudo.")
    }

    @Test func theOptionIsTakenOutOfTheArguments() {
        #expect(LocaleOption.removing(from: ["garden", "--locale", "pseudo", "--device", "iphone-4in"]) == ["garden", "--device", "iphone-4in"])
        #expect(LocaleOption.removing(from: ["garden", "--locale"]) == ["garden"])
        #expect(LocaleOption.parse(["garden"]) == .success(.base))
        #expect(LocaleOption.parse(["--locale", "base"]) == .success(.base))
    }
}
