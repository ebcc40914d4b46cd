import Navigation
import Presentation

/// The SpeakEasy conference app of the seed (part 2 of "Using Azure Storage Services from an
/// iPhone App"), rebuilt on Presentation and Navigation: a pure reducer, a pure render, the
/// storyboard graph, and effects as data run by ``SpeakEasyEffects`` against a
/// ``SpeakEasyBackend``.
///
/// Screens and flows:
/// - **Events** (tab 1, `first.png`): a plain table of `EventTableViewCell` rows 92 tall with a
///   disclosure indicator and the seed's four labels. The events are fetched when the app
///   starts; while they load the screen says so; a failed fetch shows the alert "Error" with
///   the error's description and OK, and the list keeps what it showed.
/// - **Event Details** (`EventDetailsSegue`, from a cell): a grouped static table, "General
///   Info" (name, date, location, description) and "Presenter". The speaker is fetched once,
///   when the screen is pushed (the seed refetched on every render of the row); the photo is
///   loaded after the speaker arrives and updates the row without a refetch.
/// - **Presenter** (`EventPresenterSegue`, manual, from the presenter row; or
///   `SpeakerPresenterSegue` from a speaker cell): photo, name, title and bio.
/// - **Speakers** (tab 2, `second.png`): a plain table of `SpeakerTableViewCell` rows; fetched
///   the first time the tab is shown, as UIKit loads a tab's view then.
///
/// Choices where the seed is silent or buggy:
/// - "Blue-ish" is UIKit's own table detail blue of iOS 5/6, #385487 (``SpeakEasyStyle``).
/// - Dates are `MM/dd/yyyy` in UTC, whatever the machine (``EventDateFormat``).
/// - The summary label shows the event's description, as the seed's `eventDescriptionLabel`
///   does; 39 points hold 2 lines of Helvetica 14, so longer text is cut with "…".
/// - Each list has a Refresh bar button (not in the seed), disabled while fetching: the seed
///   fetches once in `viewDidLoad`, which leaves a user no way to retry after the "Error"
///   alert, and no way to see that a failed refresh keeps the list.
/// - The presenter row: blank while the speaker loads, as in the seed, and a tap does nothing
///   (the seed would push an empty Presenter screen); after a failed fetch the "Error" alert
///   says why, the row shows the event's speaker name, as the seed does, and a tap fetches
///   again when the failure may pass (not for a speaker that does not exist, whose row then
///   has no disclosure indicator); once loaded a tap performs `EventPresenterSegue`. The row is the seed's default-style cell: name and photo (the
///   prose mentions the title too, but that style has no label for it).
/// - The Presenter screen gets the photo from Event Details when it has arrived, and loads it
///   itself otherwise (still pending, or coming from the Speakers list). Its frames are ours
///   (``PresenterDetailsRendering``); its bio text view is read-only.
/// - A list shows every event (speaker) that could be read: those that could not, and those
///   past the page limit, are counted in a footer line under the list and in an "Incomplete
///   List" alert, where one bad entity emptied the list and a long table showed nothing.
/// - A second alert while one is up covers it; the first comes back when it is dismissed.
/// - The seed's `viewDidUnload` sets `speakerBio = nil` (the outlet, not its text); there is
///   no view unloading here, so nothing of it is kept.
public struct SpeakEasyApp: StoryboardApp {
    /// The storyboard the app runs: the seed's, or a copy a test changes.
    public let storyboard: Storyboard

    /// Creates the app; its effects run with a ``SpeakEasyEffects`` on a ``SpeakEasyBackend``.
    public init() {
        self.init(storyboard: SpeakEasyStoryboard.graph)
    }

    /// The app on another storyboard (a test's misspelt copy).
    init(storyboard: Storyboard) {
        self.storyboard = storyboard
    }

    /// "SpeakEasy".
    public var name: String { "SpeakEasy" }

    /// Both tabs with empty lists, the Events tab selected, as the storyboard builds them.
    public var initialState: SpeakEasyState { SpeakEasyState(storyboard: storyboard) }

    /// The Events tab's `viewDidLoad`: fetch the events.
    public var launchAction: SpeakEasyAction? { .launched }

    /// Wraps a touch.
    public func action(for userAction: UserAction) -> SpeakEasyAction {
        .user(userAction)
    }

    /// The screen on top, inside the tab bar and navigation chrome.
    public func render(_ state: SpeakEasyState) -> Presentation.Screen {
        let top = state.navigation.top
        let content: [Element]
        switch top {
        case .events(let list): content = EventsListRendering.content(list)
        case .speakers(let list): content = SpeakersListRendering.content(list)
        case .eventDetails(let details): content = EventDetailsRendering.content(details)
        case .presenterDetails(let presenter): content = PresenterDetailsRendering.content(presenter)
        }
        return state.navigation.screen(appName: name, storyboard: storyboard, content: content, activity: top.activity)
            .acceptingSystemChrome()
    }
}

