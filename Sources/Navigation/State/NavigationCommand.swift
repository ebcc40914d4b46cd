/// A user's touch on the navigation chrome, as data, so an app action can carry it:
/// `case navigation(NavigationCommand)`.
public enum NavigationCommand: Hashable, Sendable {
    /// A tap on the tab at this index.
    case tapTab(Int)
    /// A tap on the back button.
    case tapBack
    /// A tap on the alert button at this index.
    case tapAlertButton(Int)
}
