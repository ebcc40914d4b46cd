import Presentation

/// Where a speaker's photo is: still loading, arrived, or unavailable. The seed's
/// `speaker:didLoadImage:` delegate callback becomes the change from ``pending`` to
/// ``loaded(_:)``.
public enum SpeakerImageState: Hashable, Sendable {
    /// The photo is being loaded.
    case pending
    /// The photo arrived.
    case loaded(ImageAsset)
    /// The photo could not be loaded; the screen shows none.
    case unavailable(SpeakEasyBackendError)

    /// The photo, once it arrived.
    public var image: ImageAsset? {
        guard case .loaded(let image) = self else { return nil }
        return image
    }
}
