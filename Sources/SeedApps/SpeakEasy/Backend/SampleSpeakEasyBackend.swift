import Presentation

/// The embedded backend: answers from ``SpeakEasySampleData`` in memory, deterministically,
/// failing the calls that ``SampleBackendFailures`` names.
///
/// It is an actor only to count its own calls (so a refresh can fail after a first successful
/// load); each instance counts from zero, nothing is shared between instances.
public actor SampleSpeakEasyBackend: SpeakEasyBackend {
    /// What the backend serves.
    let data: SpeakEasySampleData
    /// Which calls fail.
    let failures: SampleBackendFailures
    private var eventsFetchCount = 0
    private var speakersFetchCount = 0

    /// Creates a backend serving `data` and failing as `failures` says.
    public init(data: SpeakEasySampleData = .standard, failures: SampleBackendFailures = .none) {
        self.data = data
        self.failures = failures
    }

    /// The sample events, unless this call is planned to fail; the events whose keys
    /// ``SampleBackendFailures/unreadableEventKeys`` names are left out as unreadable.
    public func fetchEvents() async throws(SpeakEasyBackendError) -> FetchedList<Event> {
        eventsFetchCount += 1
        if failures.eventsFetch.fails(onCall: eventsFetchCount) { throw .unreachable }
        let unreadable = data.events.filter { failures.unreadableEventKeys.contains($0.rowKey) }
        guard let first = unreadable.first else { return FetchedList(data.events) }
        return FetchedList(
            data.events.filter { !failures.unreadableEventKeys.contains($0.rowKey) },
            unreadable: UnreadableRecords(count: unreadable.count, firstReason: "The entity \"\(first.rowKey)\" has no Date."))
    }

    /// The sample speakers, unless this call is planned to fail.
    public func fetchSpeakers() async throws(SpeakEasyBackendError) -> FetchedList<Speaker> {
        speakersFetchCount += 1
        if failures.speakersFetch.fails(onCall: speakersFetchCount) { throw .unreachable }
        return FetchedList(data.speakers)
    }

    /// The speaker with `rowKey`.
    /// - Complexity: O(speakers).
    public func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker {
        if failures.unreachableSpeakerKeys.contains(rowKey) { throw .unreachable }
        guard let speaker = data.speakers.first(where: { $0.rowKey == rowKey }) else {
            throw .speakerNotFound(rowKey: rowKey)
        }
        return speaker
    }

    /// The speaker's photo from the image store.
    public func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset {
        guard let image = data.images[speaker.imageName] else { throw .imageNotFound(speakerName: speaker.name) }
        return image
    }
}

/// Which calls of the ``SampleSpeakEasyBackend`` fail, so tests and scenarios can show every
/// failure a user can meet. The default fails nothing.
public struct SampleBackendFailures: Hashable, Sendable {
    /// When the events fetch fails (with ``SpeakEasyBackendError/unreachable``).
    public internal(set) var eventsFetch: FailurePlan
    /// When the speakers fetch fails (with ``SpeakEasyBackendError/unreachable``).
    public internal(set) var speakersFetch: FailurePlan
    /// The speaker keys whose fetch fails (with ``SpeakEasyBackendError/unreachable``).
    public internal(set) var unreachableSpeakerKeys: Set<String>
    /// The event keys whose entities the events fetch cannot read (as if they had no date):
    /// left out of the list and counted.
    public internal(set) var unreadableEventKeys: Set<String>

    /// Creates a configuration; by default every call succeeds.
    public init(
        eventsFetch: FailurePlan = .never,
        speakersFetch: FailurePlan = .never,
        unreachableSpeakerKeys: Set<String> = [],
        unreadableEventKeys: Set<String> = []
    ) {
        self.eventsFetch = eventsFetch
        self.speakersFetch = speakersFetch
        self.unreachableSpeakerKeys = unreachableSpeakerKeys
        self.unreadableEventKeys = unreadableEventKeys
    }

    /// Nothing fails.
    public static let none = SampleBackendFailures()
}

/// Which calls of one kind fail, counted from 1 per backend instance.
public enum FailurePlan: Hashable, Sendable {
    /// Every call succeeds.
    case never
    /// Every call fails.
    case always
    /// The first `count` calls succeed and every later one fails (a refresh that fails after
    /// a successful load).
    case afterSuccesses(Int)

    /// Whether the call numbered `call` (1 for the first) fails.
    func fails(onCall call: Int) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .afterSuccesses(let count): call > count
        }
    }
}
