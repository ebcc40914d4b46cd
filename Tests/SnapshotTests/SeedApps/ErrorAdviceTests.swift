import Foundation
import Testing
@testable import SeedApps
@testable import Navigation
import Presentation

/// Errors say what to do: a credential the service refused names the setting to check, a
/// speaker that does not exist says so and is not offered again, and only failures that may
/// pass say "try again" (and only they get a Retry).
@MainActor
@Suite struct ErrorAdviceTests {
    private func speakEasy(_ backend: some SpeakEasyBackend) -> AppDriver<SpeakEasyApp> {
        AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
    }

    @Test func aWrongStorageKeySaysTheKeyWasNotAcceptedAndWhatToCheck() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let host = speakEasy(try AzureFixtures.backend(server, credentials: .sharedKey(AzureFixtures.wrongKey)))
            await host.settle()
            let message = try #require(host.state.navigation.alert?.message)
            #expect(message.contains("did not accept"), "\(message)")
            #expect(message.contains("access key") && message.contains(AzureFixtures.account), "\(message)")
            #expect(message.contains("403") && message.contains("AuthenticationFailed"), "\(message)")
            #expect(!message.lowercased().contains("try again"), "\(message)")
            #expect(!message.contains("string to sign"), "the service's signature detail is not shown cut in half: \(message)")
        }
    }

    @Test func aRefusedSASTokenNamesTheToken() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let host = speakEasy(try AzureFixtures.backend(server, credentials: .sas(try SASToken("sv=2019-02-02&sig=wrong"))))
            await host.settle()
            let message = try #require(host.state.navigation.alert?.message)
            #expect(message.contains("did not accept") && message.contains("SAS token"), "\(message)")
            #expect(message.contains("expired"), "\(message)")
            #expect(!message.lowercased().contains("try again"), "\(message)")
        }
    }

    /// Opens the first event whose speaker is `missing` and lets the presenter fetch fail.
    private func eventDetailsWithMissingSpeaker() async throws -> AppDriver<SpeakEasyApp> {
        var data = SpeakEasySampleData.standard
        data.events[0].speakerKey = "nobody"
        let host = speakEasy(SampleSpeakEasyBackend(data: data))
        await host.settle()
        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        await host.settle()
        return host
    }

    @Test func aSpeakerThatDoesNotExistSaysSoAndTheRowOffersNoRetry() async throws {
        let host = try await eventDetailsWithMissingSpeaker()
        let message = try #require(host.state.navigation.alert?.message)
        #expect(message.contains("does not exist"), "\(message)")
        #expect(!message.lowercased().contains("try again"))
        try host.send(.tapAlertButton(0))
        let row = try #require(ScreenInspector(host.screen).table).dataSource.cell(at: TableIndexPath(row: 0, section: 1))
        #expect(row.text == SpeakEasySampleData.standard.events[0].speakerName)
        #expect(row.tapAction == nil, "tapping again cannot help: \(row.tapAction ?? "")")
        #expect(row.accessory == .none, "no disclosure indicator on a row that leads nowhere")
        let before = host.state
        try host.send(.tapRow(TableIndexPath(row: 0, section: 1)))
        await host.settle()
        #expect(host.state == before, "the tap fetches nothing")
    }

    @Test func aPresenterThatFailsForNowIsOfferedAgain() async throws {
        let host = speakEasy(SampleSpeakEasyBackend(failures: SampleBackendFailures(unreachableSpeakerKeys: ["ann-lee"])))
        await host.settle()
        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        await host.settle()
        let message = try #require(host.state.navigation.alert?.message)
        #expect(message.lowercased().contains("try again"), "\(message)")
        try host.send(.tapAlertButton(0))
        let row = try #require(ScreenInspector(host.screen).table).dataSource.cell(at: TableIndexPath(row: 0, section: 1))
        #expect(row.tapAction == "fetch the presenter again")
    }

    @Test(arguments: [
        (SpeakEasyBackendError.serverError(statusCode: 503, message: "ServerBusy: The server is busy."), true),
        (.serverError(statusCode: 500), true),
        (.serverError(statusCode: 429), true),
        (.noResponse(.timedOut), true),
        (.unreachable, true),
        (.serverError(statusCode: 404, message: "TableNotFound: The table specified does not exist."), false),
        (.serverError(statusCode: 400, message: "InvalidInput: One of the request inputs is not valid."), false),
        (.speakerNotFound(rowKey: "x"), false),
        (.imageNotFound(speakerName: "Ann"), false),
        (.unreadableResponse("value is a string"), false),
        (.noResponse(.redirectRefused(RefusedRedirect(status: 302, method: .get, path: "/E()", target: "evil:1", isCrossOrigin: true))), false),
    ])
    func onlyTransientFailuresSayTryAgain(error: SpeakEasyBackendError, transient: Bool) {
        #expect(error.isTransient == transient)
        #expect(error.description.lowercased().contains("try again") == transient, "\(error.description)")
    }

    private func todo(status: Int, message: String) async -> AlertState<RoutedMessage<TodoMessage>>? {
        let transport = HostileTransport(.error(status: status, message: message))
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: MobileServicesClient(applicationKey: ApplicationKey("k"), transport: transport)))
        await host.settle()
        return host.state.navigation.alert
    }

    @Test func aRefusedApplicationKeySaysWhichSettingToCheckAndOffersNoRetry() async throws {
        let alert = try #require(await todo(status: 401, message: "Error: Unauthorized"))
        let message = try #require(alert.message)
        #expect(message.contains("did not accept the application key"), "\(message)")
        #expect(message.contains("Error: Unauthorized"), "the service's words are kept")
        #expect(!message.lowercased().contains("try again"))
        #expect(alert.buttons.map(\.title) == ["OK"], "Retry cannot help with a wrong key")
    }

    @Test(arguments: [TransportError.connectionLost, .timedOut, .cancelled])
    func aSaveWhoseAnswerWasLostSaysToCheckTheListBeforeSavingAgain(error: TransportError) async throws {
        let host = AppDriver(
            app: TodoApp(),
            runner: TodoEffects(
                client: MobileServicesClient(
                    applicationKey: ApplicationKey("k"), transport: SaveFailingTransport(error: error))))
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))
        try host.send(.typeText("Buy milk"))
        try host.send(.tapButton(TodoControls.saveButton))
        await host.settle()
        let message = try #require(host.state.navigation.alert?.message)
        #expect(message.hasSuffix("The save may have reached the service: go back to the list to check before saving again."), "\(message)")
        #expect(!message.lowercased().contains("try again"), "a save that may have been applied is not advised to be tried again: \(message)")
        #expect(TextRenderer().render(host.screen).contains("\"Buy milk\""), "the typed text stays")
        try host.send(.tapAlertButton(0))
        try host.send(.tapButton(TodoControls.saveButton))
        #expect(host.state.navigation.alert?.title == "Save Again?", "a second save could store the todo twice: it asks")
    }

    @Test func aTransientTodoFailureSaysTryAgainAndOffersRetry() async throws {
        let alert = try #require(await todo(status: 503, message: "Error: Service Unavailable"))
        #expect(alert.message?.lowercased().contains("try again") == true, "\(alert.message ?? "")")
        #expect(alert.buttons.map(\.title) == ["OK", "Retry"])
        let refused = try #require(await todo(status: 400, message: "Error: Bad filter"))
        #expect(refused.message?.lowercased().contains("try again") == false, "\(refused.message ?? "")")
    }
}

/// Lists nothing and fails every save with `error`.
private struct SaveFailingTransport: HTTPTransport {
    let error: TransportError
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        guard request.method == .get else { throw error }
        return HTTPResponse(status: 200, body: Data("[]".utf8))
    }
}
