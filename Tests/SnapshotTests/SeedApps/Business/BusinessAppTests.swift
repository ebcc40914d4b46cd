import Testing
import StoryboardTesting
@testable import SeedApps
@testable import Navigation
import Presentation

/// The small business app's flows through the exhaustive TestStore: selection, scrolling and
/// back navigation, and the touches it must ignore.
@Suite struct BusinessAppTests {
    private let grid = ScreenID(0)
    private let detail = ScreenID(1)
    private let services = BusinessServiceCatalog.sample.services

    /// A store after the launch action filled the grid.
    private func launchedStore(_ app: BusinessApp = BusinessApp()) -> TestStore<BusinessApp> {
        let store = TestStore(initialState: app.initialState, reducer: app)
        store.send(.gridDidLoad(grid)) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.services = app.catalog.services } }
        }
        return store
    }

    @Test func launchFillsTheGridFromTheCatalog() {
        let app = BusinessApp()
        #expect(app.launchAction == .gridDidLoad(grid))
        let store = launchedStore(app)
        #expect(store.state.navigation.top == .services(ServicesGridState(services: services)))
        store.finish()
    }

    @Test func tappingAnItemSelectsItAndPushesItsDetailPage() {
        let store = launchedStore()
        store.send(.user(.tapGridItem(2))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 2 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[2])))
        }
        #expect(store.state.navigation.topID == detail)
        #expect(store.state.navigation.currentStack.backButtonTitle(in: BusinessStoryboard.storyboard) == "Services")
        store.finish()
    }

    @Test(arguments: 0..<6)
    func theDetailPageGetsTheTappedService(_ index: Int) {
        let store = launchedStore()
        store.send(.user(.tapGridItem(index))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = index } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[index])))
        }
        guard case .detail(let page) = store.state.navigation.top else {
            Issue.record("the detail page is not on top")
            return
        }
        #expect(page.service.caption == services[index].caption)
        store.finish()
    }

    @Test func backPopsTheDetailAndClearsTheGridSelection() {
        let store = launchedStore()
        let launched = store.state
        store.send(.user(.tapGridItem(1))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 1 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[1])))
        }
        store.send(.user(.tapBack)) {
            $0.navigation.pop()
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = nil } }
        }
        #expect(store.state.navigation.top == launched.navigation.top)
        store.finish()
    }

    @Test func theSameItemOpensAgainAfterGoingBack() {
        let store = launchedStore()
        store.send(.user(.tapGridItem(0))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 0 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[0])))
        }
        store.send(.user(.tapBack)) {
            $0.navigation.pop()
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = nil } }
        }
        store.send(.user(.tapGridItem(0))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 0 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[0])))
        }
        #expect(store.state.navigation.topID == ScreenID(2))
        store.finish()
    }

    @Test func scrollingTheDetailPageIsClampedBetweenZeroAnd424() {
        let store = launchedStore()
        store.send(.user(.tapGridItem(0))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 0 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[0])))
        }
        store.send(.user(.scroll(toY: 100))) {
            $0.navigation.update(self.detail) { $0.updateDetail { $0.contentOffsetY = 100 } }
        }
        store.send(.user(.scroll(toY: 10_000))) {
            $0.navigation.update(self.detail) { $0.updateDetail { $0.contentOffsetY = 424 } }
        }
        store.send(.user(.scroll(toY: .infinity)))
        store.send(.user(.scroll(toY: .nan)))
        store.send(.user(.scroll(toY: -50))) {
            $0.navigation.update(self.detail) { $0.updateDetail { $0.contentOffsetY = 0 } }
        }
        store.finish()
    }

    @Test func aScrolledDetailPageStartsAtTheTopWhenOpenedAgain() {
        let store = launchedStore()
        store.send(.user(.tapGridItem(3))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 3 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[3])))
        }
        store.send(.user(.scroll(toY: 200))) {
            $0.navigation.update(self.detail) { $0.updateDetail { $0.contentOffsetY = 200 } }
        }
        store.send(.user(.tapBack)) {
            $0.navigation.pop()
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = nil } }
        }
        store.send(.user(.tapGridItem(3))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 3 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[3], contentOffsetY: 0)))
        }
        store.finish()
    }

    @Test func theSixServicesFitTheGridSoItDoesNotScroll() {
        let store = launchedStore()
        store.send(.user(.scroll(toY: 300)))
        store.finish()
    }

    @Test func aLongerCatalogScrollsTheGridUpToItsLastRow() {
        let many = BusinessServiceCatalog(services: Array(repeating: services, count: 4).flatMap { $0 }.prefix(20).map { $0 })
        let store = launchedStore(BusinessApp(catalog: many))
        // 20 items in 3 columns: 7 rows of 128 = 896 points in a 416-point grid.
        store.send(.user(.scroll(toY: 10_000))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.contentOffsetY = 480 } }
        }
        store.finish()
    }

    /// Touches the reducer ignores; those the screen does not offer (an item that is not
    /// there, back on the grid, the grid under the detail page) are refused before it, by the
    /// host (`BusinessHostTests.touchesTheScreenDoesNotOfferAreRejectedAndChangeNothing`).
    @Test func touchesThatDoNotApplyChangeNothing() {
        let store = launchedStore()
        store.send(.user(.tapRow(TableIndexPath(row: 0, section: 0))))
        store.send(.user(.tapTab(0)))
        store.send(.user(.tapAlertButton(0)))
        store.send(.user(.tapBarButton("add")))
        store.send(.user(.tapButton("save")))
        store.send(.user(.typeText("x")))
        store.send(.user(.replaceText("y")))
        store.send(.gridDidLoad(ScreenID(42)))
        store.send(.user(.tapGridItem(4))) {
            $0.navigation.update(self.grid) { $0.updateGrid { $0.selectedIndex = 4 } }
            $0.navigation.push(.detail(ServiceDetailState(service: self.services[4])))
        }
        store.send(.user(.tapButton("save")))
        store.finish()
    }
}
