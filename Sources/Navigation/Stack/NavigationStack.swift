/// A navigation controller's stack of screens, as a value: a root plus the screens pushed on
/// it. It can never be empty, because the root cannot be popped.
///
/// Ids come from outside (`NavigationState` owns the counter) so that they stay unique across
/// all the stacks of an app. Popping the root is not an error but a no-op, as
/// `popViewControllerAnimated:` returns `nil` there; the user-level `NavigationState.tapBack()`
/// turns it into `NavigationError.noBackButton`.
public struct NavigationStack<Screen: NavigationScreen>: Equatable, Sendable {
    /// The bottom screen, shown when nothing is pushed.
    public private(set) var root: StackEntry<Screen>
    /// The screens pushed on the root, bottom to top.
    public private(set) var pushed: [StackEntry<Screen>]
    /// Whether a navigation controller holds the stack, so its bar shows: false for a view
    /// controller presented on its own, which has no bar.
    public private(set) var showsNavigationBar: Bool
    /// Whether the stack was presented as a page sheet, which a swipe down dismisses.
    public private(set) var isPageSheet: Bool

    /// Creates a stack holding only `root`, in a navigation controller unless
    /// `showsNavigationBar` is false, presented as a page sheet when `isPageSheet`.
    public init(root: Screen, id: ScreenID, showsNavigationBar: Bool = true, isPageSheet: Bool = false, transition: String? = nil) {
        self.root = StackEntry(id: id, screen: root, transition: transition)
        self.pushed = []
        self.showsNavigationBar = showsNavigationBar
        self.isPageSheet = isPageSheet
    }

    /// All entries, root first.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public var entries: [StackEntry<Screen>] { [root] + pushed }

    /// The number of screens, at least 1.
    public var count: Int { pushed.count + 1 }

    /// Whether only the root is on the stack.
    public var isAtRoot: Bool { pushed.isEmpty }

    /// The entry on top: the one the user sees.
    public var topEntry: StackEntry<Screen> { pushed.last ?? root }

    /// The screen on top.
    public var top: Screen { topEntry.screen }

    /// The id of the screen on top.
    public var topID: ScreenID { topEntry.id }

    /// Pushes `screen` with the id `id` on top.
    public mutating func push(_ screen: Screen, id: ScreenID, transition: String? = nil) {
        pushed.append(StackEntry(id: id, screen: screen, transition: transition))
    }

    /// Pops the top screen and returns it; at the root returns `nil` and changes nothing.
    @discardableResult
    public mutating func pop() -> StackEntry<Screen>? {
        pushed.popLast()
    }

    /// Pops everything above the root and returns the popped entries, bottom to top (empty at
    /// the root).
    @discardableResult
    public mutating func popToRoot() -> [StackEntry<Screen>] {
        defer { pushed = [] }
        return pushed
    }

    /// Pops the screens above the one with `id` and returns them, bottom to top; `nil` (and no
    /// change) when no screen on the stack has that id.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    @discardableResult
    public mutating func pop(to id: ScreenID) -> [StackEntry<Screen>]? {
        if root.id == id { return popToRoot() }
        guard let index = pushed.firstIndex(where: { $0.id == id }) else { return nil }
        defer { pushed.removeSubrange((index + 1)...) }
        return Array(pushed[(index + 1)...])
    }

    /// Whether a screen with `id` is on the stack.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func contains(_ id: ScreenID) -> Bool {
        screen(id) != nil
    }

    /// The screen with `id`, if it is on the stack.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func screen(_ id: ScreenID) -> Screen? {
        root.id == id ? root.screen : pushed.first { $0.id == id }?.screen
    }

    /// Changes the screen with `id` in place; returns `false` (and changes nothing) when it is
    /// not on the stack, which is how a late effect result for a popped screen gets dropped.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    @discardableResult
    public mutating func update(_ id: ScreenID, _ change: (inout Screen) -> Void) -> Bool {
        if root.id == id {
            change(&root.screen)
            return true
        }
        guard let index = pushed.firstIndex(where: { $0.id == id }) else { return false }
        change(&pushed[index].screen)
        return true
    }

    /// What the navigation bar shows on the left, by UIKit's rules in order: the top item's
    /// custom left bar button item; else a back button (none on the root) titled with the
    /// previous item's `backButtonTitle`, else the previous item's title, else "Back".
    public var leftItem: LeftBarItem {
        leftItem { $0.navigationItem }
    }

    /// ``leftItem`` with each screen's item given by `item`, such as
    /// ``StoryboardScreen/navigationItem(in:)``, which takes a title from the storyboard.
    public func leftItem(_ item: (Screen) -> NavigationItem) -> LeftBarItem {
        if let custom = item(top).leftBarButton { return .custom(custom) }
        guard !pushed.isEmpty else { return .none }
        let previous = item(pushed.count >= 2 ? pushed[pushed.count - 2].screen : root.screen)
        return .back(title: previous.backButtonTitle ?? previous.title ?? "Back")
    }

    /// Whether the top screen's title shows large in a bar that prefers large titles: its
    /// item's mode, `automatic` taking the mode of the screen below it (large on the root).
    /// - Complexity: O(screens on the stack).
    public func showsLargeTitle(_ item: (Screen) -> NavigationItem) -> Bool {
        let items = ([root.screen] + pushed.map(\.screen)).map(item)
        var large = true
        for shown in items {
            switch shown.largeTitleDisplayMode {
            case .automatic: break
            case .always: large = true
            case .never: large = false
            }
        }
        return large
    }

    /// The back button's title, or `nil` when there is no back button (on the root, or when a
    /// custom left item replaces it).
    public var backButtonTitle: String? {
        guard case .back(let title) = leftItem else { return nil }
        return title
    }
}

extension NavigationStack where Screen: StoryboardScreen {
    /// The back button's title as the screen shows it, with titles the screens leave to the
    /// storyboard taken from `storyboard` (``StoryboardScreen/navigationItem(in:)``); `nil` when
    /// there is no back button.
    /// - Complexity: O(*n*) for *n* scenes in the storyboard.
    public func backButtonTitle(in storyboard: Storyboard) -> String? {
        guard case .back(let title) = leftItem({ $0.navigationItem(in: storyboard) }) else { return nil }
        return title
    }
}

/// One screen on a navigation stack together with its stable id.
public struct StackEntry<Screen: NavigationScreen>: Identifiable, Equatable, Sendable {
    /// The id effects use to route results back to this screen.
    public let id: ScreenID
    /// The screen's current state.
    public var screen: Screen
    /// How the screen came on screen when a segue class of the app's performed it
    /// (`custom segue FadeSegue, performed as show`); nil for UIKit's own transitions.
    public var transition: String?

    /// Creates an entry.
    public init(id: ScreenID, screen: Screen, transition: String? = nil) {
        self.id = id
        self.screen = screen
        self.transition = transition
    }
}
