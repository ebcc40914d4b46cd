import Testing
@testable import SeedApps
@testable import Navigation
import Presentation

/// The small business app driven only through the embedding API (`AppHost` + `UserAction`),
/// as a UI client would, including services with hostile HTML.
@MainActor
@Suite struct BusinessHostTests {
    private func launch(_ catalog: BusinessServiceCatalog = .sample) -> AppDriver<BusinessApp> {
        AppDriver(app: BusinessApp(catalog: catalog), runner: BusinessEffects())
    }

    @Test func aUserOpensAServiceScrollsToTheEndAndGoesBack() throws {
        let host = launch()
        #expect(ScreenInspector(host.screen).grid?.cells.count == 6)
        #expect(host.screen.navigationBar?.title == "Services")

        try host.send(.tapGridItem(4))
        #expect(host.screen.breadcrumb == ["Services", "(untitled)"])
        #expect(host.screen.navigationBar?.title == nil)
        #expect(host.screen.navigationBar?.backButtonTitle == "Services")
        let top = TextRenderer().render(host.screen)
        #expect(top.contains(#"label metaLabel  183,169 117x21  Helvetica 13  #1E90E0  "Immigration""#))
        #expect(top.contains(#"| "Immigration: Your path to a""#))

        try host.send(.scroll(toY: 5_000))
        let bottom = TextRenderer().render(host.screen)
        #expect(bottom.contains("offset 0,424  scrolls to 424"))
        #expect(bottom.contains("label titleLabel  10,0 300x61  off-screen"))

        try host.send(.tapBack)
        #expect(host.screen.breadcrumb == ["Services"])
        #expect(ScreenInspector(host.screen).grid?.selectedIndex == nil)
    }

    @Test func everyScreenWearsTheAppearanceImages() throws {
        let host = launch()
        #expect(host.screen.navigationBar?.backgroundImage?.name == "menubar.png")
        #expect(TextRenderer().render(host.screen).contains("  background  menubar.png"))
        try host.send(.tapGridItem(0))
        #expect(host.screen.navigationBar?.backgroundImage?.name == "menubar.png")
        #expect(host.screen.navigationBar?.backButtonImage?.name == "back.png")
        #expect(TextRenderer().render(host.screen).contains(#"  back  "Services"  image back.png"#))
    }

    @Test func touchesTheScreenDoesNotOfferAreRejectedAndChangeNothing() throws {
        let host = launch()
        let before = host.state
        #expect(throws: UserActionError.gridItemOutOfRange(6, count: 6)) { try host.send(.tapGridItem(6)) }
        #expect(throws: UserActionError.gridItemOutOfRange(-1, count: 6)) { try host.send(.tapGridItem(-1)) }
        #expect(throws: UserActionError.noBackButton) { try host.send(.tapBack) }
        #expect(throws: UserActionError.noTable) { try host.send(.tapRow(TableIndexPath(row: 0, section: 0))) }
        #expect(throws: UserActionError.noTabBar) { try host.send(.tapTab(0)) }
        #expect(throws: UserActionError.invalidScrollOffset(.infinity)) { try host.send(.scroll(toY: .infinity)) }
        #expect(host.state == before)

        try host.send(.tapGridItem(1))
        // The grid is covered: its items cannot be tapped through the detail page.
        #expect(throws: UserActionError.noGrid) { try host.send(.tapGridItem(0)) }
        #expect(host.failures.isEmpty)
    }

    @Test func theSeedArticleShowsItsTwoParagraphsAndFourBulletsDespiteTheUnclosedList() throws {
        let host = launch()
        try host.send(.tapGridItem(0))
        try host.send(.scroll(toY: 424))
        let text = TextRenderer().render(host.screen)
        #expect(text.contains(#"| "directors delegates day-to-day"\#n      | "management""#))
        let page = WebPageLayout(html: BusinessServiceCatalog.litigation, width: 300)
        #expect(page.lines.filter { $0.marker == "• " }.count == 4)
        #expect(page.lines.count == 18)
        #expect(page.contentHeight == 380)
        let blocks = HTMLDocument.parse(BusinessServiceCatalog.litigation)
        #expect(blocks.count == 6)
        #expect(blocks.prefix(2).allSatisfy { if case .paragraph = $0 { true } else { false } })
        #expect(blocks.dropFirst(2).allSatisfy { if case .listItem(.bullet, 0, _) = $0 { true } else { false } })
    }

    @Test func hostileHTMLAndDataRenderWithoutCrashing() throws {
        let hostile = [
            "<p>Before</p><script>document.write('never shown')",
            "<style>body { color: red }</style><p>Styled <b><i>unclosed<ul><li>one<li>two<ol><li>three",
            String(repeating: "<ul><li>deep", count: 2_000) + "<p>&bogus; &#xFFFFFFFF; < > &amp;</p>",
            "<!-- an unclosed comment <p>hidden",
            "",
        ]
        let services = hostile.enumerated().map { index, html in
            BusinessService(
                caption: index == 0 ? String(repeating: "Very long caption ", count: 20) : "S\(index)",
                image: index == 1 ? nil : BusinessServiceCatalog.photo(1),
                webContentTitle: index == 2 ? String(repeating: "An endless title ", count: 40) : "T\(index)",
                webContent: html,
                webContentImage: index == 3 ? nil : ImageAsset("odd.jpg", size: Size(width: 0, height: -5)))
        }
        let host = launch(BusinessServiceCatalog(services: services))
        #expect(ScreenInspector(host.screen).grid?.cells.count == hostile.count)
        for index in hostile.indices {
            try host.send(.tapGridItem(index))
            for offset in [0.0, 200, 424] {
                try host.send(.scroll(toY: offset))
                let text = TextRenderer().render(host.screen)
                #expect(!text.contains("never shown"))
                #expect(!text.contains("color: red"))
                #expect(!text.contains("hidden"))
            }
            try host.send(.tapBack)
        }
        try host.send(.tapGridItem(1))
        let styled = TextRenderer().render(host.screen)
        #expect(styled.contains(#"| "Styled unclosed"\#n      | "• one"\#n      | "• two"\#n      | "1. three""#))
        try host.send(.tapBack)
        try host.send(.tapGridItem(2))
        #expect(TextRenderer().render(host.screen).contains("2 lines max  2 lines, truncated"))
    }

    @Test func anEmptyCatalogShowsAnEmptyGrid() {
        let host = launch(BusinessServiceCatalog(services: []))
        #expect(ScreenInspector(host.screen).grid?.cells.isEmpty == true)
        #expect(throws: UserActionError.gridItemOutOfRange(0, count: 0)) { try host.send(.tapGridItem(0)) }
        #expect(TextRenderer().render(host.screen).contains("0 items"))
    }
}
