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
        store.launch {
            $0.loaded.insert(self.grid)
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.services = app.catalog.services }
        }
        return store
    }

    @Test func launchFillsTheGridFromTheCatalog() {
        let app = BusinessApp()
        #expect(app.initialState.top(as: ServicesGrid.self)?.services == [], "empty until it loads")
        let store = launchedStore(app)
        #expect(store.state.top(as: ServicesGrid.self) == ServicesGrid(catalog: .sample, services: services))
        store.finish()
    }

    @Test func tappingAnItemSelectsItAndPushesItsDetailPage() {
        let store = launchedStore()
        store.send(.touch(.tapGridItem(2))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 2 }
            $0.push(ServiceDetail(service: self.services[2]))
        }
        #expect(store.state.navigation.topID == detail)
        #expect(store.state.navigation.currentStack.backButtonTitle(in: BusinessStoryboard.storyboard) == "Services")
        store.finish()
    }

    @Test(arguments: 0..<6)
    func theDetailPageGetsTheTappedService(_ index: Int) {
        let store = launchedStore()
        store.send(.touch(.tapGridItem(index))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = index }
            $0.push(ServiceDetail(service: self.services[index]))
        }
        guard let page = store.state.top(as: ServiceDetail.self) else {
            Issue.record("the detail page is not on top")
            return
        }
        #expect(page.service.caption == services[index].caption)
        store.finish()
    }

    @Test func backPopsTheDetailAndClearsTheGridSelection() {
        let store = launchedStore()
        let launched = store.state
        store.send(.touch(.tapGridItem(1))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 1 }
            $0.push(ServiceDetail(service: self.services[1]))
        }
        store.send(.touch(.tapBack)) {
            $0.navigation.pop()
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = nil }
        }
        #expect(store.state.navigation.top == launched.navigation.top)
        store.finish()
    }

    @Test func theSameItemOpensAgainAfterGoingBack() {
        let store = launchedStore()
        store.send(.touch(.tapGridItem(0))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 0 }
            $0.push(ServiceDetail(service: self.services[0]))
        }
        store.send(.touch(.tapBack)) {
            $0.navigation.pop()
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = nil }
        }
        store.send(.touch(.tapGridItem(0))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 0 }
            $0.push(ServiceDetail(service: self.services[0]))
        }
        #expect(store.state.navigation.topID == ScreenID(2))
        store.finish()
    }

    @Test func scrollingTheDetailPageIsClampedBetweenZeroAnd424() {
        let store = launchedStore()
        store.send(.touch(.tapGridItem(0))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 0 }
            $0.push(ServiceDetail(service: self.services[0]))
        }
        store.send(.touch(.scroll(toY: 100))) {
            $0.navigation.update(self.detail, as: ServiceDetail.self) { $0.contentOffsetY = 100 }
        }
        store.send(.touch(.scroll(toY: 10_000))) {
            $0.navigation.update(self.detail, as: ServiceDetail.self) { $0.contentOffsetY = 424 }
        }
        store.send(.touch(.scroll(toY: .infinity)))
        store.send(.touch(.scroll(toY: .nan)))
        store.send(.touch(.scroll(toY: -50))) {
            $0.navigation.update(self.detail, as: ServiceDetail.self) { $0.contentOffsetY = 0 }
        }
        store.finish()
    }

    @Test func aScrolledDetailPageStartsAtTheTopWhenOpenedAgain() {
        let store = launchedStore()
        store.send(.touch(.tapGridItem(3))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 3 }
            $0.push(ServiceDetail(service: self.services[3]))
        }
        store.send(.touch(.scroll(toY: 200))) {
            $0.navigation.update(self.detail, as: ServiceDetail.self) { $0.contentOffsetY = 200 }
        }
        store.send(.touch(.tapBack)) {
            $0.navigation.pop()
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = nil }
        }
        store.send(.touch(.tapGridItem(3))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 3 }
            $0.push(ServiceDetail(service: self.services[3], contentOffsetY: 0))
        }
        store.finish()
    }

    @Test func theSixServicesFitTheGridSoItDoesNotScroll() {
        let store = launchedStore()
        store.send(.touch(.scroll(toY: 300)))
        store.finish()
    }

    @Test func aLongerCatalogScrollsTheGridUpToItsLastRow() {
        let many = BusinessServiceCatalog(services: Array(repeating: services, count: 4).flatMap { $0 }.prefix(20).map { $0 })
        let store = launchedStore(BusinessApp(catalog: many))
        // 20 items in 3 columns: 7 rows of 128 = 896 points in a 416-point grid.
        store.send(.touch(.scroll(toY: 10_000))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.contentOffsetY = 480 }
        }
        store.finish()
    }

    /// A touch no code handles is a wiring error naming the control and changes nothing. The
    /// screen never offers these (a host refuses them first, with an item that is not there,
    /// back on the grid, the grid under the detail page:
    /// `BusinessHostTests.touchesTheScreenDoesNotOfferAreRejectedAndChangeNothing`), so only a
    /// store that skips that check, as this one does, reaches the app with them.
    @Test func touchesNoCodeHandlesAreWiringErrorsThatChangeNothing() {
        let store = launchedStore()
        let before = store.state
        let touches = [
            UserAction.tapRow(TableIndexPath(row: 0, section: 0)), .tapBarButton("add"), .tapButton("save"), .typeText("x"), .replaceText("y"), .tapTab(0),
        ]
        for touch in touches {
            withKnownIssue {
                store.send(.touch(touch))
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("The reducer could not apply touch(\(touch)) (a wiring error of the app): ") == true
            }
        }
        #expect(store.state == before)
        store.send(.touch(.tapGridItem(4))) {
            $0.navigation.update(self.grid, as: ServicesGrid.self) { $0.selectedIndex = 4 }
            $0.push(ServiceDetail(service: self.services[4]))
        }
        withKnownIssue {
            store.send(.touch(.tapButton("save")))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The reducer could not apply touch(tap button save) (a wiring error of the app): "
                    + "The screen shows the control \"tap button save (scene DetailViewController)\" but the app has no code for it."
            ]
        }
        store.finish()
    }
}
