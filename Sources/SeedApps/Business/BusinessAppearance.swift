import Navigation
import Presentation

/// The app-wide look the seed sets in `application:didFinishLaunchingWithOptions:` through the
/// appearance proxies: `menubar.png` as every navigation bar's background and `back.png` as
/// every back button's background. The seed gives no sizes for them, so none are stated.
enum BusinessAppearance {
    /// The appearance applied to every screen's navigation bar.
    static let navigation = NavigationAppearance(
        barBackgroundImage: ImageAsset("menubar.png"),
        backButtonImage: ImageAsset("back.png")
    )
}
