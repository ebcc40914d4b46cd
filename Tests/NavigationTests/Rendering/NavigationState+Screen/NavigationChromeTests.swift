import Testing
@testable import Navigation
import Presentation

/// The navigation chrome as the renderer prints it: tab bar with the selected tab, navigation
/// bar with title, back-button title and bar buttons, and the alert on top of everything.
@Suite struct NavigationChromeTests {
    @Test func rootScreenHasNoBackButtonAndShowsTheTabBar() throws {
        let navigation = SpeakEasyLikeStoryboard.launch()
        let text = TextRenderer().render(navigation.screen(appName: "SpeakEasy", content: []))
        #expect(
            text == """
                SpeakEasy > Events  iPhone 320x480
                status  0,0 320x20
                navbar  0,20 320x44  title "Events"
                content  0,64 320x367
                tabbar  0,431 320x49  [Events] Speakers
                  tab 0  "Events"  events  selected
                  tab 1  "Speakers"  speakers

                """)
    }

    @Test func pushedScreenShowsTheBackTitleAndBreadcrumb() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        navigation.push(Page("EventDetails", title: "Event Details"))
        navigation.push(Page("Presenter", title: nil))
        let bar = navigation.navigationBar()
        #expect(bar.title == nil)
        #expect(bar.backButtonTitle == "Event Details")
        #expect(navigation.breadcrumb == ["Events", "Event Details", "(untitled)"])
        let text = TextRenderer().render(navigation.screen(appName: "SpeakEasy", content: []))
        #expect(text.contains("navbar  0,20 320x44  no title\n  back  \"Event Details\"\n"))
    }

    /// A bar that prefers large titles shows each screen's title large as its item's mode
    /// says: `automatic` as the screen below it, large on the root.
    @Test func largeTitlesFollowEachItemsDisplayMode() {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let appearance = NavigationAppearance(prefersLargeTitles: true)
        let item = { (page: Page) -> NavigationItem in
            var item = page.navigationItem
            item.largeTitleDisplayMode = page.detail.flatMap(LargeTitleDisplayMode.init(rawValue:)) ?? .automatic
            return item
        }
        #expect(navigation.navigationBar(appearance: appearance, item: item).prefersLargeTitles, "the root")
        navigation.push(Page("EventDetails", title: "Details", detail: "never"))
        #expect(!navigation.navigationBar(appearance: appearance, item: item).prefersLargeTitles)
        navigation.push(Page("Presenter", title: "Presenter"))
        #expect(!navigation.navigationBar(appearance: appearance, item: item).prefersLargeTitles, "automatic: as the screen below")
        navigation.push(Page("More", title: "More", detail: "always"))
        #expect(navigation.navigationBar(appearance: appearance, item: item).prefersLargeTitles)
        #expect(!navigation.navigationBar(appearance: NavigationAppearance(), item: item).prefersLargeTitles, "the bar does not prefer them")
    }

    @Test func customLeftItemReplacesTheBackButton() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        navigation.push(Page("EventDetails", title: "Edit", leftButton: .system(.cancel, tapAction: "dismiss")))
        let text = TextRenderer().render(navigation.screen(appName: "SpeakEasy", content: []))
        #expect(text.contains("  left  system cancel \"Cancel\"  tap -> dismiss\n"))
        #expect(!text.contains("  back  "))
    }

    @Test func alertIsPrintedLastWithItsButtons() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        navigation.presentAlert(AlertState(title: "Error", message: "Offline", buttons: [.cancel("OK"), AlertButton("Retry", action: .retry)]))
        let text = TextRenderer().render(navigation.screen(appName: "SpeakEasy", content: []))
        #expect(
            text.hasSuffix(
                """
                alert  "Error"  modal: only its buttons respond
                  message  "Offline"
                  button 0  "OK"  cancel
                  button 1  "Retry"  default

                """))
    }

    @Test func appearanceImagesShowInTheBar() throws {
        let navigation = PageNavigation(root: Page("Grid", title: "Services"))
        let appearance = NavigationAppearance(barBackgroundImage: ImageAsset("menubar.png"), backButtonImage: ImageAsset("back.png"))
        let text = TextRenderer().render(navigation.screen(appName: "Business", content: [], appearance: appearance))
        #expect(text.contains("navbar  0,20 320x44  title \"Services\"\n  background  menubar.png\n"))
        #expect(!text.contains("tabbar"))
    }
}
