import Navigation

/// Everything that can happen in the small business app.
public enum BusinessAction: Equatable, Sendable {
    /// The grid screen with this id loaded its view (`viewDidLoad`, the launch action): it
    /// fills itself from the app's service catalog.
    case gridDidLoad(ScreenID)
    /// A user's touch on the screen: a grid item, the back button, a scroll.
    case user(UserAction)
}
