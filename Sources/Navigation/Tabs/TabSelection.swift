/// What a user's tap on a tab did. Receiving one means `tabBarController:didSelect` fired,
/// which UIKit does for every tap, including on the tab already selected.
public enum TabSelection<Screen: NavigationScreen>: Equatable, Sendable {
    /// Another tab became selected; both tabs keep their stacks.
    case switched(from: Int, to: Int)
    /// The selected tab was tapped again, which popped its stack to the root; `popped` holds
    /// the screens removed, bottom to top (empty when it was already at the root).
    case reselected(Int, popped: [StackEntry<Screen>])
}
