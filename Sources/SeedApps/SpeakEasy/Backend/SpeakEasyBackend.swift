import Presentation

/// Where the SpeakEasy app gets its data: the seed's `SEData` singleton, as an injected,
/// transport-neutral service.
///
/// The embedded ``SampleSpeakEasyBackend`` is the default; an HTTP implementation over table
/// storage (events and speakers as entities keyed by `PartitionKey`/`RowKey`) and blob storage
/// (the photos) can conform later without touching the app. Every call fails with a
/// ``SpeakEasyBackendError`` whose description a person understands, since it becomes the
/// message of the app's alert.
public protocol SpeakEasyBackend: Sendable {
    /// Every upcoming event, in the order to list them.
    func fetchEvents() async throws(SpeakEasyBackendError) -> [Event]

    /// Every speaker, in the order to list them (the Speakers tab).
    func fetchSpeakers() async throws(SpeakEasyBackendError) -> [Speaker]

    /// The speaker whose entity has the key `rowKey` (an event's ``Event/speakerKey``).
    func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker

    /// The speaker's photo (``Speaker/imageName``), with its size in points.
    func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset
}
