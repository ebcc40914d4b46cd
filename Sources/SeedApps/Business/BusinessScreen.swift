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

    /// The grid is titled "Services" (our choice: the seed never shows its title). The detail
    /// page sets no title in the seed, so its bar shows none; its back button reads "Services".
    public var navigationItem: NavigationItem {
        switch self {
        case .services: NavigationItem(title: BusinessStoryboard.gridTitle)
        case .detail: NavigationItem()
        }
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
