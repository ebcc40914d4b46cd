/// The Event Details screen's presenter row: the speaker is fetched by the event's speaker key
/// once, when the screen is pushed, and the photo loaded after the speaker arrived.
public enum PresenterState: Hashable, Sendable {
    /// The speaker fetch is running; the row shows the event's speaker name.
    case loading
    /// The speaker arrived; the photo may still be loading.
    case loaded(Speaker, image: SpeakerImageState)
    /// The speaker fetch failed; the row keeps the event's speaker name, and a tap tries again.
    case failed(SpeakEasyBackendError)

    /// The speaker, once fetched.
    public var speaker: Speaker? {
        guard case .loaded(let speaker, _) = self else { return nil }
        return speaker
    }
}
