import Navigation
import Presentation

/// A scene's navigation item as the storyboard sets it: the title, a prompt, the bar buttons
/// on each side and the back button title the next screen shows.
public struct ImportedNavigationItem: Hashable, Sendable {
    /// The title, if set.
    public var title: String?
    /// The prompt above the title, if set.
    public var prompt: String?
    /// Bar buttons on the left.
    public var leftItems: [BarButton]
    /// Bar buttons on the right.
    public var rightItems: [BarButton]
    /// The title of the back button of screens pushed above this one (`backBarButtonItem`).
    public var backButtonTitle: String?
    /// When the title shows large in a bar that prefers large titles (`largeTitleDisplayMode`).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// Creates a navigation item.
    public init(title: String? = nil, prompt: String? = nil, leftItems: [BarButton] = [], rightItems: [BarButton] = [], backButtonTitle: String? = nil) {
        self.title = title
        self.prompt = prompt
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.backButtonTitle = backButtonTitle
    }
}

/// A navigation controller's bar as the storyboard sets it (`<navigationBar key="navigationBar">`):
/// whether it prefers large titles and whether it is translucent.
public struct ImportedNavigationBar: Hashable, Sendable {
    /// `prefersLargeTitles="YES"`.
    public var prefersLargeTitles = false
    /// `translucent="NO"` makes it false; nil when the file leaves UIKit's default.
    public var isTranslucent: Bool?

    /// A bar with `prefersLargeTitles` and `isTranslucent`.
    public init(prefersLargeTitles: Bool = false, isTranslucent: Bool? = nil) {
        self.prefersLargeTitles = prefersLargeTitles
        self.isTranslucent = isTranslucent
    }
}
