import Testing
import Presentation

/// The content area an app lays out in, per chrome: UIKit's iPhone figures (status bar 20,
/// navigation bar 44, tab bar 49 on a 320x480 screen), and the same area a built screen reports.
@Suite struct ContentSizeTests {
    @Test(arguments: [
        (false, false, 460.0), (true, false, 416.0), (false, true, 411.0), (true, true, 367.0),
    ])
    func theContentAreaIsWhatTheBarsLeave(navigationBar: Bool, tabBar: Bool, height: Double) {
        #expect(Screen.contentSize(navigationBar: navigationBar, tabBar: tabBar) == Size(width: 320, height: height))
        let screen = Screen(
            appName: "App", navigationBar: navigationBar ? NavigationBar(title: "Title") : nil, content: [],
            tabBar: tabBar ? TabBar(items: [TabItem(title: "One")], selectedIndex: 0) : nil)
        #expect(screen.contentFrame.size == Screen.contentSize(navigationBar: navigationBar, tabBar: tabBar))
    }
}
