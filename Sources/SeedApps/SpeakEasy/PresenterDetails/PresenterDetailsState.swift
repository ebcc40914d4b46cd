/// The Presenter screen: a speaker and the state of their photo.
public struct PresenterDetailsState: Hashable, Sendable {
    /// The speaker shown.
    public internal(set) var speaker: Speaker
    /// The photo: passed on when the previous screen already had it, else loaded by this screen.
    public internal(set) var image: SpeakerImageState

    /// Applies the photo that arrived (or failed) for the speaker with `speakerKey`; ignored
    /// for another speaker.
    mutating func receiveImage(_ image: SpeakerImageState, forSpeaker speakerKey: String) {
        guard speaker.rowKey == speakerKey else { return }
        self.image = image
    }
}
