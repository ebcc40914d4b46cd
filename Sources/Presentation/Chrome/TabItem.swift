/// What a tab shows in the tab bar, like `UITabBarItem`.
public struct TabItem: Hashable, Sendable {
    /// The title under the icon.
    public var title: String
    /// The icon, if any.
    public var image: ImageAsset?
    /// The badge text (such as an unread count), if any.
    public var badge: String?

    /// Creates a tab bar item.
    public init(title: String, image: ImageAsset? = nil, badge: String? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
    }
}
