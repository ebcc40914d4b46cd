import Navigation
import Presentation

/// The small business app (seed 002): a grid of the firm's services; tapping one pushes its
/// detail page, an article that scrolls.
///
/// Its screens, ``ServicesGrid`` and ``ServiceDetail``, are pure and never trap. `AppHost`
/// refuses a touch the screen does not offer (an item that does not exist, a scroll to a
/// non-finite offset, a row or tab this app does not have); one it offers but the app cannot
/// perform is a `WiringError`.
///
/// The app has no named controls to send: a client taps a service by its index in the grid
/// (`.tapGridItem`), goes back with `.tapBack` and scrolls with `.scroll(toY:)`.
public struct BusinessApp: FeatureApp {
    /// Where the services come from.
    let catalog: BusinessServiceCatalog
    /// The storyboard the app runs: the seed's, or a copy a test changes.
    public let storyboard: Storyboard

    /// Creates the app showing `catalog`'s services.
    public init(catalog: BusinessServiceCatalog = .sample) {
        self.init(catalog: catalog, storyboard: BusinessStoryboard.storyboard)
    }

    /// The app on another storyboard (a test's misspelt copy).
    init(catalog: BusinessServiceCatalog = .sample, storyboard: Storyboard) {
        self.catalog = catalog
        self.storyboard = storyboard
    }

    /// The name printed first in every snapshot.
    public var name: String { "Small Business" }

    /// The navigation controller's root: the grid on the app's catalog, empty until it loads.
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<BusinessEffect, BusinessMessage> {
        ServicesGrid(catalog: catalog)
    }

    /// The look the seed sets in `application:didFinishLaunchingWithOptions:` through the
    /// appearance proxies: `menubar.png` as every navigation bar's background and `back.png`
    /// as every back button's background. The seed gives no sizes for them, so none are stated.
    public var appearance: NavigationAppearance {
        NavigationAppearance(barBackgroundImage: ImageAsset("menubar.png"), backButtonImage: ImageAsset("back.png"))
    }

    /// The screen without the audit's findings on the system's own chrome.
    public func finish(_ screen: Presentation.Screen) -> Presentation.Screen {
        screen.acceptingSystemChrome()
    }
}

/// The whole app's state: the navigation controller's stack of ``ServicesGrid`` and
/// ``ServiceDetail``. The app shows no alert.
public typealias BusinessState = FeatureAppState<BusinessEffect, BusinessMessage>
/// What happens in the small business app: its launch and the user's touches.
public typealias BusinessAction = FeatureAppAction<BusinessMessage>

/// The app's side effects: none. The services are embedded data (the seed has no backend) and
/// the images are bundled, so nothing runs outside the screens. The type has no cases, so no
/// value of it can exist.
public enum BusinessEffect: Equatable, Sendable {}

/// What the app's screens hear: nothing (no effects, no alerts). The type has no cases.
public enum BusinessMessage: Equatable, Sendable {}

/// The app's effect runner, which the runtime and `AppHost` require. Since ``BusinessEffect``
/// has no cases it is never called.
public struct BusinessEffects: EffectRunner {
    /// Creates the runner.
    public init() {}

    /// Runs nothing: no effect can exist, so the switch over it has no cases.
    public func run(_ routed: RoutedEffect<BusinessEffect>) async -> [BusinessAction] {
        switch routed.effect {}
    }
}
