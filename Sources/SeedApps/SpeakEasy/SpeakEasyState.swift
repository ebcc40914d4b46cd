import Navigation
import Presentation

/// The whole SpeakEasy app state: the navigation, which holds every screen's state. The app's
/// alerts only dismiss, so their buttons carry no action (`Never`).
public struct SpeakEasyState: Equatable, Sendable {
    /// The tab bar with the Events and Speakers stacks, and the alert that is up.
    public internal(set) var navigation: NavigationState<SpeakEasyScreen, Never>

    /// The app at launch: the Events tab selected, both lists empty.
    init() {
        let tabs: [(item: TabItem, root: SpeakEasyScreen)] = [
            (SpeakEasyStoryboard.eventsTab, .events(EventsListState())),
            (SpeakEasyStoryboard.speakersTab, .speakers(SpeakersListState())),
        ]
        // Two tabs and index 0 cannot fail; the single-stack fallback keeps this total.
        navigation = (try? NavigationState(tabs: tabs)) ?? NavigationState(root: .events(EventsListState()))
    }

    /// The id of the root screen of the tab at `index` (the lists are never popped), if any.
    func rootID(ofTab index: Int) -> ScreenID? {
        guard let tabBar = navigation.tabBar, tabBar.tabs.indices.contains(index) else { return nil }
        return tabBar.tabs[index].stack.root.id
    }
}
