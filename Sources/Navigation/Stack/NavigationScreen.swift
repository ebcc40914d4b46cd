/// A screen state that can live on a navigation stack: it says what its navigation bar shows.
///
/// Apps typically conform an enum with one case per screen, each carrying that screen's state:
///
/// ```swift
/// enum Screen: NavigationScreen {
///     case list(ListState)
///     case detail(DetailState)
///
///     var navigationItem: NavigationItem {
///         switch self {
///         case .list: NavigationItem(title: "Items")
///         case .detail(let detail): NavigationItem(title: detail.name)
///         }
///     }
/// }
/// ```
public protocol NavigationScreen: Equatable, Sendable {
    /// The item the navigation bar shows while this screen is on top, and whose title and back
    /// title the next screen's back button uses.
    var navigationItem: NavigationItem { get }
}

/// A screen that knows which storyboard scene it is, so segues can be looked up from it and
/// checked to land on the right scene.
public protocol StoryboardScreen: NavigationScreen {
    /// The storyboard scene this screen state shows.
    var scene: SceneID { get }
}

extension StoryboardScreen {
    /// The screen's `navigationItem` with, where it states no title, its scene's title from
    /// `storyboard` (UIKit's `navigationItem.title` defaults to the view controller's `title`,
    /// which a storyboard sets). This is what the navigation bar, the back button of the next
    /// screen and the breadcrumb show.
    ///
    /// - Complexity: O(*n*) for *n* scenes in the storyboard.
    public func navigationItem(in storyboard: Storyboard) -> NavigationItem {
        var item = navigationItem
        if item.title == nil {
            item.title = storyboard.scene(scene)?.title
            item.titleOrigin = .app
        }
        return item
    }
}
