import Testing
@testable import Navigation
import Presentation

@Suite struct NavigationTabBarTests {
    @Test func switchingTabsKeepsEachStack() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        navigation.push(Page("EventDetails", title: "Details"))
        #expect(try navigation.tapTab(1) == .switched(from: 0, to: 1))
        #expect(navigation.top.scene == "Speakers")
        navigation.push(Page("Presenter"))
        #expect(try navigation.tapTab(0) == .switched(from: 1, to: 0))
        #expect(navigation.currentStack.entries.map(\.screen.scene) == ["Events", "EventDetails"])
        #expect(navigation.tabBar?.tabs[1].stack.entries.map(\.screen.scene) == ["Speakers", "Presenter"])
    }

    @Test func reselectingTheSelectedTabPopsItsStackToTheRoot() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let details = navigation.push(Page("EventDetails"))
        let presenter = navigation.push(Page("Presenter"))
        let selection = try navigation.tapTab(0)
        #expect(
            selection
                == .reselected(
                    0,
                    popped: [
                        StackEntry(id: details, screen: Page("EventDetails")),
                        StackEntry(id: presenter, screen: Page("Presenter")),
                    ]))
        #expect(navigation.currentStack.isAtRoot)
        #expect(try navigation.tapTab(0) == .reselected(0, popped: []))
    }

    @Test func programmaticSelectionNeverPops() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        navigation.push(Page("EventDetails"))
        try navigation.setSelectedTab(0)
        #expect(navigation.currentStack.count == 2)
        try navigation.setSelectedTab(1)
        #expect(navigation.tabBar?.selectedIndex == 1)
    }

    @Test func outOfRangeTabIsATypedErrorAndChangesNothing() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let before = navigation
        #expect(throws: NavigationError.tabIndexOutOfRange(2, count: 2)) { try navigation.tapTab(2) }
        #expect(throws: NavigationError.tabIndexOutOfRange(-1, count: 2)) { try navigation.setSelectedTab(-1) }
        #expect(navigation == before)
    }

    @Test func aTabBarNeedsTabsAndAValidSelection() {
        #expect(throws: NavigationError.noTabs) { try PageNavigation(tabs: []) }
        #expect(throws: NavigationError.tabIndexOutOfRange(1, count: 1)) {
            try PageNavigation(tabs: [(item: TabItem(title: "Only"), root: Page("A"))], selectedIndex: 1)
        }
    }

    @Test func tabCommandsOnASingleStackAreRefused() {
        var navigation = PageNavigation(root: Page("List"))
        #expect(throws: NavigationError.notATabBar) { try navigation.tapTab(0) }
    }

    @Test func eachTabRootGetsItsOwnScreenID() throws {
        let navigation = SpeakEasyLikeStoryboard.launch()
        #expect(navigation.tabBar?.tabs.map(\.stack.root.id) == [ScreenID(0), ScreenID(1)])
        #expect(navigation.screenIDs.nextID == ScreenID(2))
    }

    @Test func badgeCanBeSetAndOutOfRangeIsRefused() throws {
        guard var tabBar = SpeakEasyLikeStoryboard.launch().tabBar else {
            Issue.record("launch state has no tab bar")
            return
        }
        try tabBar.setItem(TabItem(title: "Speakers", image: ImageAsset("speakers"), badge: "3"), at: 1)
        #expect(tabBar.tabs[1].item.badge == "3")
        #expect(throws: NavigationError.tabIndexOutOfRange(5, count: 2)) {
            try tabBar.setItem(TabItem(title: "X"), at: 5)
        }
    }
}
