import Presentation

/// All of an app's navigation as one value: the root container (tab bar or single stack), an
/// optional modal stack over it, the alerts over everything (the newest shown, the older ones
/// waiting underneath), and the counter that hands out `ScreenID`s.
///
/// Programmatic changes (`push`, `pop`, `presentModal`, `presentAlert`, `update`) are what a
/// reducer does in response to actions and are never blocked. User-level commands (`tapTab`,
/// `tapBack`, `tapAlertButton`, `apply(_:)`) do what UIKit does for the touch and refuse one
/// the state cannot take (no back button on a root screen, no tab bar under a modal). Whether
/// a touch may happen at all (while an alert is up only its buttons respond) is decided once,
/// on the rendered screen, by ``ScreenInspector`` before ``AppHost`` hands the touch to the
/// app, so neither this type nor an app's reducer checks it again.
public struct NavigationState<Screen: NavigationScreen, AlertAction: Equatable & Sendable>: Equatable, Sendable {
    /// The tab bar or single stack at the bottom.
    public private(set) var root: NavigationRoot<Screen>
    /// The modally presented stacks, each presented by the one before it (the first by the
    /// root), oldest first: a screen presented modally can present another, as UIKit's
    /// `presentViewController:` from a presented view controller.
    public internal(set) var modals: [NavigationStack<Screen>]

    /// The modal stack on top, the one the user sees, if any.
    public var modal: NavigationStack<Screen>? { modals.last }
    /// The alerts presented and not yet dismissed, oldest first. Only the last is shown: as
    /// UIAlertView does (approx.), a new alert covers the one that is up, which comes back when
    /// the new one is dismissed, so no message is lost.
    public private(set) var alerts: [AlertState<AlertAction>]

    /// The alert that is up (the newest), if any.
    public var alert: AlertState<AlertAction>? { alerts.last }
    /// The counter for the next screen id; part of the state so equal histories give equal ids.
    public private(set) var screenIDs: ScreenIDGenerator

    /// An app whose root is a single navigation controller showing `root`.
    public init(root: Screen, showsNavigationBar: Bool = true) {
        var ids = ScreenIDGenerator()
        self.root = .stack(NavigationStack(root: root, id: ids.make(), showsNavigationBar: showsNavigationBar))
        self.modals = []
        self.alerts = []
        self.screenIDs = ids
    }

    /// An app whose root is a tab bar; each tab gets a navigation stack holding its root screen.
    ///
    /// - Throws: `NavigationError.noTabs` or `.tabIndexOutOfRange`.
    public init(tabs: [(item: TabItem, root: Screen)], selectedIndex: Int = 0) throws(NavigationError) {
        try self.init(tabStacks: tabs.map { ($0.item, $0.root, true) }, selectedIndex: selectedIndex)
    }

    /// An app whose root is a tab bar; each tab gets a stack holding its root screen, in a
    /// navigation controller (its bar showing) when `showsNavigationBar` says so.
    ///
    /// - Throws: `NavigationError.noTabs` or `.tabIndexOutOfRange`.
    init(tabStacks tabs: [(item: TabItem, root: Screen, showsNavigationBar: Bool)], selectedIndex: Int) throws(NavigationError) {
        var ids = ScreenIDGenerator()
        let built = tabs.map {
            TabBarState.Tab(item: $0.item, stack: NavigationStack(root: $0.root, id: ids.make(), showsNavigationBar: $0.showsNavigationBar))
        }
        self.root = .tabs(try TabBarState(tabs: built, selectedIndex: selectedIndex))
        self.modals = []
        self.alerts = []
        self.screenIDs = ids
    }

    // MARK: Reading

    /// The tab bar, when the root is one.
    public var tabBar: TabBarState<Screen>? {
        guard case .tabs(let tabBar) = root else { return nil }
        return tabBar
    }

    /// The stack the user sees: the modal one if presented, else the selected tab's or the
    /// single stack. Pushes go here.
    public var currentStack: NavigationStack<Screen> {
        modal ?? root.currentStack
    }

    /// The screen the user sees (under the alert, if one is up).
    public var top: Screen { currentStack.top }

    /// The id of the screen the user sees.
    public var topID: ScreenID { currentStack.topID }

    /// Every screen on every stack, with its id: each tab's stack in tab order (or the single
    /// stack), root first, then the modal stack.
    ///
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    public var entries: [StackEntry<Screen>] {
        let stacks: [NavigationStack<Screen>] =
            switch root {
            case .stack(let stack): [stack]
            case .tabs(let tabBar): tabBar.tabs.map(\.stack)
            }
        return (stacks + modals).flatMap(\.entries)
    }

    /// The screen with `id` on any stack (every tab and the modal), if it is still there.
    ///
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    public func screen(_ id: ScreenID) -> Screen? {
        for modal in modals.reversed() {
            if let screen = modal.screen(id) { return screen }
        }
        switch root {
        case .stack(let stack): return stack.screen(id)
        case .tabs(let tabBar): return tabBar.screen(id)
        }
    }

