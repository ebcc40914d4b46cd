@testable import SeedCatalog
import Testing
import Presentation
import SeedApps
import SnapshotHarness
import StoryboardTesting

/// Every screen of the catalog under the pseudo-locale, on both iPhones: it renders in every
/// format, the apps' own wording is translated and their data is not, and the texts that fit
/// worse than in the base language are kept in one reviewed reference file.
@Suite struct PseudoLocaleTests {
    /// Each scenario's screen (the `-4in` references are the same screens on the taller iPhone),
    /// with its name.
    private func screens() async throws -> [(name: String, screen: Screen)] {
        var screens: [(String, Screen)] = []
        for scenario in try DemoCatalog.make().scenarios where !scenario.name.rawValue.hasSuffix("-4in") {
            guard case .screen(let screen) = try await scenario.produce() else { continue }
            screens.append((scenario.name.rawValue, screen))
        }
        return screens
    }

    @Test func everyScreenRendersTranslatedOnBothDevicesInEveryFormat() async throws {
        let all = try await screens()
        #expect(all.count > 60)
        for (name, screen) in all {
            for device in Device.allCases {
                let base = screen.laidOut(on: device)
                let pseudo = base.localized(in: .pseudo)
                let text = TextRenderer().render(pseudo)
                #expect(text != TextRenderer().render(base), "\(name) on \(device): nothing was translated")
                #expect(TextRenderer().render(base.localized(in: .base)) == TextRenderer().render(base), "\(name)")
                #expect(!WireframeRenderer().render(pseudo).isEmpty)
                #expect(SVGRenderer().render(pseudo).contains("</svg>"))
                _ = AccessibilityAudit().audit(pseudo)
                #expect(pseudo.content.map(\.frame) == base.content.map(\.frame), "\(name): translating moves nothing")
            }
        }
    }

    @Test func theAppsWordingIsTranslatedAndTheirDataIsNot() async throws {
        let all = Dictionary(try await screens().map { ($0.name, $0.screen) }, uniquingKeysWith: { first, _ in first })
        func pseudo(_ name: String) -> String {
            all[name].map { TextRenderer().render($0.localized(in: .pseudo)) } ?? "no scenario \(name)"
        }
        let events = pseudo("speakeasy/events/loaded")
        #expect(events.contains("\"Azure for iOS Apps\"") && events.contains("\"Ann Lee\""), "events and speakers are the backend's")
        #expect(events.contains("\"[Ëvéñţš one]\""), "the tab is the storyboard's")
        let adding = pseudo("todo/details/adding")
        #expect(adding.contains("\"[Ţöðö Ţéxţ one]\"") && adding.contains("\"[Šåvé one]\""))
        #expect(adding.contains("title \"[Ţöðö Ðéţåîļš one two]\"") && adding.contains("back  \"[Ţöðöš one]\""))
        let failed = pseudo("todo/details/save-failed")
        #expect(failed.contains("[ÖĶ one]"), "the alert's button is the app's")
        #expect(!failed.contains("message \"["), "the alert's message is the server's")
        let map = pseudo("sample/controls/map")
        #expect(map.contains("\"[Žööm: 10 one]\""), "only the format of Zoom: 10 is translated")
        let detail = pseudo("business/detail/litigation")
        #expect(detail.contains("\"Litigation\"") && detail.contains("| \"the experts\""), "the service is data")
        #expect(detail.contains("\"[Bý Jöhñ Ðöé / Þöšţéð ûñðéŕ: one two three] \""), "the byline is the app's")
    }

    /// The reviewed list: each text that is cut, wraps onto more lines or overlaps something
    /// under the pseudo-locale and not in the base language, per scenario and device.
    @Test func textThatNoLongerFits() async throws {
        var report = """
            Text that fits worse under the pseudo-locale (`--locale pseudo`: the apps' own wording
            accented and about 40% longer) than in the base language: cut (truncated), on more
            lines (wraps), or drawn over text or a control (overlaps). One block per screen that
            has any, on each iPhone; data from backends and users is not translated.

            """
        var checked = 0, withFindings = 0
        var counts: [TextFitFinding.Problem: Int] = [:]
        for (name, screen) in try await screens() {
            for device in Device.allCases {
                checked += 1
                let base = screen.laidOut(on: device)
                let findings = TextFitCheck.findings(base: base, localized: base.localized(in: .pseudo))
                guard !findings.isEmpty else { continue }
                withFindings += 1
                report += "\n== \(name)  \(device)\n"
                for finding in findings {
                    report += finding.line + "\n"
                    counts[finding.problem, default: 0] += 1
                }
            }
        }
        report +=
            "\n\(checked) screens, \(withFindings) with text that fits worse: "
            + TextFitFinding.Problem.allCases.map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", ") + "\n"
        assertSnapshot(of: report)
    }
}
