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
