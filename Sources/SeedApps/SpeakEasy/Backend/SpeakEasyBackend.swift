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
    /// Every upcoming event that could be read, in the order to list them, with what could
    /// not be shown (events that could not be read, events past a limit).
    func fetchEvents() async throws(SpeakEasyBackendError) -> FetchedList<Event>

    /// Every speaker that could be read, in the order to list them (the Speakers tab), with
    /// what could not be shown.
    func fetchSpeakers() async throws(SpeakEasyBackendError) -> FetchedList<Speaker>

    /// The speaker whose entity has the key `rowKey` (an event's ``Event/speakerKey``).
    func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker

    /// The speaker's photo (``Speaker/imageName``), with its size in points.
    func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset
}

/// Why a ``SpeakEasyBackend`` call failed. The description is a sentence for the person using
/// the app: it is the message of the "Error" alert.
public enum SpeakEasyBackendError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The service could not be reached (no network, a timeout).
    case unreachable
    /// No response came, for the reason `error` names (a timeout, a refused connection, a
    /// host that does not resolve): what a real backend reports instead of ``unreachable``.
    case noResponse(TransportError)
    /// No speaker entity has this key.
    case speakerNotFound(rowKey: String)
    /// The speaker's photo is not in the image store.
    case imageNotFound(speakerName: String)
    /// The service answered with an HTTP error status; `message` is what its error body said
    /// (for Azure storage, the error code and message, already scrubbed of secrets), when it
    /// said something.
    case serverError(statusCode: Int, message: String? = nil)
    /// The service did not accept the app's credentials (401 or 403): `code` is the
    /// service's error code, if it sent one; `credential` names what was refused (`the
    /// storage account key`, `the SAS token`); `check` what to check (`the storage account
    /// name "speakeasy" and its access key`).
    case notAuthorized(statusCode: Int, code: String?, credential: String, check: String)
    /// The service answered with data the app could not read; the text says what was wrong.
    case unreadableResponse(String)

    /// Whether the same call may succeed later: no response for a transient reason, or a
    /// "try again later" status (408, 429, 5xx). Only these say "try again", and only these
    /// are offered again (the presenter row's retry).
    public var isTransient: Bool {
        switch self {
        case .unreachable: true
        case .noResponse(let error): error.isTransient
        case .serverError(let statusCode, _): statusCode == 408 || statusCode == 429 || (500..<600).contains(statusCode)
        case .speakerNotFound, .imageNotFound, .notAuthorized, .unreadableResponse: false
        }
    }

    /// One sentence a user understands, saying what to do. What came from the service (a key,
    /// a name, a message) is shown as one bounded line with invisible characters escaped
    /// (``ServerText``).
    public var description: String {
        switch self {
        case .unreachable:
            "The SpeakEasy service could not be reached. Check your connection and try again."
        case .noResponse(let error):
            error.message(naming: "SpeakEasy service")
        case .speakerNotFound(let rowKey):
            "The speaker \"\(ServerText.summary(rowKey, limit: 60))\" does not exist: no speaker has that key."
        case .imageNotFound(let speakerName):
            "The photo of \(ServerText.summary(speakerName, limit: 60)) does not exist in the photo store."
        case let .notAuthorized(statusCode, code, credential, check):
            "The SpeakEasy service did not accept \(credential) (status \(statusCode)"
                + (code.map { ": " + ServerText.summary($0, limit: 60) } ?? "") + "). Check \(check)."
        case let .serverError(statusCode, message):
            isTransient
                ? "The SpeakEasy service had a problem (\(Self.status(statusCode, message))). Try again later."
                : "The SpeakEasy service refused the request (\(Self.status(statusCode, message)))."
        case .unreadableResponse(let detail):
            "The SpeakEasy service sent data the app could not read (\(ServerText.summary(detail)))."
        }
    }

    private static func status(_ code: Int, _ message: String?) -> String {
        "status \(code)" + (message.map { ": " + ServerText.summary($0) } ?? "")
    }
}
