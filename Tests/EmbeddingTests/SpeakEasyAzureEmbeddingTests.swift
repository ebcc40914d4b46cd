import Foundation
import Navigation
import Presentation
import SeedApps
import Testing

/// SpeakEasy on its real backend, Azure storage, built from outside the package: over
/// `URLSessionTransport` as an app would (held, so nothing is sent), and over a transport of
/// the test's own.
@MainActor
@Suite struct SpeakEasyAzureEmbeddingTests {
    @Test func theAzureBackendOverURLSessionIsBuiltInOneCall() throws {
        let credentials = StorageCredentials.sharedKey(try StorageAccountKey(base64: "ZW1iZWRkaW5nLXRlc3Qta2V5"))
        let backend = try AzureSpeakEasyBackend.live(account: "speakeasy", credentials: credentials)
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))

        #expect(host.pendingEffects == [RoutedEffect(.fetchEvents, for: host.state.navigation.topID)], "held: nothing is sent until released")
        #expect(host.screen.activity == "loading events")
        #expect(throws: StorageConfigurationError.invalidAccountName("Speak_Easy")) {
            try AzureSpeakEasyBackend.live(account: "Speak_Easy", credentials: credentials)
        }
    }

    @Test func theAzureBackendOverURLSessionIsBuiltFromPublicPieces() throws {
        let tables = try StorageEndpoint.azure(account: "speakeasy", service: .table)
        let blobs = try StorageEndpoint.azure(account: "speakeasy", service: .blob)
        let credentials = StorageCredentials.sharedKey(try StorageAccountKey(base64: "ZW1iZWRkaW5nLXRlc3Qta2V5"))
        let backend = AzureSpeakEasyBackend(
            tables: TableStorageClient(
                account: "speakeasy", endpoint: tables, credentials: credentials,
                transport: RetryingTransport(base: URLSessionTransport(baseURL: tables.origin)), clock: { Date() }),
            blobs: BlobClient(
                account: "speakeasy", endpoint: blobs, credentials: credentials,
                transport: RetryingTransport(base: URLSessionTransport(baseURL: blobs.origin)), clock: { Date() }))
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))

        #expect(tables.origin.absoluteString == "https://speakeasy.table.core.windows.net")
        #expect(host.pendingEffects == [RoutedEffect(.fetchEvents, for: host.state.navigation.topID)], "held: nothing is sent until released")
    }

    @Test func theAzureBackendRunsOverATransportTheAppProvides() async throws {
        let endpoint = try StorageEndpoint("http://127.0.0.1:10002/devstoreaccount1")
        let credentials = StorageCredentials.sas(try SASToken("sv=2019-02-02&ss=tb&sig=c2lnbmF0dXJl"))
        let transport = StubStorageTransport(tables: [
            "/devstoreaccount1/Events()": #"""
            {"value":[{"PartitionKey":"events","RowKey":"launch","Name":"Launch Party","Description":"The app ships.",
            "Date":"2012-12-05T18:00:00Z","Location":"Hall A","SpeakerName":"Ann Lee","SpeakerKey":"ann-lee"}]}
            """#
        ])
        let backend = AzureSpeakEasyBackend(
            tables: TableStorageClient(account: "devstoreaccount1", endpoint: endpoint, credentials: credentials, transport: transport, clock: { Date() }),
            blobs: BlobClient(account: "devstoreaccount1", endpoint: endpoint, credentials: credentials, transport: transport, clock: { Date() }))
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
        await host.settle()

        guard let list = host.state.top(as: EventsList.self) else {
            Issue.record("the Events list is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(
            list.events == [
                Event(
                    rowKey: "launch", name: "Launch Party", description: "The app ships.", date: Date(timeIntervalSince1970: 1_354_730_400),
                    location: "Hall A", speakerName: "Ann Lee", speakerKey: "ann-lee")
            ])
        let sent = await transport.requests
        #expect(sent.map(\.path) == ["/devstoreaccount1/Events()"])
        #expect(sent.first?.query.contains(QueryItem("sig", "c2lnbmF0dXJl")) == true, "the SAS token authorizes the query")
        #expect(sent.first.map { String(describing: $0).contains("c2lnbmF0dXJl") } == false, "a request never prints its signature")

        try host.send(.tapTab(1))
        await host.settle()
        #expect(host.state.navigation.alert?.message == SpeakEasyBackendError.serverError(statusCode: 500, message: "InternalError: Server busy.").description)
    }
}
