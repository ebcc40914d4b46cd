import Navigation

/// One case per screen of the small business app, each carrying its state.
public enum BusinessScreen: StoryboardScreen {
    /// The grid of services, the navigation controller's root.
    case services(ServicesGridState)
    /// The detail page of one service.
    case detail(ServiceDetailState)

    /// The storyboard scene the screen shows.
    public var scene: SceneID {
        switch self {
        case .services: BusinessStoryboard.grid
        case .detail: BusinessStoryboard.detail
        }
    }

    /// No screen states a title of its own: the grid shows its scene's, "Services" (our choice:
    /// the seed never shows its title); the detail page's scene has none, as in the seed, so
    /// its bar shows none and its back button reads "Services".
    public var navigationItem: NavigationItem {
        NavigationItem()
    }

    /// Changes the grid state when this is the grid screen; nothing otherwise.
    mutating func updateGrid(_ change: (inout ServicesGridState) -> Void) {
        guard case .services(var grid) = self else { return }
        change(&grid)
        self = .services(grid)
    }

    /// Changes the detail state when this is a detail screen; nothing otherwise.
    mutating func updateDetail(_ change: (inout ServiceDetailState) -> Void) {
        guard case .detail(var detail) = self else { return }
        change(&detail)
        self = .detail(detail)
    }
}
