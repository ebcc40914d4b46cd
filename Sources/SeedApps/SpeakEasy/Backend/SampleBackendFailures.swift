/// Which calls of the ``SampleSpeakEasyBackend`` fail, so tests and scenarios can show every
/// failure a user can meet. The default fails nothing.
public struct SampleBackendFailures: Hashable, Sendable {
    /// When the events fetch fails (with ``SpeakEasyBackendError/unreachable``).
    public internal(set) var eventsFetch: FailurePlan
    /// When the speakers fetch fails (with ``SpeakEasyBackendError/unreachable``).
    public internal(set) var speakersFetch: FailurePlan
    /// The speaker keys whose fetch fails (with ``SpeakEasyBackendError/unreachable``).
    public internal(set) var unreachableSpeakerKeys: Set<String>

    /// Creates a configuration; by default every call succeeds.
    public init(
        eventsFetch: FailurePlan = .never,
        speakersFetch: FailurePlan = .never,
        unreachableSpeakerKeys: Set<String> = []
    ) {
        self.eventsFetch = eventsFetch
        self.speakersFetch = speakersFetch
        self.unreachableSpeakerKeys = unreachableSpeakerKeys
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
