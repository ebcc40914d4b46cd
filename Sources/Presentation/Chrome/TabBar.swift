/// What a tab bar (`UITabBar`) shows: its items and which one is selected.
public struct TabBar: Sendable, Equatable {
    /// One tab's item (`UITabBarItem`).
    public struct Item: Sendable, Equatable {
        /// The title under the icon.
        public var title: String
        /// The icon.
        public var image: ImageAsset?

        /// Creates a tab bar item.
        public init(title: String, image: ImageAsset?) {
            self.title = title
            self.image = image
        }
    }

    /// The items, left to right.
    public var items: [Item]
    /// The index of the selected item.
    public var selectedIndex: Int

    /// The bar's height.
    public static let height: Double = 49

    /// Creates a tab bar.
    public init(items: [Item], selectedIndex: Int) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}
