import Presentation

/// A tab bar controller's state: its tabs, each with its own navigation stack, and the
/// selected tab. There is always at least one tab, and the selected index is always valid.
public struct TabBarState<Screen: NavigationScreen>: Equatable, Sendable {
    /// One tab: its bar item and its navigation stack, which is kept while another tab is
    /// selected.
    public struct Tab: Equatable, Sendable {
        /// What the tab bar shows for this tab.
        public var item: TabItem
        /// The tab's navigation stack.
        public var stack: NavigationStack<Screen>

        /// Creates a tab.
        public init(item: TabItem, stack: NavigationStack<Screen>) {
            self.item = item
            self.stack = stack
        }
    }

    /// The tabs, left to right.
    public private(set) var tabs: [Tab]
    /// The index of the selected tab.
    public private(set) var selectedIndex: Int

    /// Creates a tab bar.
    ///
    /// - Throws: `NavigationError.noTabs` for an empty list, `.tabIndexOutOfRange` for a
    ///   selected index outside it.
    public init(tabs: [Tab], selectedIndex: Int = 0) throws(NavigationError) {
        guard !tabs.isEmpty else { throw .noTabs }
        guard tabs.indices.contains(selectedIndex) else {
            throw .tabIndexOutOfRange(selectedIndex, count: tabs.count)
        }
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    /// The selected tab.
    public var selectedTab: Tab { tabs[selectedIndex] }

    /// The selected tab's navigation stack.
    public var selectedStack: NavigationStack<Screen> { tabs[selectedIndex].stack }

    /// A user's tap on the tab at `index`: selects it, keeping every stack; tapping the tab
    /// that is already selected pops its stack to the root.
    ///
    /// - Throws: `NavigationError.tabIndexOutOfRange`; the state is then unchanged.
    public mutating func select(_ index: Int) throws(NavigationError) -> TabSelection<Screen> {
        guard tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index, count: tabs.count) }
        if index == selectedIndex {
            return .reselected(index, popped: tabs[index].stack.popToRoot())
        }
        defer { selectedIndex = index }
        return .switched(from: selectedIndex, to: index)
    }

    /// A programmatic change of the selected tab (`selectedIndex = index`): never pops, and
    /// reports nothing, as UIKit sends no `didSelect` for it.
    ///
    /// - Throws: `NavigationError.tabIndexOutOfRange`; the state is then unchanged.
    public mutating func setSelectedIndex(_ index: Int) throws(NavigationError) {
        guard tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index, count: tabs.count) }
        selectedIndex = index
    }

    /// Changes the bar item of the tab at `index` (a new badge, say).
    ///
    /// - Throws: `NavigationError.tabIndexOutOfRange`; the state is then unchanged.
    public mutating func setItem(_ item: TabItem, at index: Int) throws(NavigationError) {
        guard tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index, count: tabs.count) }
        tabs[index].item = item
    }

    /// Runs `change` on the selected tab's stack and returns its result.
    public mutating func updateSelectedStack<Result>(
        _ change: (inout NavigationStack<Screen>) -> Result
    ) -> Result {
        change(&tabs[selectedIndex].stack)
    }

    /// The screen with `id` on any tab's stack.
    ///
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    public func screen(_ id: ScreenID) -> Screen? {
        for tab in tabs {
            if let screen = tab.stack.screen(id) { return screen }
        }
        return nil
    }

    /// Changes the screen with `id` wherever it is, also on a tab that is not selected;
    /// returns `false` when no stack holds it.
    ///
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    @discardableResult
    public mutating func update(_ id: ScreenID, _ change: (inout Screen) -> Void) -> Bool {
        for index in tabs.indices where tabs[index].stack.update(id, change) {
            return true
        }
        return false
    }
}

/// What a user's tap on a tab did. Receiving one means `tabBarController:didSelect` fired,
/// which UIKit does for every tap, including on the tab already selected.
public enum TabSelection<Screen: NavigationScreen>: Equatable, Sendable {
    /// Another tab became selected; both tabs keep their stacks.
    case switched(from: Int, to: Int)
    /// The selected tab was tapped again, which popped its stack to the root; `popped` holds
    /// the screens removed, bottom to top (empty when it was already at the root).
    case reselected(Int, popped: [StackEntry<Screen>])
}
