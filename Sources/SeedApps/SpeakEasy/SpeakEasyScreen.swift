import Navigation
import Presentation

/// One case per SpeakEasy screen, each carrying that screen's state.
public enum SpeakEasyScreen: StoryboardScreen {
    /// The Events tab's root: the list of events.
    case events(EventsListState)
    /// The Speakers tab's root: the list of speakers.
    case speakers(SpeakersListState)
    /// An event's details, pushed from the events list.
    case eventDetails(EventDetailsState)
    /// A speaker's details, pushed from Event Details or from the speakers list.
    case presenterDetails(PresenterDetailsState)

    /// The storyboard scene of the screen.
    public var scene: SceneID {
        switch self {
        case .events: SpeakEasyStoryboard.events
        case .speakers: SpeakEasyStoryboard.speakers
        case .eventDetails: SpeakEasyStoryboard.eventDetails
        case .presenterDetails: SpeakEasyStoryboard.presenterDetails
        }
    }

    /// The lists' Refresh button (disabled while fetching); the titles are the storyboard
    /// scenes' (``StoryboardScreen/navigationItem(in:)``).
    public var navigationItem: NavigationItem {
        switch self {
        case .events(let list):
            NavigationItem(rightBarButtons: [Self.refreshButton(enabled: !list.isLoading, reloading: "events")])
        case .speakers(let list):
            NavigationItem(rightBarButtons: [Self.refreshButton(enabled: !list.isLoading, reloading: "speakers")])
        case .eventDetails, .presenterDetails:
            NavigationItem()
        }
    }

    /// What the screen is waiting for, in a few words, or nil.
    var activity: String? {
        switch self {
        case .events(let list):
            return list.isLoading ? "loading events" : nil
        case .speakers(let list):
            return list.isLoading ? "loading speakers" : nil
        case .eventDetails(let details):
            switch details.presenter {
            case .loading: return "loading the presenter"
            case .loaded(_, image: .pending): return "loading the presenter's photo"
            default: return nil
            }
        case .presenterDetails(let presenter):
            return presenter.image == .pending ? "loading the photo" : nil
        }
    }

    private static func refreshButton(enabled: Bool, reloading what: String) -> BarButton {
        .system(.refresh, id: SpeakEasyControls.refreshButton, isEnabled: enabled, tapAction: "reload the " + what)
    }
}

extension SpeakEasyScreen {
    /// Changes the events list state when this is the events list.
    mutating func updateEvents(_ change: (inout EventsListState) -> Void) {
        guard case .events(var list) = self else { return }
        change(&list)
        self = .events(list)
    }

    /// Changes the speakers list state when this is the speakers list.
    mutating func updateSpeakers(_ change: (inout SpeakersListState) -> Void) {
        guard case .speakers(var list) = self else { return }
        change(&list)
        self = .speakers(list)
    }

    /// Changes the event details state when this is an Event Details screen.
    mutating func updateEventDetails(_ change: (inout EventDetailsState) -> Void) {
        guard case .eventDetails(var details) = self else { return }
        change(&details)
        self = .eventDetails(details)
    }

    /// Applies a photo that arrived (or failed) for the speaker with `speakerKey` to the screen
    /// showing that speaker; other screens are unchanged.
    mutating func receiveImage(_ image: SpeakerImageState, forSpeaker speakerKey: String) {
        switch self {
        case .eventDetails(var details):
            details.receiveImage(image, forSpeaker: speakerKey)
            self = .eventDetails(details)
        case .presenterDetails(var presenter):
            presenter.receiveImage(image, forSpeaker: speakerKey)
            self = .presenterDetails(presenter)
        case .events, .speakers:
            return
        }
    }
}
