import Testing
@testable import DemoHost

/// `show` and `audit` of the seed catalog's scenarios take `--locale`, and refuse a wrong one
/// saying what the flag takes.
@MainActor
@Suite struct CatalogLocaleTests {
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
        let show = await DemoHostRun.run(["show", "todo/list/loaded", "--locale", "xx-\u{1B}[31m"])
        #expect(show.status == 2 && show.errors == "--locale takes one of: base, pseudo; not \"xx-\\u{1B}[31m\".", "\(show.errors)")
        let audit = await DemoHostRun.run(["audit", "--locale", "Pseudo"])
        #expect(audit.status == 2 && audit.errors == "--locale takes one of: base, pseudo; not \"Pseudo\".")
        let run = await DemoHostRun.run(["run", "todo", "--locale", "fr"], lines: [])
        #expect(run.status == 2 && run.output.isEmpty, "the demo host passes the flag to its session: \(run.errors)")
    }
}
