import Navigation
import Presentation

/// The SpeakEasy conference app of the seed (part 2 of "Using Azure Storage Services from an
/// iPhone App"), rebuilt on Presentation and Navigation: one `ScreenFeature` per screen
/// (``EventsList``, ``EventDetails``, ``PresenterDetails``, ``SpeakersList``), the storyboard
/// graph, and effects as data run by ``SpeakEasyEffects`` against a ``SpeakEasyBackend``.
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
/// - "Blue-ish" is UIKit's own table detail blue of iOS 5/6, #385487 (`SpeakEasyStyle`).
/// - Dates are `MM/dd/yyyy` in UTC, whatever the machine (`EventDateFormat`).
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
///   (``PresenterDetails``); its bio text view is read-only.
/// - A list shows every event (speaker) that could be read: those that could not, and those
///   past the page limit, are counted in a footer line under the list and in an "Incomplete
///   List" alert, where one bad entity emptied the list and a long table showed nothing.
/// - A second alert while one is up covers it; the first comes back when it is dismissed.
/// - The seed's `viewDidUnload` sets `speakerBio = nil` (the outlet, not its text); there is
///   no view unloading here, so nothing of it is kept.
public struct SpeakEasyApp: FeatureApp {
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

    /// The tabs' roots: the events list and the speakers list, both empty; each fetches when
    /// it first appears (the Events tab at launch, the Speakers tab when first selected).
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<SpeakEasyEffect, SpeakEasyMessage> {
        scene == SpeakEasyStoryboard.speakers ? SpeakersList() : EventsList()
    }

    /// The screen without the audit's findings on the system's own chrome.
    public func finish(_ screen: Presentation.Screen) -> Presentation.Screen {
        screen.acceptingSystemChrome()
    }

    /// The lists' Refresh bar button, disabled while the list loads.
    static func refreshButton(enabled: Bool, reloading what: String) -> BarButton {
        .system(.refresh, id: SpeakEasyControls.refreshButton, isEnabled: enabled, tapAction: "reload the " + what)
    }

    /// The seed's `UIAlertView` "Error" with the error's description and OK. Over an alert
    /// that is already up, it covers that one, which comes back when it is dismissed.
    static func errorAlert(_ error: SpeakEasyBackendError) -> AlertState<SpeakEasyMessage> {
        AlertState(title: "Error", message: error.description, buttons: [.cancel("OK")], messageOrigin: .data)
    }

    /// "Incomplete List" with what a fetch could not show, and OK.
    static func incompleteAlert(_ notice: String) -> AlertState<SpeakEasyMessage> {
        AlertState(title: incompleteTitle, message: notice, buttons: [.cancel("OK")], messageOrigin: .data)
    }

    /// The title of the alert saying a list is not whole.
    static let incompleteTitle = "Incomplete List"
}

/// The whole SpeakEasy app state: the tab bar with the Events and Speakers stacks of
/// ``EventsList``, ``SpeakersList``, ``EventDetails`` and ``PresenterDetails`` screens, and the
/// alert that is up.
public typealias SpeakEasyState = FeatureAppState<SpeakEasyEffect, SpeakEasyMessage>
/// What happens in the SpeakEasy app: its launch, a touch, a message for one of its screens.
public typealias SpeakEasyAction = FeatureAppAction<SpeakEasyMessage>

/// The controls a user can touch in SpeakEasy, as `UserAction` takes them, so a client never
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

/// The work the SpeakEasy screens ask for, as data; each runs for the screen that asked
/// (`RoutedEffect/screen`), which hears its result.
public enum SpeakEasyEffect: Equatable, Sendable {
    /// Fetch every event, for the events list.
    case fetchEvents
    /// Fetch every speaker, for the speakers list.
    case fetchSpeakers
    /// Fetch an event's presenter by the event's speaker key, for Event Details.
    case fetchSpeaker(rowKey: String)
    /// Load a speaker's photo, for Event Details or the Presenter.
    case loadImage(Speaker)
}

/// What the SpeakEasy screens hear: their effects' results.
public enum SpeakEasyMessage: Equatable, Sendable {
    /// The events fetch succeeded (perhaps without some events).
    case eventsFetched(FetchedList<Event>)
    /// The events fetch failed.
    case eventsFetchFailed(SpeakEasyBackendError)
    /// The speakers fetch succeeded (perhaps without some speakers).
    case speakersFetched(FetchedList<Speaker>)
    /// The speakers fetch failed.
    case speakersFetchFailed(SpeakEasyBackendError)
    /// The presenter fetch succeeded.
    case speakerFetched(Speaker)
    /// The presenter fetch failed.
    case speakerFetchFailed(SpeakEasyBackendError)
    /// A speaker's photo arrived (the seed's `speaker:didLoadImage:`).
    case imageLoaded(speakerKey: String, ImageAsset)
    /// A speaker's photo could not be loaded.
    case imageFailed(speakerKey: String, SpeakEasyBackendError)
}
