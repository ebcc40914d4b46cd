import Navigation
import Presentation

/// The small business app (seed 002): a grid of the firm's services; tapping one pushes its
/// detail page, an article that scrolls.
///
/// The reducer is pure and never traps. ``AppHost`` refuses a touch the screen does not offer
/// (an item that does not exist, a scroll to a non-finite offset, a row or tab this app does
/// not have); one it offers but the app cannot perform is a ``WiringError``.
///
/// The app has no named controls to send: a client taps a service by its index in the grid
/// (`.tapGridItem`), goes back with `.tapBack` and scrolls with `.scroll(toY:)`.
public struct BusinessApp: StoryboardApp {
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

    /// An empty grid, before it loads, as the storyboard builds it.
    public var initialState: BusinessState { BusinessState(storyboard: storyboard) }

    /// The grid's `viewDidLoad`.
    public var launchAction: BusinessAction? { .gridDidLoad(initialState.navigation.topID) }

    /// Every touch goes to the reducer as it is.
    public func action(for userAction: UserAction) -> BusinessAction {
        .user(userAction)
    }

    /// Applies `action`; there are never effects.
    /// - Throws: ``WiringError`` when the detail segue or the back button fails.
    public func reduce(into state: inout BusinessState, action: BusinessAction) throws(WiringError) -> [BusinessEffect] {
        switch action {
        case .gridDidLoad(let id):
            state.navigation.update(id) { $0.updateGrid { $0.services = catalog.services } }
        case .user(.tapGridItem(let index)):
            try selectService(at: index, in: &state)
        case .user(.tapBack):
            try goBack(in: &state)
        case .user(.scroll(let y)):
            scroll(to: y, in: &state)
        case .user(.toggleSwitch), .user(.selectSegment), .user(.setValue), .user(.tapCellButton):
            break  // the app shows no such control, so the screen never offers these touches
        case .user(.tapRow), .user(.tapBarButton), .user(.tapButton), .user(.tapTab), .user(.tapAlertButton),
             .user(.tapTextField), .user(.typeText), .user(.replaceText):
            break
        }
        return []
    }

    /// What the screen shows: the top screen's elements inside the navigation chrome, with the
    /// app's bar appearance.
    public func render(_ state: BusinessState) -> Presentation.Screen {
        let content: [Element]
        switch state.navigation.top {
        case .services(let grid): content = ServicesGridView.elements(grid)
        case .detail(let detail): content = ServiceDetailView.elements(detail)
        }
        return state.navigation.screen(appName: name, storyboard: storyboard, content: content, appearance: BusinessAppearance.navigation)
            .acceptingSystemChrome()
    }

    /// `gridView:didSelectItemAtIndex:`: AQGridView selects the item, then the grid performs
    /// the `detail` segue with the item as sender, so the detail page gets its service.
    private func selectService(at index: Int, in state: inout BusinessState) throws(WiringError) {
        let gridID = state.navigation.topID
        do {
            _ = try state.navigation.performSegue(
                BusinessStoryboard.detailSegue, sender: .gridItem(index), in: storyboard, handler: BusinessStoryboard.segues)
        } catch {
            throw .segue(error)
        }
        state.navigation.update(gridID) { $0.updateGrid { $0.selectedIndex = index } }
    }

    /// The back button pops the detail page. The grid then clears its selection as it
    /// reappears (AQGridViewController's `clearsSelectionOnViewWillAppear`). The original
    /// leaves that flag off, so the tapped item would stay selected and a second tap on it
    /// would deselect it instead of opening it again; we build what the author meant: every tap
    /// opens the service.
    private func goBack(in state: inout BusinessState) throws(WiringError) {
        do {
            try state.navigation.tapBack()
        } catch {
            throw .navigation(error)
        }
        state.navigation.update(state.navigation.topID) { $0.updateGrid { $0.selectedIndex = nil } }
    }

    /// Scrolls the screen on top to `y`, clamped to the range it allows at rest.
    private func scroll(to y: Double, in state: inout BusinessState) {
        guard y.isFinite else { return }
        state.navigation.update(state.navigation.topID) { screen in
            switch screen {
            case .services(var grid):
                grid.contentOffsetY = ServicesGridView.clampedOffset(y, itemCount: grid.services.count)
                screen = .services(grid)
            case .detail(var detail):
                detail.contentOffsetY = ServiceDetailView.clampedOffset(y)
                screen = .detail(detail)
            }
        }
    }
}

/// The whole app's state: its navigation, which holds every screen's state. The app shows no
/// alert, so the alert action type is `Never`.
public struct BusinessState: Equatable, Sendable {
    /// The navigation controller's stack: the grid, and the detail page when one is pushed.
    public internal(set) var navigation: NavigationState<BusinessScreen, Never>

    /// The state at launch, as the storyboard builds it: an empty grid (it fills on
    /// ``BusinessAction/gridDidLoad(_:)``).
    init(storyboard: Storyboard = BusinessStoryboard.storyboard) {
        navigation = NavigationState(storyboard: storyboard) { _ in .services(ServicesGridState()) }
    }
}

/// Everything that can happen in the small business app.
public enum BusinessAction: Equatable, Sendable {
    /// The grid screen with this id loaded its view (`viewDidLoad`, the launch action): it
    /// fills itself from the app's service catalog.
    case gridDidLoad(ScreenID)
    /// A user's touch on the screen: a grid item, the back button, a scroll.
    case user(UserAction)
}

/// The app's side effects: none. The services are embedded data (the seed has no backend) and
/// the images are bundled, so nothing runs outside the reducer. The type has no cases, so no
/// value of it can exist.
public enum BusinessEffect: Equatable, Sendable {}

/// The app's effect runner, which the runtime and `AppHost` require. Since ``BusinessEffect``
/// has no cases it is never called.
public struct BusinessEffects: EffectRunner {
    /// Creates the runner.
    public init() {}

    /// Runs nothing: no effect can exist, so the body needs no code (an uninhabited parameter
    /// makes the function unreachable, and the compiler accepts it without a return).
    public func run(_ effect: BusinessEffect) async -> [BusinessAction] {}
}

/// The app-wide look the seed sets in `application:didFinishLaunchingWithOptions:` through the
/// appearance proxies: `menubar.png` as every navigation bar's background and `back.png` as
/// every back button's background. The seed gives no sizes for them, so none are stated.
enum BusinessAppearance {
    /// The appearance applied to every screen's navigation bar.
    static let navigation = NavigationAppearance(
        barBackgroundImage: ImageAsset("menubar.png"),
        backButtonImage: ImageAsset("back.png")
    )
}
