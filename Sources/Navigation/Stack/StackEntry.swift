/// One screen on a navigation stack together with its stable id.
public struct StackEntry<Screen: NavigationScreen>: Identifiable, Equatable, Sendable {
    /// The id effects use to route results back to this screen.
    public let id: ScreenID
    /// The screen's current state.
    public var screen: Screen

    /// Creates an entry.
    public init(id: ScreenID, screen: Screen) {
        self.id = id
        self.screen = screen
    }
}
