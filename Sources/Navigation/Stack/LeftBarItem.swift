import Presentation

/// What the left end of a navigation bar shows.
public enum LeftBarItem: Hashable, Sendable {
    /// Nothing: the root screen without a custom left item.
    case none
    /// The back button with this title.
    case back(title: String)
    /// The top screen's custom left bar button item, which replaces the back button.
    case custom(BarButton)
}
