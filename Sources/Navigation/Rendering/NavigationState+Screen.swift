import Presentation

extension NavigationState {
    /// The navigation bar of the screen on top: its title, the back button's title by UIKit's
    /// rules (none on a stack's root; a custom left item replaces it), its bar buttons, and the
    /// app's appearance.
    public func navigationBar(appearance: NavigationAppearance = NavigationAppearance()) -> NavigationBar {
        navigationBar(appearance: appearance) { $0.navigationItem }
    }

    /// ``navigationBar(appearance:)`` with each screen's item given by `item`.
    func navigationBar(appearance: NavigationAppearance, item: (Screen) -> NavigationItem) -> NavigationBar {
        let stack = currentStack
        let top = item(stack.top)
        let leftItem = stack.leftItem(item)
        var left: [BarButton] = []
        var backButtonTitle: String?
        var backButtonTitleOrigin = TextOrigin.app
        switch leftItem {
        case .custom(let button): left = [button]
        case .back(let title):
            backButtonTitle = title
            let previous = item(stack.pushed.count >= 2 ? stack.pushed[stack.pushed.count - 2].screen : stack.root.screen)
            if previous.backButtonTitle == nil, previous.title != nil { backButtonTitleOrigin = previous.titleOrigin }
        case .none: break
        }
        var bar = NavigationBar(
            title: top.title,
            backButtonTitle: backButtonTitle,
            leftItems: left,
            rightItems: top.rightBarButtons,
            backgroundImage: appearance.barBackgroundImage,
            backButtonImage: appearance.backButtonImage
        )
        bar.titleOrigin = top.titleOrigin
        bar.backButtonTitleOrigin = backButtonTitleOrigin
        bar.prefersLargeTitles = appearance.prefersLargeTitles && stack.showsLargeTitle(item)
        bar.isTranslucent = appearance.isTranslucent
        return bar
    }

    /// The tab bar, when the root is a tab bar controller and no modal covers it.
    public var tabBarChrome: TabBar? {
        guard modal == nil, let tabBar else { return nil }
        return TabBar(items: tabBar.tabs.map(\.item), selectedIndex: tabBar.selectedIndex)
    }

    /// The alert as the renderer draws it, if one is up.
    public var alertChrome: Alert? {
        alert.map { state in
            var alert = Alert(title: state.title, message: state.message, buttons: state.buttons.map { Alert.Button($0.title, role: $0.role) })
            alert.titleOrigin = state.titleOrigin
            alert.messageOrigin = state.messageOrigin
            return alert
        }
    }

    /// The titles that lead to the top screen: the selected tab's title, then each screen's
    /// title on the current stack (a screen without a title shows as "(untitled)").
    public var breadcrumb: [String] {
        breadcrumb { $0.navigationItem }
    }

    /// ``breadcrumb`` with each screen's item given by `item`.
    func breadcrumb(_ item: (Screen) -> NavigationItem) -> [String] {
        var path: [String] = []
        if modal == nil, let tabBar {
            path.append(tabBar.tabs[tabBar.selectedIndex].item.title)
        }
        for entry in currentStack.entries {
            let title = item(entry.screen).title ?? "(untitled)"
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
        var screen = Presentation.Screen(
            appName: appName,
            breadcrumb: breadcrumb,
            navigationBar: currentStack.showsNavigationBar ? navigationBar(appearance: appearance) : nil,
            content: content,
            tabBar: tabBarChrome,
            alert: alertChrome,
            alertsWaiting: max(0, alerts.count - 1),
            activity: activity
        )
        screen.isPageSheet = modal?.isPageSheet == true
        screen.transition = currentStack.topEntry.transition
        return screen
    }
}

extension NavigationState where Screen: StoryboardScreen {
    /// The whole screen as the storyboard says it: the chrome from this navigation state around
    /// `content`, the elements of the top screen, with
    ///
    /// - each screen's title defaulting to its scene's title in `storyboard`
    ///   (``StoryboardScreen/navigationItem(in:)``), in the bar, the back button and the
    ///   breadcrumb;
    /// - what a tap does taken from `storyboard` (``StoryboardTapActions``): a cell, bar button
    ///   or grid item that triggers a segue of the top scene says `segue <identifier>` of that
    ///   segue, whatever the app wrote; one the app says performs a segue the scene does not
    ///   offer (or that another control triggers) says so, so a snapshot never shows a segue
    ///   that does not exist.
    ///
    /// - Complexity: O(*e* + *s*) for *e* elements and *s* segues, plus O(*s*) per table row
    ///   or grid item the renderer reads.
    public func screen(
        appName: String,
        storyboard: Storyboard,
        content: [Element],
        activity: String? = nil,
        appearance: NavigationAppearance = NavigationAppearance()
    ) -> Presentation.Screen {
        let item = { (screen: Screen) in screen.navigationItem(in: storyboard) }
        let taps = StoryboardTapActions(storyboard: storyboard, scene: top.scene)
        var bar = navigationBar(appearance: appearance, item: item)
        bar.leftItems = bar.leftItems.map(taps.annotating)
        bar.rightItems = bar.rightItems.map(taps.annotating)
        var screen = Presentation.Screen(
            appName: appName,
            breadcrumb: breadcrumb(item),
            navigationBar: currentStack.showsNavigationBar ? bar : nil,
            content: content.map(taps.annotating),
            tabBar: tabBarChrome,
            alert: alertChrome,
            alertsWaiting: max(0, alerts.count - 1),
            activity: activity
        )
        screen.isPageSheet = modal?.isPageSheet == true
        screen.transition = currentStack.topEntry.transition
        return screen
    }
}

/// App-wide looks applied to every navigation bar, like the seeds' `UINavigationBar
/// appearance` and `UIBarButtonItem appearance` proxies.
public struct NavigationAppearance: Hashable, Sendable {
    /// The navigation bar's background image (`setBackgroundImage:forBarMetrics:`).
    public var barBackgroundImage: ImageAsset?
    /// The back button's background image (`setBackButtonBackgroundImage:...`).
    public var backButtonImage: ImageAsset?
    /// Whether the navigation bar shows large titles (`prefersLargeTitles`, iOS 11+) where the
    /// screens' items allow (``LargeTitleDisplayMode``); only today's iPhones draw them.
    public var prefersLargeTitles: Bool
    /// Whether the navigation bar is translucent (`NavigationBar/isTranslucent`): nil for
    /// UIKit's default.
    public var isTranslucent: Bool?

    /// Creates an appearance; the default is UIKit's standard look.
    public init(barBackgroundImage: ImageAsset? = nil, backButtonImage: ImageAsset? = nil, prefersLargeTitles: Bool = false, isTranslucent: Bool? = nil) {
        self.barBackgroundImage = barBackgroundImage
        self.backButtonImage = backButtonImage
        self.prefersLargeTitles = prefersLargeTitles
        self.isTranslucent = isTranslucent
    }
}
