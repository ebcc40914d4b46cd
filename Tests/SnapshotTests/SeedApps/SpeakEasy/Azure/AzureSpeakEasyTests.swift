import Foundation
import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The SpeakEasy backend on table and blob storage, and the app driven through it against
/// the loopback server.
@MainActor
@Suite struct AzureSpeakEasyTests {
    @Test func theBackendReadsEventsAcrossPagesSpeakersAndPhotos() async throws {
        try await withLoopbackServer(AzureFixtures.storage(pageSize: 3).handle) { server in
            let backend = try AzureFixtures.backend(server)
            #expect(try await backend.fetchEvents() == FetchedList(AzureFixtures.data.events), "all three pages, by date")
            #expect(try await backend.fetchSpeakers() == FetchedList(AzureFixtures.data.speakers.sorted { $0.rowKey < $1.rowKey }))
            let priya = try await backend.fetchSpeaker(rowKey: "priya-raman")
            #expect(priya == AzureFixtures.data.speakers[2])
            #expect(try await backend.loadImage(for: priya) == ImageAsset("priya-raman.jpg", size: Size(width: 200, height: 150)))
            await #expect(throws: SpeakEasyBackendError.speakerNotFound(rowKey: "o'brien")) { try await backend.fetchSpeaker(rowKey: "o'brien") }
            let tom = try await backend.fetchSpeaker(rowKey: "tom-okafor")
            await #expect(throws: SpeakEasyBackendError.imageNotFound(speakerName: "Tom Okafor")) { try await backend.loadImage(for: tom) }
            #expect(server.requests.contains { $0.target == "/devstoreaccount1/Speakers()?$filter=RowKey%20eq%20'o''brien'" })
        }
    }

