import Presentation

extension NavigationState {
    /// The navigation bar of the screen on top: its title, the back button's title by UIKit's
    /// rules (none on a stack's root; a custom left item replaces it), its bar buttons, and the
    /// app's appearance.
    public func navigationBar(appearance: NavigationAppearance = NavigationAppearance()) -> NavigationBar {
        let stack = currentStack
        let item = stack.top.navigationItem
        var left: [BarButton] = []
        if case .custom(let button) = stack.leftItem { left = [button] }
        return NavigationBar(
            title: item.title,
            backButtonTitle: stack.backButtonTitle,
            leftItems: left,
            rightItems: item.rightBarButtons,
            backgroundImage: appearance.barBackgroundImage,
            backButtonImage: appearance.backButtonImage
        )
    }

    /// The tab bar, when the root is a tab bar controller and no modal covers it.
    public var tabBarChrome: TabBar? {
        guard modal == nil, let tabBar else { return nil }
        return TabBar(items: tabBar.tabs.map(\.item), selectedIndex: tabBar.selectedIndex)
    }

    /// The alert as the renderer draws it, if one is up.
    public var alertChrome: Alert? {
        alert.map { state in
            Alert(title: state.title, message: state.message, buttons: state.buttons.map { Alert.Button($0.title, role: $0.role) })
        }
    }

    /// The titles that lead to the top screen: the selected tab's title, then each screen's
    /// title on the current stack (a screen without a title shows as "(untitled)").
    public var breadcrumb: [String] {
        var path: [String] = []
        if modal == nil, let tabBar {
            path.append(tabBar.tabs[tabBar.selectedIndex].item.title)
        }
        for entry in currentStack.entries {
            let title = entry.screen.navigationItem.title ?? "(untitled)"
            if path.last != title { path.append(title) }
        }
        return path
    }

    /// The whole screen: chrome from this navigation state around `content`, the elements of
    /// the top screen.
    public func screen(
        appName: String,
        content: [Element],
        activity: String? = nil,
        appearance: NavigationAppearance = NavigationAppearance()
    ) -> Presentation.Screen {
        Presentation.Screen(
            appName: appName,
            breadcrumb: breadcrumb,
            navigationBar: navigationBar(appearance: appearance),
            content: content,
            tabBar: tabBarChrome,
            alert: alertChrome,
            alertsWaiting: max(0, alerts.count - 1),
            activity: activity
        )
    }
}

/// App-wide looks applied to every navigation bar, like the seeds' `UINavigationBar
/// appearance` and `UIBarButtonItem appearance` proxies.
public struct NavigationAppearance: Hashable, Sendable {
    /// The navigation bar's background image (`setBackgroundImage:forBarMetrics:`).
    public var barBackgroundImage: ImageAsset?
    /// The back button's background image (`setBackButtonBackgroundImage:...`).
    public var backButtonImage: ImageAsset?

    /// Creates an appearance; the default is UIKit's standard look.
    public init(barBackgroundImage: ImageAsset? = nil, backButtonImage: ImageAsset? = nil) {
        self.barBackgroundImage = barBackgroundImage
        self.backButtonImage = backButtonImage
    }
}
