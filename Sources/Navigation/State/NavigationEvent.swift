/// What a `NavigationCommand` did, for the app reducer to react to (the equivalent of the
/// UIKit delegate callback that would fire).
public enum NavigationEvent<Screen: NavigationScreen, AlertAction: Equatable & Sendable>: Equatable, Sendable {
    /// A tab was tapped (`didSelectViewController`).
    case tabSelected(TabSelection<Screen>)
    /// The back button popped this screen.
    case poppedBack(StackEntry<Screen>)
    /// An alert button was tapped: the alert is gone and this is the button's action, if any
    /// (`alertView:clickedButtonAtIndex:`).
    case alertButtonTapped(index: Int, action: AlertAction?)
}
