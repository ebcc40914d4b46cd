import Navigation
import Presentation
import SeedApps
import Testing

/// A client's view of the pseudo-locale, with the public API only: it marks its own strings,
/// shows a seed app's screen translated, and asks what no longer fits.
@MainActor
@Suite struct LocalizationEmbeddingTests {
    @Test func aClientMarksItsWordingAndTheScreenIsTranslatedAroundItsData() {
        let screen = Screen(
            appName: "Client",
            navigationBar: NavigationBar(title: "Inbox"),
            content: [
                .label("heading", frame: Rect(x: 10, y: 10, width: 300, height: 21), .app("Unread messages")),
                .label(
                    "count", frame: Rect(x: 10, y: 40, width: 300, height: 21),
                    Label(TextOrigin.formatted("%@ new", arguments: ["12"]), origin: .appFormat("%@ new", arguments: ["12"]))),
                .label("sender", frame: Rect(x: 10, y: 70, width: 300, height: 21), Label("Ann Lee")),
            ]
        )
        let text = TextRenderer().render(screen.localized(in: .pseudo))
        #expect(text.contains("title \"[Îñböx one]\""))
        #expect(text.contains("\"[Ûñŕéåð méššåğéš one two]\""))
        #expect(text.contains("\"[12 ñéw one]\""))
        #expect(text.contains("\"Ann Lee\""))
        #expect(TextFitCheck.findings(base: screen, localized: screen.localized(in: .pseudo)).isEmpty)
    }

    @Test func aSeedAppsScreenNamesWhatNoLongerFits() async throws {
        let host = TodoSample.driver()
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        let findings = TextFitCheck.findings(base: host.screen, localized: host.screen.localized(in: .pseudo))
        #expect(findings.map(\.element) == ["navigation bar title"])
        #expect(findings.first?.problem == .truncated)
    }
}
