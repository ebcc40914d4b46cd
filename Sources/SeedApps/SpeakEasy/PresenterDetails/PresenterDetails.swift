import Navigation
import Presentation

/// The Presenter screen (the seed's `PresenterDetailsViewController`): a speaker and the state
/// of their photo. It gets the photo from Event Details when it has arrived, and loads it
/// itself otherwise (still pending, or coming from the Speakers list).
///
/// The seed gives no frames ("position and size the controls so it looks like the view on the
/// right"); ours, in the 320x367 content area:
/// - `image` at (20,20,100,100), aspect fit: the photo, or a note while it loads or when it
///   could not be loaded;
/// - `speakerName` at (130,20,170,21), bold 17 (the seed: "the name should be bold");
/// - `speakerTitle` at (130,45,170,21), UILabel's defaults (system 17, one line, "…" past
///   the width), as the seed changes nothing else;
/// - `speakerBio` at (20,128,280,219), a read-only text view in system 14 (Interface
///   Builder's default), which scrolls a long bio.
public struct PresenterDetails: ScreenFeature {
    /// The Presenter scene.
    public static let scene: SceneID = SpeakEasyStoryboard.presenterDetails

    /// The speaker shown.
    public internal(set) var speaker: Speaker
    /// The photo: passed on when the previous screen already had it, else loaded by this screen.
    public internal(set) var image: SpeakerImageState

    /// The Presenter of `speaker`, with the photo as the previous screen had it.
    public init(speaker: Speaker, image: SpeakerImageState) {
        self.speaker = speaker
        self.image = image
    }

    /// The screen appears: load the photo unless it came along.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        image == .pending ? [.run(.loadImage(speaker))] : []
    }

    /// The photo's answer, for this speaker.
    public mutating func receive(_ message: SpeakEasyMessage, in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        switch message {
        case .imageLoaded(let speakerKey, let asset): receiveImage(.loaded(asset), forSpeaker: speakerKey)
        case .imageFailed(let speakerKey, let error): receiveImage(.unavailable(error), forSpeaker: speakerKey)
        default: break
        }
        return []
    }

    /// The photo, the name, the title and the bio.
    public func render(in context: ScreenContext) -> ScreenContent {
        let elements: [Element] = [
            .image("image", frame: Rect(x: 20, y: 20, width: 100, height: 100), imageView),
            .label("speakerName", frame: Rect(x: 130, y: 20, width: 170, height: 21), Label(speaker.name, font: .boldSystem(17))),
            .label("speakerTitle", frame: Rect(x: 130, y: 45, width: 170, height: 21), Label(speaker.title)),
            Element(
                "speakerBio", frame: Rect(x: 20, y: 128, width: 280, height: 219),
                kind: .textView(
                    TextView(speaker.bio, font: .system(14), isEditable: false)
                )),
        ]
        return ScreenContent(elements, activity: image == .pending ? "loading the photo" : nil)
    }

    /// Applies the photo that arrived (or failed) for the speaker with `speakerKey`; ignored
    /// for another speaker.
    mutating func receiveImage(_ image: SpeakerImageState, forSpeaker speakerKey: String) {
        guard speaker.rowKey == speakerKey else { return }
        self.image = image
    }

    private var imageView: ImageView {
        switch image {
        case .pending: ImageView(nil, contentMode: .aspectFit, placeholder: "loading photo")
        case .loaded(let asset): ImageView(asset, contentMode: .aspectFit)
        case .unavailable: ImageView(nil, contentMode: .aspectFit, placeholder: "no photo")
        }
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
