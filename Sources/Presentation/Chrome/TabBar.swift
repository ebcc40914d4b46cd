/// What a tab bar (`UITabBar`) shows: its items and which one is selected.
public struct TabBar: Sendable, Equatable {
    /// The items, left to right.
    public var items: [TabItem]
    /// The index of the selected item.
    public var selectedIndex: Int

    /// The bar's height.
    public static let height: Double = 49

    /// Creates a tab bar.
    public init(items: [TabItem], selectedIndex: Int) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}

/// What a tab shows in the tab bar, like `UITabBarItem`.
public struct TabItem: Hashable, Sendable {
    /// The title under the icon.
    public var title: String
    /// The icon, if any.
    public var image: ImageAsset?
    /// The badge text (such as an unread count), if any.
    public var badge: String?
    /// Where ``title`` comes from: the app's wording (the storyboard's tab bar item) unless the
    /// app marks it data. The badge is always data.
    public var titleOrigin: TextOrigin = .app

    /// Creates a tab bar item.
    public init(title: String, image: ImageAsset? = nil, badge: String? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
    }
}
