import Navigation
import Presentation

/// The small business app (seed 002): a grid of the firm's services; tapping one pushes its
/// detail page, an article that scrolls.
///
/// The reducer is pure and never traps: a touch that does not apply to the screen on top (a
/// grid item while the detail page shows, an item that does not exist, a scroll to a
/// non-finite offset, a row or tab this app does not have) changes nothing.
public struct BusinessApp: StoryboardApp {
    /// Where the services come from.
    let catalog: BusinessServiceCatalog

    /// Creates the app showing `catalog`'s services.
    public init(catalog: BusinessServiceCatalog = .sample) {
        self.catalog = catalog
    }

    /// The name printed first in every snapshot.
    public var name: String { "Small Business" }

    /// The storyboard graph.
    public var storyboard: Storyboard { BusinessStoryboard.storyboard }

    /// An empty grid, before it loads.
    public var initialState: BusinessState { BusinessState() }

    /// The grid's `viewDidLoad`.
    public var launchAction: BusinessAction? { .gridDidLoad(initialState.navigation.topID) }

    /// Every touch goes to the reducer as it is.
    public func action(for userAction: UserAction) -> BusinessAction {
        .user(userAction)
    }

    /// Applies `action`; there are never effects.
    public func reduce(into state: inout BusinessState, action: BusinessAction) -> [BusinessEffect] {
        switch action {
        case .gridDidLoad(let id):
            state.navigation.update(id) { $0.updateGrid { $0.services = catalog.services } }
        case .user(.tapGridItem(let index)):
            selectService(at: index, in: &state)
        case .user(.tapBack):
            goBack(in: &state)
        case .user(.scroll(let y)):
            scroll(to: y, in: &state)
        case .user(.tapRow), .user(.tapBarButton), .user(.tapButton), .user(.tapTab), .user(.tapAlertButton),
             .user(.typeText), .user(.replaceText):
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
        return state.navigation.screen(appName: name, content: content, appearance: BusinessAppearance.navigation)
    }

    /// `gridView:didSelectItemAtIndex:`: AQGridView selects the item, then the grid performs
    /// the `detail` segue with the item as sender, so the detail page gets its service.
    private func selectService(at index: Int, in state: inout BusinessState) {
        guard state.navigation.alert == nil else { return }
        let gridID = state.navigation.topID
        do {
            _ = try state.navigation.performSegue(
                BusinessStoryboard.detailSegue, sender: .gridItem(index), in: storyboard, handler: BusinessStoryboard.segues)
        } catch {
            return  // not on the grid, or no such item: nothing happens
        }
        state.navigation.update(gridID) { $0.updateGrid { $0.selectedIndex = index } }
    }

    /// The back button pops the detail page. The grid then clears its selection as it
    /// reappears (AQGridViewController's `clearsSelectionOnViewWillAppear`). The original
    /// leaves that flag off, so the tapped item would stay selected and a second tap on it
    /// would deselect it instead of opening it again; we build what the author meant: every tap
    /// opens the service.
    private func goBack(in state: inout BusinessState) {
        guard (try? state.navigation.tapBack()) != nil else { return }
        state.navigation.update(state.navigation.topID) { $0.updateGrid { $0.selectedIndex = nil } }
    }

    /// Scrolls the screen on top to `y`, clamped to the range it allows at rest.
    private func scroll(to y: Double, in state: inout BusinessState) {
        guard y.isFinite, state.navigation.alert == nil else { return }
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
