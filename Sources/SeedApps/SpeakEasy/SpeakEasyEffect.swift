import Navigation

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
