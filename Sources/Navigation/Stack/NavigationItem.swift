import Presentation

/// What a screen puts in the navigation bar, like `UINavigationItem`.
public struct NavigationItem: Hashable, Sendable {
    /// The title in the middle of the bar, and the default back title of the next screen.
    /// (UIKit's `navigationItem.title` defaults to the view controller's title; here the
    /// screen states the one it shows.)
    public var title: String?
    /// The title of this item's `backBarButtonItem`: what the back button reads on screens
    /// pushed on top of this one.
    public var backButtonTitle: String?
    /// A custom left bar button item; it replaces the back button.
    public var leftBarButton: BarButton?
    /// The right bar button items, from the right edge inward as UIKit lays them out.
    public var rightBarButtons: [BarButton]
    /// Where ``title`` comes from: the app's wording unless the screen is titled with data (a
    /// record's name), which a translation leaves as it is. A title taken from the storyboard
    /// is always the app's.
    public var titleOrigin: TextOrigin
    /// Whether the title shows large when the navigation bar prefers large titles
    /// (`largeTitleDisplayMode`, iOS 11+).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// Creates an item.
    public init(
        title: String? = nil,
        backButtonTitle: String? = nil,
        leftBarButton: BarButton? = nil,
        rightBarButtons: [BarButton] = [],
        titleOrigin: TextOrigin = .app
    ) {
        self.title = title
        self.backButtonTitle = backButtonTitle
        self.leftBarButton = leftBarButton
        self.rightBarButtons = rightBarButtons
        self.titleOrigin = titleOrigin
    }
}

/// What the left end of a navigation bar shows.
public enum LeftBarItem: Hashable, Sendable {
    /// Nothing: the root screen without a custom left item.
    case none
    /// The back button with this title.
    case back(title: String)
    /// The top screen's custom left bar button item, which replaces the back button.
    case custom(BarButton)
}

/// When an item's title shows large (`UINavigationItem.LargeTitleDisplayMode`), if the bar
/// prefers large titles at all (``NavigationAppearance/prefersLargeTitles``).
public enum LargeTitleDisplayMode: String, Hashable, Sendable {
    /// As the item below it on the stack; large on the stack's root.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
}
