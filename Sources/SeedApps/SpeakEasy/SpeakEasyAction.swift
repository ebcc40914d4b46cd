import Navigation
import Presentation

/// Everything that happens in the SpeakEasy app: the user's touches, the launch, and the
/// results of effects, each carrying the ``ScreenID`` of the screen that asked (a result for a
/// screen no longer on a stack is dropped).
public enum SpeakEasyAction: Equatable, Sendable {
    /// A touch the screen offered (``AppHost`` validated it).
    case user(UserAction)
    /// The app started: the Events tab's `viewDidLoad` fetches the events.
    case launched
    /// The events fetch for the list `ScreenID` succeeded.
    case eventsFetched(ScreenID, [Event])
    /// The events fetch failed.
    case eventsFetchFailed(ScreenID, SpeakEasyBackendError)
    /// The speakers fetch for the list `ScreenID` succeeded.
    case speakersFetched(ScreenID, [Speaker])
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
