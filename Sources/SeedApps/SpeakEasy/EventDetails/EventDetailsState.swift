/// The Event Details screen: the event passed by `EventDetailsSegue` and its presenter row.
public struct EventDetailsState: Hashable, Sendable {
    /// The event shown.
    public internal(set) var event: Event
    /// The presenter row's state.
    public internal(set) var presenter: PresenterState = .loading

    /// Applies the photo that arrived (or failed) for the speaker with `speakerKey`; ignored
    /// when the row shows no speaker with that key.
    mutating func receiveImage(_ image: SpeakerImageState, forSpeaker speakerKey: String) {
        guard case .loaded(let speaker, _) = presenter, speaker.rowKey == speakerKey else { return }
        presenter = .loaded(speaker, image: image)
    }
}
