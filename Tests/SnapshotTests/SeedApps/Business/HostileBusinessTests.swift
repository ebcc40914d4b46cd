import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// Hostile detail pages and hostile text in the small business app: scripts, styles, comments
/// and attributes never show; unclosed, misnested and 10,000-deep tags, bad entities and huge
/// documents render; hostile captions and titles render on the grid and the page, with
/// invisible characters printed as escapes.
@MainActor
@Suite struct HostileBusinessTests {
    private func host(_ services: [BusinessService]) -> AppDriver<BusinessApp> {
        AppDriver(app: BusinessApp(catalog: BusinessServiceCatalog(services: services)), runner: BusinessEffects())
    }

    private func render(_ host: AppDriver<BusinessApp>) -> String {
        let text = TextRenderer().render(host.screen)
        #expect(HostileText.firstUnescapedScalar(in: text) == nil)
        return text
    }

    @Test(arguments: HostileHTML.documents.map(\.name))
    func aHostileArticleRendersWithoutItsHiddenParts(document name: String) throws {
        let document = try #require(HostileHTML.documents.first { $0.name == name })
        let service = BusinessService(caption: "Case", image: nil, webContentTitle: name, webContent: document.html, webContentImage: nil)
        let host = host([service])
        try host.send(.tapGridItem(0))
        for offset in [0.0, 10_000] {
            try host.send(.scroll(toY: offset))
            let screen = host.screen
            let text = TextRenderer().render(screen)
            #expect(HostileText.firstUnescapedScalar(in: text) == nil)
            #expect(text.contains("webview articleWebView"))
            if let hidden = document.hidden { #expect(!text.contains(hidden), "\(hidden) shows") }
            #expect(TextRenderer().render(screen) == text, "the page renders the same twice")
        }
    }

    @Test func theArticlesVisibleTextSurvivesTheHostileMarkupAroundIt() throws {
        let html = "<p>Before</p><script>document.write('x')</script><style>p{}</style><!-- c --><p onclick=\"y()\">After</p>"
        let host = host([BusinessService(caption: "C", image: nil, webContentTitle: "T", webContent: html, webContentImage: nil)])
        try host.send(.tapGridItem(0))
        let text = render(host)
        #expect(text.contains("\"Before\""))
        #expect(text.contains("\"After\""))
    }

    @Test func aHugeArticleRenders() throws {
        let host = host([BusinessService(caption: "C", image: nil, webContentTitle: "T", webContent: HostileHTML.huge(paragraphs: 2_000), webContentImage: nil)]
        )
        try host.send(.tapGridItem(0))
        #expect(render(host).contains("\"Paragraph 0 with bold text & an entity.\""))
    }

    @Test func hostileCaptionsAndTitlesRenderOnTheGridAndThePage() throws {
        let services = HostileText.samples.map { sample in
            BusinessService(caption: sample.text, image: nil, webContentTitle: sample.text, webContent: "<p>" + sample.text + "</p>", webContentImage: nil)
        }
        let host = host(services)
        #expect(ScreenInspector(host.screen).grid?.cells.count == services.count)
        for offset in stride(from: 0.0, through: 1_000, by: 128) {
            try host.send(.scroll(toY: offset))
            _ = render(host)
        }
        for (index, sample) in HostileText.samples.enumerated() {
            try host.send(.tapGridItem(index))
            let page = render(host)
            if sample.text.count < 12 { #expect(page.contains(TextQuote.quoted(sample.text)), "\(sample.name)") }
            try host.send(.tapBack)
        }
    }
}
