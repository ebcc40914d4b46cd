import Navigation
import Presentation
import SeedApps
import StoryboardTesting
import Testing

/// The small business app driven through `TestStore` with public imports only
/// (`exhaustivity: .off`: its state is publicly read-only). It has no effects.
@Suite struct BusinessTestStoreTests {
    @Test func aGridItemOpensItsServiceAndBackClearsTheSelection() throws {
        let store = TestStore(app: BusinessApp(), exhaustivity: .off)
        store.launch()
        guard let grid = store.state.top(as: ServicesGrid.self) else {
            Issue.record("the grid is not on top")
            return
        }
        #expect(grid.services == BusinessServiceCatalog.sample.services)

        store.send(.tapGridItem(2))
        guard let detail = store.state.top(as: ServiceDetail.self) else {
            Issue.record("the detail page is not on top")
            return
        }
        #expect(detail.service == BusinessServiceCatalog.sample.services[2])
        store.send(.scroll(toY: 10_000))
        guard let scrolled = store.state.top(as: ServiceDetail.self) else { return }
        #expect(scrolled.contentOffsetY == 424, "clamped to the page's largest offset")

        store.send(.tapBack)
        guard let after = store.state.top(as: ServicesGrid.self) else { return }
        #expect(after.selectedIndex == nil)
        store.finish()
    }

    @Test func anItemThatIsNotInTheGridFailsTheTest() {
        let store = TestStore(app: BusinessApp(), exhaustivity: .off)
        store.launch()
        withKnownIssue {
            store.send(.tapGridItem(6))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The screen does not offer tap item 6: The grid has 6 items; there is no item 6."]
        }
        #expect(store.state.navigation.currentStack.count == 1)
    }
}
