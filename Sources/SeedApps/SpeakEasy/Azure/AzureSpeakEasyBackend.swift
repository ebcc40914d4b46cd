import Foundation
import Presentation

/// The SpeakEasy backend on Azure storage, as the seed's toolkit used it: events and speakers
/// are entities of two tables (see `SpeakEasyEntities`), the photos are blobs of one
/// container.
///
/// - Events: every entity of the events table, all pages (up to the table client's page
///   limit), sorted by date (then key): the service returns them by `PartitionKey` and
///   `RowKey`, not by time.
/// - Speakers: every entity of the speakers table, in the service's order.
/// - An entity that is not an event or a speaker (a property missing or mistyped) is left out
///   and counted, with the reason of the first one; a query stopped at the page limit says
///   more exist (``FetchedList``).
/// - One speaker: a query `$filter=RowKey eq '<key>'`; none is ``SpeakEasyBackendError/speakerNotFound(rowKey:)``.
/// - A photo: the blob named by ``Speaker/imageName``; 404 is
///   ``SpeakEasyBackendError/imageNotFound(speakerName:)``. Its size is read from the PNG,
///   GIF or JPEG header (one pixel, one point); another format gives an image without a size.
///
/// Storage failures become the app's errors: no response is ``SpeakEasyBackendError/noResponse(_:)``
/// naming why (or ``SpeakEasyBackendError/unreachable`` when nothing says why),
/// an error status ``SpeakEasyBackendError/serverError(statusCode:message:)`` with the service's
/// error code and message, an unusable answer
/// ``SpeakEasyBackendError/unreadableResponse(_:)``.
public struct AzureSpeakEasyBackend: SpeakEasyBackend {
    /// Where the data lives in the account.
    public struct Layout: Hashable, Sendable {
        /// The events table.
        public internal(set) var eventsTable: String
        /// The speakers table.
        public internal(set) var speakersTable: String
        /// The container of the photos.
        public internal(set) var photosContainer: String

        /// A layout naming the two tables and the container.
        public init(eventsTable: String, speakersTable: String, photosContainer: String) {
            self.eventsTable = eventsTable
            self.speakersTable = speakersTable
            self.photosContainer = photosContainer
        }

        /// `Events`, `Speakers` and `photos`.
        public static let standard = Layout(eventsTable: "Events", speakersTable: "Speakers", photosContainer: "photos")
    }

    /// The tables client.
    let tables: TableStorageClient
    /// The blobs client.
    let blobs: BlobClient
    /// The table and container names.
    let layout: Layout

    /// A backend reading `layout` through `tables` and `blobs`.
    public init(tables: TableStorageClient, blobs: BlobClient, layout: Layout = .standard) {
        self.tables = tables
        self.blobs = blobs
        self.layout = layout
    }

    /// Every event that could be read, by date.
    /// - Complexity: one request per page, then O(*n* log *n*) to sort.
    public func fetchEvents() async throws(SpeakEasyBackendError) -> FetchedList<Event> {
        var events = read(try await query(layout.eventsTable), SpeakEasyEntities.event(from:))
        events.elements.sort { ($0.date, $0.rowKey) < ($1.date, $1.rowKey) }
        return events
    }

    /// Every speaker that could be read, in the service's order.
    public func fetchSpeakers() async throws(SpeakEasyBackendError) -> FetchedList<Speaker> {
        read(try await query(layout.speakersTable), SpeakEasyEntities.speaker(from:))
    }

    /// The speaker whose `RowKey` is `rowKey`.
    /// - Throws: ``SpeakEasyBackendError/speakerNotFound(rowKey:)`` when no entity has the
    ///   key, ``SpeakEasyBackendError/unreadableResponse(_:)`` when it is not a speaker.
    public func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker {
        let result = try await query(layout.speakersTable, filter: TableFilter.equals("RowKey", rowKey))
        guard let entity = result.entities.first else { throw .speakerNotFound(rowKey: rowKey) }
        do {
            return try SpeakEasyEntities.speaker(from: entity)
        } catch {
            throw .unreadableResponse(error.description)
        }
    }

    /// The speaker's photo, with its size when the header tells it.
    public func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset {
        guard !speaker.imageName.isEmpty else { throw .imageNotFound(speakerName: speaker.name) }
        do {
            let download = try await blobs.download(container: layout.photosContainer, blob: speaker.imageName)
            return ImageAsset(speaker.imageName, size: ImageDimensions.size(of: download.data))
        } catch {
            if error.status == 404 { throw .imageNotFound(speakerName: speaker.name) }
            throw Self.backendError(error, credentials: blobs.signer)
        }
    }

    /// The app's error for a storage failure; a 401 or 403 names what to check for the
    /// credentials `signer` uses.
    static func backendError(_ error: StorageError, credentials signer: StorageRequestSigner) -> SpeakEasyBackendError {
        switch error {
        case .transport(.unreachable): return .unreachable
        case .transport(let error): return .noResponse(error)
        case let .service(status, code, _, _) where status == 401 || status == 403:
            let (credential, check) = refusal(signer)
            return .notAuthorized(statusCode: status, code: code, credential: credential, check: check)
        case .service(let status, _, _, _): return .serverError(statusCode: status, message: error.serviceReason)
        case .unreadableResponse(_, let detail): return .unreadableResponse(detail)
        }
    }

    /// What the service refused when it refuses `signer`'s credentials, and what to check.
    static func refusal(_ signer: StorageRequestSigner) -> (credential: String, check: String) {
        let account = "\"\(signer.account)\""
        switch signer.credentials {
        case .sharedKey, .sharedKeyLite:
            return (
                "the storage account key",
                "the storage account name \(account) and its access key (and that this computer's clock "
                    + "is right: signed requests more than 15 minutes off are refused)"
            )
        case .sas:
            return ("the SAS token", "that it is for the account \(account), allows reading tables and blobs, and has not expired")
        case .anonymous:
            return ("a request without credentials", "that the container is public, or give the account's key or a SAS token")
        }
    }

    private func query(_ table: String, filter: String? = nil) async throws(SpeakEasyBackendError) -> TableQueryResult {
        do {
            return try await tables.queryEntities(in: table, filter: filter)
        } catch {
            throw Self.backendError(error, credentials: tables.signer)
        }
    }

    /// The values of the entities `transform` can read; the others counted with the first
    /// one's reason; a query stopped at the page limit noted.
    private func read<T>(_ result: TableQueryResult, _ transform: (TableEntity) throws(TableEntityError) -> T) -> FetchedList<T> {
        var values: [T] = []
        values.reserveCapacity(result.entities.count)
        var unreadableCount = 0
        var firstReason: String?
        for entity in result.entities {
            do {
                values.append(try transform(entity))
            } catch {
                unreadableCount += 1
                if firstReason == nil { firstReason = Self.sentence(error.description) }
            }
        }
        return FetchedList(
            values,
            unreadable: firstReason.map { UnreadableRecords(count: unreadableCount, firstReason: $0) },
            remainder: result.stoppedAtPageLimit ? RemainingRecords(total: nil, limit: "\(tables.maximumPages) pages of results") : nil)
    }

    /// `text` with its first letter upper-cased and a final period.
    private static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
