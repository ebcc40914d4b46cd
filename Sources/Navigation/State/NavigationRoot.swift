/// The container at the bottom of an app's navigation: a tab bar with a stack per tab, or a
/// single navigation stack.
public enum NavigationRoot<Screen: NavigationScreen>: Equatable, Sendable {
    /// A single navigation controller.
    case stack(NavigationStack<Screen>)
    /// A tab bar controller whose tabs each hold a navigation controller.
    case tabs(TabBarState<Screen>)
}
