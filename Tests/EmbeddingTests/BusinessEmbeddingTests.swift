import Navigation
import Presentation
import SeedApps
import Testing

/// The small business app embedded as a UI client embeds it, with plain imports: its sample
/// catalog and a catalog of the app's own.
@MainActor
@Suite struct BusinessEmbeddingTests {
    @Test func theGridShowsTheServicesAndAnItemOpensItsDetailPage() async throws {
        let host = AppDriver(app: BusinessApp(), runner: BusinessEffects())
        await host.settle()
        #expect(host.pendingEffects.isEmpty)
        guard let grid = host.state.top(as: ServicesGrid.self) else {
            Issue.record("the grid is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(grid.services.map(\.caption) == ["Litigation", "Real Estate", "Family Law", "Employment", "Immigration", "Tax Advice"])
        #expect(TextRenderer().render(host.screen).hasPrefix("Small Business > Services  iPhone 320x480"))

        var updates = host.updates().makeAsyncIterator()
        let current = await updates.next()
        #expect(current == host.state)
        try host.send(.tapGridItem(2))
        let afterTap = await updates.next()
        guard let detail = afterTap?.top(as: ServiceDetail.self) else {
            Issue.record("the tap did not push the detail page")
            return
        }
        #expect(detail.service.caption == "Family Law")
        #expect(detail.contentOffsetY == 0)
        let page = TextRenderer().render(host.screen)
        #expect(page.hasPrefix("Small Business > Services > (untitled)  iPhone 320x480"))
        #expect(page.contains("\"• Prenuptial and cohabitation\""))

        try host.send(.scroll(toY: 10_000))
        guard let scrolled = host.state.top(as: ServiceDetail.self) else {
            Issue.record("the detail page is no longer on top")
            return
        }
        #expect(scrolled.contentOffsetY == 424)

        try host.send(.tapBack)
        guard let back = host.state.top(as: ServicesGrid.self) else {
            Issue.record("back did not return to the grid")
            return
        }
        #expect(back.selectedIndex == nil)
    }

    @Test func anAppShowsACatalogOfItsOwn() async throws {
        let notary = BusinessService(
            caption: "Notary", image: nil, webContentTitle: "Notary: Signed and sealed",
            webContent: "<p>Deeds and wills.</p>", webContentImage: nil)
        let host = AppDriver(app: BusinessApp(catalog: BusinessServiceCatalog(services: [notary])), runner: BusinessEffects())
        await host.settle()
        #expect(throws: UserActionError.gridItemOutOfRange(1, count: 1)) {
            try host.send(.tapGridItem(1))
        }

        try host.send(.tapGridItem(0))
        guard let detail = host.state.top(as: ServiceDetail.self) else {
            Issue.record("the tap did not push the detail page: \(host.state.navigation.top)")
            return
        }
        #expect(detail.service == notary)
        #expect(TextRenderer().render(host.screen).contains("\"Deeds and wills.\""))
    }
}
