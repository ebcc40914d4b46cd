import Presentation

/// App-wide looks applied to every navigation bar, like the seeds' `UINavigationBar
/// appearance` and `UIBarButtonItem appearance` proxies.
public struct NavigationAppearance: Hashable, Sendable {
    /// The navigation bar's background image (`setBackgroundImage:forBarMetrics:`).
    public var barBackgroundImage: ImageAsset?
    /// The back button's background image (`setBackButtonBackgroundImage:...`).
    public var backButtonImage: ImageAsset?

    /// Creates an appearance; the default is UIKit's standard look.
    public init(barBackgroundImage: ImageAsset? = nil, backButtonImage: ImageAsset? = nil) {
        self.barBackgroundImage = barBackgroundImage
        self.backButtonImage = backButtonImage
    }
}