    @Test func storageFailuresBecomeTheAppsErrors() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let wrong = try AzureFixtures.backend(server, credentials: .sharedKey(AzureFixtures.wrongKey))
            let error = await #expect(throws: SpeakEasyBackendError.self) { try await wrong.fetchEvents() }
            #expect(
                error
                    == .notAuthorized(
                        statusCode: 403, code: "AuthenticationFailed", credential: "the storage account key",
                        check: AzureSpeakEasyBackend.refusal(wrong.tables.signer).check))
            #expect(
                error?.description.hasPrefix(
                    "The SpeakEasy service did not accept the storage account key (status 403: AuthenticationFailed). Check the storage account name \"devstoreaccount1\""
                ) == true)
        }
        let closed = try RefusingPort()
        let endpoint = try StorageEndpoint("http://127.0.0.1:\(closed.port)/\(AzureFixtures.account)")
        let transport = AzureFixtures.transport(endpoint)
        let unreachable = AzureSpeakEasyBackend(
            tables: TableStorageClient(
                account: AzureFixtures.account, endpoint: endpoint, credentials: .sharedKey(AzureFixtures.key), transport: transport,
                clock: { AzureFixtures.date }),
            blobs: BlobClient(
                account: AzureFixtures.account, endpoint: endpoint, credentials: .sharedKey(AzureFixtures.key), transport: transport,
                clock: { AzureFixtures.date }))
        await #expect(throws: SpeakEasyBackendError.noResponse(.connectionRefused(host: "127.0.0.1:\(closed.port)"))) {
            try await unreachable.fetchSpeakers()
        }
        #expect(
            SpeakEasyBackendError.noResponse(.connectionRefused(host: "127.0.0.1:1")).description
                == "Nothing is accepting connections at 127.0.0.1:1 (connection refused). Is the SpeakEasy service running? Start it, then try again.")
        let refused = RefusedRedirect(status: 302, method: .get, path: "/Events()", target: "elsewhere.example", isCrossOrigin: true)
        let redirect = SpeakEasyBackendError.noResponse(.redirectRefused(refused)).description
        #expect(redirect.hasPrefix("The SpeakEasy service answered GET /Events() with 302"), "a refused redirect was answered: \(redirect)")
        #expect(!redirect.contains("could not be reached"))
        let signer = StorageRequestSigner(account: "a", credentials: .anonymous, service: .table, clock: { AzureFixtures.date })
        #expect(AzureSpeakEasyBackend.backendError(.transport(.unreachable), credentials: signer) == .unreachable)
        #expect(AzureSpeakEasyBackend.backendError(.transport(.timedOut), credentials: signer) == .noResponse(.timedOut))
    }

    @Test func aBrokenEntityIsLeftOutAndNamed() async throws {
        let broken = TableEntity(partitionKey: "events", rowKey: "zz-broken", properties: [("Name", .string("Broken")), ("Date", .number(3))])
        try await withLoopbackServer(AzureFixtures.storage(extraEvents: [broken]).handle) { server in
            let events = try await AzureFixtures.backend(server).fetchEvents()
            #expect(
                events
                    == FetchedList(
                        AzureFixtures.data.events,
                        unreadable: UnreadableRecords(
                            count: 1, firstReason: "The entity \"zz-broken\" has no Description.")))
        }
    }

    @Test func theAppBrowsesEventsAPresenterAndPhotoFromStorage() async throws {
        try await withLoopbackServer(AzureFixtures.storage(pageSize: 3).handle) { server in
            let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: try AzureFixtures.backend(server)))
            #expect(host.screen.activity == "loading events")
            await host.settle()
            guard let list = host.state.top(as: EventsList.self) else {
                Issue.record("the events list is not on top")
                return
            }
            #expect(list.events.map(\.name) == AzureFixtures.data.events.map(\.name))
            try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
            await host.settle()
            guard let details = host.state.top(as: EventDetails.self) else {
                Issue.record("Event Details is not on top")
                return
            }
            #expect(
                details.presenter == .loaded(AzureFixtures.data.speakers[0], image: .loaded(ImageAsset("ann-lee.png", size: Size(width: 120, height: 160)))))
            #expect(TextRenderer().render(host.screen).contains("Ann Lee"))
            #expect(server.requests.filter { $0.path.hasSuffix("/Events()") }.count == 3)
        }
    }

    @Test func theAppShowsAnErrorAlertWhenStorageRefusesTheKey() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let backend = try AzureFixtures.backend(server, credentials: .sharedKey(AzureFixtures.wrongKey))
            let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend), mode: .live)
            await host.settle()
            #expect(host.screen.alert?.title == "Error")
            #expect(
                host.screen.alert?.message == """
                    The SpeakEasy service did not accept the storage account key (status 403: AuthenticationFailed). Check the storage \
                    account name "devstoreaccount1" and its access key (and that this computer's clock is right: signed requests more \
                    than 15 minutes off are refused).
                    """, "what was refused and what to check, without the signature the service quoted")
        }
    }

    @Test func eventsAndSpeakersRoundTripThroughEntities() throws {
        for event in AzureFixtures.data.events {
            #expect(try SpeakEasyEntities.event(from: SpeakEasyEntities.entity(for: event)) == event)
        }
        for speaker in AzureFixtures.data.speakers {
            #expect(try SpeakEasyEntities.speaker(from: SpeakEasyEntities.entity(for: speaker)) == speaker)
        }
        let entity = SpeakEasyEntities.entity(for: AzureFixtures.data.events[0])
        #expect(entity.properties["Date"] == .string("2012-12-05T18:00:00Z"))
        #expect(entity.partitionKey == "events")
    }

    @Test func entityErrorsNameTheEntityAndProperty() {
        let entity = TableEntity(partitionKey: "p", rowKey: "r", properties: [("Name", .number(1)), ("Date", .string("yesterday")), ("Gone", .null)])
        #expect(throws: TableEntityError(rowKey: "r", property: "Name", problem: .wrongType(expected: "string", found: "number"))) { try entity.string("Name") }
        #expect(throws: TableEntityError(rowKey: "r", property: "Gone", problem: .missing)) { try entity.string("Gone") }
        #expect((try? entity.date("Date")) == nil)
        #expect(
            TableEntityError(rowKey: "r", property: "Date", problem: .wrongType(expected: "Edm.DateTime string", found: "\"yesterday\"")).description
                == "the entity \"r\" has a Date that is \"yesterday\", not an Edm.DateTime string")
        #expect(TableEntityError(rowKey: nil, property: "Name", problem: .missing).description == "an entity without a RowKey has no Name")
    }

    @Test(arguments: [
        ("2012-12-05T18:00:00Z", 1_354_730_400.0),
        ("2012-12-05T18:00:00.0000000Z", 1_354_730_400.0),
        ("2012-12-05T18:00:00.5Z", 1_354_730_400.5),
        ("2000-02-29T00:00:00Z", 951_782_400.0),
    ])
    func edmDatesParse(text: String, seconds: Double) {
        #expect(EdmDateTime.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "2012-12-05", "2012-12-05T18:00:00", "2012-13-05T18:00:00Z", "2013-02-29T00:00:00Z", "2012-12-05T24:00:00Z",
        "2012-12-05T18:00:00.Z", "2012-12-05T18:00:00+01:00", "20x2-12-05T18:00:00Z",
    ])
    func badEdmDatesAreRejected(text: String) {
        #expect(EdmDateTime.date(from: text) == nil)
    }
}
