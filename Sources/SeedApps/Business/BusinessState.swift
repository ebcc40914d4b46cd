import Navigation

/// The whole app's state: its navigation, which holds every screen's state. The app shows no
/// alert, so the alert action type is `Never`.
public struct BusinessState: Equatable, Sendable {
    /// The navigation controller's stack: the grid, and the detail page when one is pushed.
    public internal(set) var navigation: NavigationState<BusinessScreen, Never>

    /// The state at launch: an empty grid (it fills on ``BusinessAction/gridDidLoad(_:)``).
    init() {
        navigation = NavigationState(root: .services(ServicesGridState()))
    }
}
