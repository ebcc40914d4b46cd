import Presentation

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

/// The Presenter screen's content. The seed gives no frames ("position and size the controls
/// so it looks like the view on the right"); ours, in the 320x367 content area:
/// - `image` at (20,20,100,100), aspect fit: the photo, or a note while it loads or when it
///   could not be loaded;
/// - `speakerName` at (130,20,170,21), bold 17 (the seed: "the name should be bold");
/// - `speakerTitle` at (130,45,170,21), UILabel's defaults (system 17, one line, "…" past
///   the width), as the seed changes nothing else;
/// - `speakerBio` at (20,128,280,219), a read-only text view in system 14 (Interface
///   Builder's default), which scrolls a long bio.
enum PresenterDetailsRendering {
    /// The four controls.
    static func content(_ presenter: PresenterDetailsState) -> [Element] {
        let speaker = presenter.speaker
        return [
            .image("image", frame: Rect(x: 20, y: 20, width: 100, height: 100), imageView(presenter.image)),
            .label("speakerName", frame: Rect(x: 130, y: 20, width: 170, height: 21), Label(speaker.name, font: .boldSystem(17))),
            .label("speakerTitle", frame: Rect(x: 130, y: 45, width: 170, height: 21), Label(speaker.title)),
            Element("speakerBio", frame: Rect(x: 20, y: 128, width: 280, height: 219), kind: .textView(
                TextView(speaker.bio, font: .system(14), isEditable: false)
            )),
        ]
    }

    private static func imageView(_ image: SpeakerImageState) -> ImageView {
        switch image {
        case .pending: ImageView(nil, contentMode: .aspectFit, placeholder: "loading photo")
        case .loaded(let asset): ImageView(asset, contentMode: .aspectFit)
        case .unavailable: ImageView(nil, contentMode: .aspectFit, placeholder: "no photo")
        }
    }
}
