import Testing
@testable import Navigation
import Presentation

/// The launch navigation built from a storyboard: the storyboard says which tabs there are, in
/// which order, with which items, and which scene each stack starts on.
@Suite struct NavigationStateStoryboardTests {
    private let graph = SpeakEasyLikeStoryboard.graph

    /// Every root is a page of its scene, titled with the scene's name.
    private func launch(_ storyboard: Storyboard, selectedTab: Int = 0) -> PageNavigation {
        PageNavigation(storyboard: storyboard, selectedTab: selectedTab) { scene in Page(scene, title: scene.rawValue) }
    }

    @Test func aTabBarGivesOneTabPerTabRelationshipInTheirOrderWithTheirItemsAndRoots() {
        let navigation = launch(graph)
        let tabs = navigation.tabBar?.tabs ?? []
        #expect(tabs.map(\.item) == [TabItem(title: "Events", image: ImageAsset("events")), TabItem(title: "Speakers", image: ImageAsset("speakers"))])
        #expect(tabs.map(\.stack.root.screen.scene) == ["Events", "Speakers"])
        #expect(tabs.map(\.stack.root.id) == [ScreenID(0), ScreenID(1)])
        #expect(navigation.tabBar?.selectedIndex == 0)
        #expect(navigation.modal == nil)

        var reordered = graph
        reordered.relationships.swapAt(0, 1)
        #expect(launch(reordered).tabBar?.tabs.map(\.stack.root.screen.scene) == ["Speakers", "Events"])
    }

    @Test func theSelectedTabIsTheOneAskedForOrTheFirst() {
        #expect(launch(graph, selectedTab: 1).top.scene == "Speakers")
        #expect(launch(graph, selectedTab: 7).top.scene == "Events")
    }

    /// Without a tab bar item, a tab shows the title of the scene it holds, as UIKit shows the
    /// view controller's title.
    @Test func aTabWithoutItsItemShowsItsContentsTitle() {
        var plain = graph
        plain.scenes = plain.scenes.map { scene in
            var scene = scene
            scene.tabBarItem = nil
            return scene
        }
        #expect(launch(plain).tabBar?.tabs.map(\.item) == [TabItem(title: "Events"), TabItem(title: "Speakers")])
    }

    @Test func aNavigationControllerOrAPlainSceneGivesOneStack() {
        let stack = launch(SampleReducer.storyboard)
        #expect(stack.tabBar == nil)
        #expect(stack.currentStack.entries.map(\.screen.scene) == ["List"])
        let plain = launch(Storyboard(initialScene: "Only", scenes: [StoryboardScene("Only", kind: .viewController)]))
        #expect(plain.top.scene == "Only")
    }

    /// A storyboard that validate() rejects still gives a state: tabs without content are left
    /// out, and with nothing left, a single stack on the initial scene.
    @Test func anUnsoundStoryboardNeverCrashesAndValidateSaysWhy() {
        var rootless = graph
        rootless.relationships.removeAll { $0 == .root(of: "EventsNavigation", "Events") }
        #expect(launch(rootless).tabBar?.tabs.map(\.stack.root.screen.scene) == ["Speakers"])
        #expect(rootless.validate().contains(.navigationControllerWithoutRoot("EventsNavigation")))

        var tabless = graph
        tabless.relationships.removeAll { $0.kind == .tab }
        #expect(launch(tabless).tabBar == nil)
        #expect(launch(tabless).top.scene == "Tabs")
        #expect(tabless.validate().contains(.tabBarControllerWithoutTabs("Tabs")))

        let missing = Storyboard(initialScene: "Nowhere", scenes: [])
        #expect(launch(missing).top.scene == "Nowhere")
        #expect(missing.validate() == [.missingInitialScene("Nowhere")])
    }
}
