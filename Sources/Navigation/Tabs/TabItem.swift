/// What a tab shows in the tab bar, like `UITabBarItem`.
public struct TabItem: Hashable, Sendable {
    /// The title under the icon.
    public var title: String
    /// The name of the icon image, if any.
    public var imageName: String?
    /// The badge text (such as an unread count), if any.
    public var badge: String?

    /// Creates a tab bar item.
    public init(title: String, imageName: String? = nil, badge: String? = nil) {
        self.title = title
        self.imageName = imageName
        self.badge = badge
    }
}