    // MARK: Programmatic changes

    /// Pushes `screen` on the current stack with a fresh id, which it returns.
    @discardableResult
    public mutating func push(_ screen: Screen, transition: String? = nil) -> ScreenID {
        let id = screenIDs.make()
        updateCurrentStack { $0.push(screen, id: id, transition: transition) }
        return id
    }

    /// Pops the current stack's top screen and returns it; `nil` (no change) at its root.
    @discardableResult
    public mutating func pop() -> StackEntry<Screen>? {
        updateCurrentStack { $0.pop() }
    }

    /// Pops the current stack to its root and returns the popped entries, bottom to top.
    @discardableResult
    public mutating func popToRoot() -> [StackEntry<Screen>] {
        updateCurrentStack { $0.popToRoot() }
    }

    /// Presents `screen` modally as the root of a new stack, over the modal on top if there is
    /// one; returns its fresh id. A screen presented without a navigation controller
    /// (`inNavigationController` false) shows no navigation bar; a page sheet (`pageSheet`) is
    /// dismissed by a swipe down.
    @discardableResult
    public mutating func presentModal(
        _ screen: Screen, inNavigationController: Bool = true, pageSheet: Bool = false,
        transition: String? = nil
    ) -> ScreenID {
        let id = screenIDs.make()
        modals.append(
            NavigationStack(
                root: screen, id: id, showsNavigationBar: inNavigationController, isPageSheet: pageSheet,
                transition: transition))
        return id
    }

    /// Dismisses the modal stack on top and returns it; the one under it, if any, shows again.
    ///
    /// - Throws: `NavigationError.noModal`.
    @discardableResult
    public mutating func dismissModal() throws(NavigationError) -> NavigationStack<Screen> {
        guard let presented = modals.popLast() else { throw .noModal }
        return presented
    }

    /// Shows `alert` over everything, over the alert that is up if there is one (that one
    /// comes back when `alert` is dismissed).
    public mutating func presentAlert(_ alert: AlertState<AlertAction>) {
        alerts.append(alert)
    }

    /// Removes the alert that is up without a button tap (as `dismissWithClickedButtonIndex:`
    /// from code); the one it covered, if any, is up again.
    ///
    /// - Throws: `NavigationError.noAlert`.
    @discardableResult
    public mutating func dismissAlert() throws(NavigationError) -> AlertState<AlertAction> {
        guard let shown = alerts.popLast() else { throw .noAlert }
        return shown
    }

    /// Changes the screen with `id` wherever it is; returns `false` and changes nothing when it
    /// is no longer on any stack. This is how effect results find the screen that asked.
    ///
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    @discardableResult
    public mutating func update(_ id: ScreenID, _ change: (inout Screen) -> Void) -> Bool {
        for index in modals.indices.reversed() where modals[index].update(id, change) { return true }
        switch root {
        case .stack(var stack):
            defer { root = .stack(stack) }
            return stack.update(id, change)
        case .tabs(var tabBar):
            defer { root = .tabs(tabBar) }
            return tabBar.update(id, change)
        }
    }

    /// Selects a tab from code: no pop, no `didSelect`, not blocked by an alert.
    ///
    /// - Throws: `NavigationError.notATabBar` or `.tabIndexOutOfRange`.
    public mutating func setSelectedTab(_ index: Int) throws(NavigationError) {
        guard case .tabs(var tabBar) = root else { throw .notATabBar }
        try tabBar.setSelectedIndex(index)
        root = .tabs(tabBar)
    }

    /// Runs `change` on the stack the user sees and returns its result.
    mutating func updateCurrentStack<Result>(_ change: (inout NavigationStack<Screen>) -> Result) -> Result {
        if var stack = modals.last {
            defer { modals[modals.count - 1] = stack }
            return change(&stack)
        }
        switch root {
        case .stack(var stack):
            defer { root = .stack(stack) }
            return change(&stack)
        case .tabs(var tabBar):
            defer { root = .tabs(tabBar) }
            return tabBar.updateSelectedStack(change)
        }
    }

    /// Replaces the tab bar at the root after a user command changed it.
    mutating func replaceTabBar(_ tabBar: TabBarState<Screen>) {
        root = .tabs(tabBar)
    }

    /// Removes the alert that is up after one of its buttons was tapped.
    mutating func clearAlert() {
        _ = alerts.popLast()
    }
}

/// The container at the bottom of an app's navigation: a tab bar with a stack per tab, or a
/// single navigation stack.
public enum NavigationRoot<Screen: NavigationScreen>: Equatable, Sendable {
    /// A single navigation controller.
    case stack(NavigationStack<Screen>)
    /// A tab bar controller whose tabs each hold a navigation controller.
    case tabs(TabBarState<Screen>)

    /// The stack the user sees at the root: the single stack, or the selected tab's.
    var currentStack: NavigationStack<Screen> {
        switch self {
        case .stack(let stack): stack
        case .tabs(let tabBar): tabBar.selectedStack
        }
    }
}
