/// Everything one iPhone screen shows at a moment: the chrome, the content elements and an
/// alert on top, in the 320x480 portrait screen's coordinates.
public struct Screen: Sendable {
    /// The app's name, printed first.
    public var appName: String
    /// The path of titles that led here (tab, then each screen on the stack), printed in the
    /// first line so a reviewer knows where the screen is.
    public var breadcrumb: [String]
    /// The navigation bar, if the screen is inside a navigation controller.
    public var navigationBar: NavigationBar?
    /// The content elements, in the content area's coordinates (below the bars).
    public var content: [Element]
    /// The tab bar, if the screen is inside a tab bar controller.
    public var tabBar: TabBar?
    /// The alert on top of everything, if one is up.
    public var alert: Alert?
    /// How many older alerts wait under `alert`, each to come back when the one above it is
    /// dismissed.
    public var alertsWaiting: Int
    /// A one-line note on what is in progress (`loading events`), if anything.
    public var activity: String?

    /// The screen's size: the iPhone's 320x480 points.
    public static let size = Size(width: 320, height: 480)
    /// The status bar's height.
    public static let statusBarHeight: Double = 20

    /// Creates a screen.
    public init(
        appName: String,
        breadcrumb: [String] = [],
        navigationBar: NavigationBar? = nil,
        content: [Element],
        tabBar: TabBar? = nil,
        alert: Alert? = nil,
        alertsWaiting: Int = 0,
        activity: String? = nil
    ) {
        self.appName = appName
        self.breadcrumb = breadcrumb
        self.navigationBar = navigationBar
        self.content = content
        self.tabBar = tabBar
        self.alert = alert
        self.alertsWaiting = max(0, alertsWaiting)
        self.activity = activity
    }

    /// The content area: below the status bar and the navigation bar, above the tab bar
    /// (0,64 320x367 with both bars).
    public var contentFrame: Rect {
        let size = Screen.contentSize(navigationBar: navigationBar != nil, tabBar: tabBar != nil)
        let top = Screen.statusBarHeight + (navigationBar == nil ? 0 : NavigationBar.height)
        return Rect(x: 0, y: top, width: size.width, height: size.height)
    }

    /// The size of the content area an app lays its elements out in (their frames are in its
    /// coordinates), for the chrome around it: 320x460 with no bar, 320x416 under a navigation
    /// bar, 320x411 above a tab bar, 320x367 with both. A table that fills a tab's navigation
    /// screen is `Rect(origin: .zero, size: Screen.contentSize(navigationBar: true, tabBar: true))`.
    public static func contentSize(navigationBar: Bool, tabBar: Bool) -> Size {
        let bars = statusBarHeight + (navigationBar ? NavigationBar.height : 0) + (tabBar ? TabBar.height : 0)
        return Size(width: size.width, height: size.height - bars)
    }

    /// The navigation bar's frame, below the status bar.
    public var navigationBarFrame: Rect {
        Rect(x: 0, y: Screen.statusBarHeight, width: Screen.size.width, height: NavigationBar.height)
    }

    /// The tab bar's frame, at the bottom.
    public var tabBarFrame: Rect {
        Rect(x: 0, y: Screen.size.height - TabBar.height, width: Screen.size.width, height: TabBar.height)
    }
}
