/// Everything one iPhone screen shows at a moment: the chrome, the content elements and an
/// alert on top, in the portrait screen's coordinates (320x480 unless laid out for another
/// ``Device`` with ``laidOut(on:)``).
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
    /// Whether the screen is a page sheet, which a swipe down dismisses (iOS 13).
    public var isPageSheet = false
    /// The keyboard, while a text input has the focus (``showingKeyboard()`` puts it up).
    public var keyboard: ShownKeyboard?
    /// How the screen came on screen when the app's own segue class performed it, in words
    /// (`custom segue FadeSegue, performed as show`); nil for UIKit's transitions.
    public var transition: String?
    /// The accessibility findings the app accepts on this screen, each with its reason
    /// (``AccessibilityAudit`` prints them as suppressed); not drawn.
    public var auditSuppressions: [AuditSuppression] = []
    /// The iPhone the screen is laid out for; the 3.5-inch one unless ``laidOut(on:)`` says
    /// otherwise.
    public internal(set) var device: Device = .iPhone35Inch
    /// Light or dark mode; light unless ``inAppearance(_:)`` says otherwise.
    public internal(set) var appearance: Appearance = .light

    /// The 3.5-inch iPhone's size, 320x480 points, which screens have unless laid out for
    /// another device.
    public static let size = Device.iPhone35Inch.size

    /// This screen's size: its device's.
    public var size: Size { device.size }
    /// The status bar's height on the 2012 iPhones (``Device/safeAreaTop`` gives each
    /// device's).
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
    /// (0,64 320x367 with both bars), and on today's iPhones within the safe area (0,103
    /// 393x666 with both bars on the iPhone 15).
    public var contentFrame: Rect {
        Screen.contentFrame(navigationBar: navigationBar != nil, tabBar: tabBar != nil, on: device, largeTitle: navigationBar?.largeTitleHeight ?? 0)
    }

    /// The content area on `device` with or without each bar, below a large title's area
    /// `largeTitle` points tall.
    public static func contentFrame(navigationBar: Bool, tabBar: Bool, on device: Device, largeTitle: Double = 0) -> Rect {
        let top = device.safeAreaTop + (navigationBar ? NavigationBar.height + largeTitle : 0)
        let bottom = (tabBar ? TabBar.height : 0) + device.homeIndicatorHeight
        return Rect(x: 0, y: top, width: device.size.width, height: device.size.height - top - bottom)
    }

    /// The area above the safe area: the status bar (with the sensor housing on today's
    /// iPhones), 0,0 320x20 on the 2012 ones.
    public var statusBarFrame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: device.safeAreaTop)
    }

    /// The size of the content area an app lays its elements out in (their frames are in its
    /// coordinates), for the chrome around it on `device`: on the 3.5-inch iPhone 320x460 with
    /// no bar, 320x416 under a navigation bar, 320x411 above a tab bar, 320x367 with both (88
    /// points taller each on the 4-inch one). A table that fills a tab's navigation screen is
    /// `Rect(origin: .zero, size: Screen.contentSize(navigationBar: true, tabBar: true))`.
    public static func contentSize(navigationBar: Bool, tabBar: Bool, on device: Device = .iPhone35Inch) -> Size {
        contentFrame(navigationBar: navigationBar, tabBar: tabBar, on: device).size
    }

    /// The navigation bar's frame, below the status bar: 44 points, and the large title's
    /// area when it shows (96 in all when expanded).
    public var navigationBarFrame: Rect {
        Rect(x: 0, y: device.safeAreaTop, width: size.width, height: NavigationBar.height + (navigationBar?.largeTitleHeight ?? 0))
    }

    /// The tab bar's frame, at the bottom: 49 points, and the home indicator's 34 below its
    /// items on today's iPhones (83 in all).
    public var tabBarFrame: Rect {
        let height = TabBar.height + device.homeIndicatorHeight
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// How far a scroll view that fills the content area shows under the chrome, above and
    /// below it: on today's iPhones the status bar and a translucent navigation bar above (the
    /// content scrolls under them, as UIKit extends a controller's view under translucent bars
    /// and insets its scroll view by them), the tab bar and the home indicator below; nothing on
    /// the 2012 iPhones, whose bars are opaque.
    public var barUnderlap: (above: Double, below: Double) {
        guard device.hasModernChrome else { return (0, 0) }
        let content = contentFrame
        let opaqueBar = navigationBar.map { $0.isTranslucent == false } ?? false
        let above = opaqueBar ? 0 : content.minY
        return (above, size.height - content.maxY)
    }

    /// The home indicator's strip at the bottom of today's iPhones, nil on the 2012 ones.
    public var homeIndicatorFrame: Rect? {
        let height = device.homeIndicatorHeight
        guard height > 0 else { return nil }
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}