/// The controls a user can touch in SpeakEasy, as ``UserAction`` takes them, so a client never
/// spells or counts one itself:
///
/// ```swift
/// try host.send(.tapTab(SpeakEasyControls.speakersTab))
/// try host.send(.tapBarButton(SpeakEasyControls.refreshButton))
/// ```
///
/// The lists' rows are tapped by index path (`.tapRow`), the back button with `.tapBack`, the
/// "Error" alert's OK with `.tapAlertButton(0)`.
public enum SpeakEasyControls {
    /// The Refresh bar button of the Events and Speakers lists (`.tapBarButton`); disabled
    /// while the list loads.
    public static let refreshButton = "refresh"
    /// The Events tab's index (`.tapTab`).
    public static let eventsTab = 0
    /// The Speakers tab's index (`.tapTab`).
    public static let speakersTab = 1
    /// Event Details' presenter row (`.tapRow`): once the presenter is loaded it shows the
    /// Presenter screen; after a failed fetch it fetches again.
    public static let presenterRow = TableIndexPath(row: 0, section: EventDetailsSection.presenter.rawValue)
}

/// The whole SpeakEasy app state: the navigation, which holds every screen's state. The app's
/// alerts only dismiss, so their buttons carry no action (`Never`).
public struct SpeakEasyState: Equatable, Sendable {
    /// The tab bar with the Events and Speakers stacks, and the alert that is up.
    public internal(set) var navigation: NavigationState<SpeakEasyScreen, Never>

    /// The app at launch, as the storyboard builds it: the Events and Speakers tabs, the Events
    /// tab selected, both lists empty.
    init(storyboard: Storyboard = SpeakEasyStoryboard.graph) {
        navigation = NavigationState(storyboard: storyboard) { scene in
            scene == SpeakEasyStoryboard.speakers ? .speakers(SpeakersListState()) : .events(EventsListState())
        }
    }

    /// The id of the root screen of the tab at `index` (the lists are never popped), if any.
    func rootID(ofTab index: Int) -> ScreenID? {
        guard let tabBar = navigation.tabBar, tabBar.tabs.indices.contains(index) else { return nil }
        return tabBar.tabs[index].stack.root.id
    }
}

/// Everything that happens in the SpeakEasy app: the user's touches, the launch, and the
/// results of effects, each carrying the ``ScreenID`` of the screen that asked (a result for a
/// screen no longer on a stack is dropped).
public enum SpeakEasyAction: Equatable, Sendable {
    /// A touch the screen offered (``AppHost`` validated it).
    case user(UserAction)
    /// The app started: the Events tab's `viewDidLoad` fetches the events.
    case launched
    /// The events fetch for the list `ScreenID` succeeded (perhaps without some events).
    case eventsFetched(ScreenID, FetchedList<Event>)
    /// The events fetch failed.
    case eventsFetchFailed(ScreenID, SpeakEasyBackendError)
    /// The speakers fetch for the list `ScreenID` succeeded (perhaps without some speakers).
    case speakersFetched(ScreenID, FetchedList<Speaker>)
    /// The speakers fetch failed.
    case speakersFetchFailed(ScreenID, SpeakEasyBackendError)
    /// The presenter fetch of the Event Details `ScreenID` succeeded.
    case speakerFetched(ScreenID, Speaker)
    /// The presenter fetch failed.
    case speakerFetchFailed(ScreenID, SpeakEasyBackendError)
    /// A speaker's photo arrived (the seed's `speaker:didLoadImage:`).
    case imageLoaded(ScreenID, speakerKey: String, ImageAsset)
    /// A speaker's photo could not be loaded.
    case imageFailed(ScreenID, speakerKey: String, SpeakEasyBackendError)
}

/// The work the SpeakEasy app asks for, as data: each request names the screen its result
/// goes back to.
public enum SpeakEasyEffect: Equatable, Sendable {
    /// Fetch every event for the events list.
    case fetchEvents(for: ScreenID)
    /// Fetch every speaker for the speakers list.
    case fetchSpeakers(for: ScreenID)
    /// Fetch an event's presenter by the event's speaker key, for an Event Details screen.
    case fetchSpeaker(for: ScreenID, rowKey: String)
    /// Load a speaker's photo, for an Event Details or Presenter screen.
    case loadImage(for: ScreenID, speaker: Speaker)
}
