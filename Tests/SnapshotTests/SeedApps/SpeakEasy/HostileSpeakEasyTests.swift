import Foundation
import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// A SpeakEasy backend failing every call with one error.
private struct FailingSpeakEasyBackend: SpeakEasyBackend {
    /// The error every call throws.
    let error: SpeakEasyBackendError
    func fetchEvents() async throws(SpeakEasyBackendError) -> FetchedList<Event> { throw error }
    func fetchSpeakers() async throws(SpeakEasyBackendError) -> FetchedList<Speaker> { throw error }
    func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker { throw error }
    func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset { throw error }
}

/// Hostile backend errors and hostile data through every SpeakEasy screen: each error becomes
/// an alert or a row state that names what was wrong; every text field of every event and
/// speaker (right-to-left, combining marks, emoji, zero-width, bidi overrides, huge) renders
/// on every screen, with invisible characters printed as escapes.
@MainActor
@Suite struct HostileSpeakEasyTests {
    nonisolated static let errors: [SpeakEasyBackendError] = [
        .unreachable,
        .noResponse(.hostNotFound(host: "\u{202E}moc.elpmaxe\u{202C}:443")),
        .serverError(statusCode: 0),
        .serverError(statusCode: -1),
        .serverError(statusCode: 999),
        .serverError(statusCode: 403, message: "AuthenticationFailed: \u{202E}dengis ton\u{202C}\n" + HostileText.huge(300)),
        .speakerNotFound(rowKey: "\u{202E}yek\u{202C}\n\"quoted\""),
        .speakerNotFound(rowKey: ""),
        .imageNotFound(speakerName: "👩‍👩‍👧‍👦 e\u{301}"),
        .unreadableResponse("the feed's <entry> 3 has no RowKey"),
        .unreadableResponse(HostileText.huge(300)),
    ]

    private func render(_ host: AppDriver<SpeakEasyApp>) -> String {
        let text = TextRenderer().render(host.screen)
        #expect(HostileText.firstUnescapedScalar(in: text) == nil)
        return text
    }

    @Test(arguments: HostileSpeakEasyTests.errors)
    func aFailedFetchShowsTheErrorAlertNamingTheProblem(error: SpeakEasyBackendError) async throws {
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: FailingSpeakEasyBackend(error: error)), mode: .live)
        await host.settle()
        let alert = try #require(host.screen.alert)
        #expect(alert.title == "Error")
        #expect(alert.message == error.description)
        #expect(render(host).contains("alert  \"Error\""))
        try host.send(.tapAlertButton(0))
        try host.send(.tapTab(1))
        await host.settle()
        #expect(host.screen.alert?.message == error.description, "the speakers fetch fails the same way")
    }

    @Test func errorDescriptionsNameWhatWasWrong() {
        #expect(SpeakEasyBackendError.serverError(statusCode: 999).description.contains("status 999"))
        #expect(
            SpeakEasyBackendError.serverError(statusCode: 409, message: "TableBeingDeleted: The table is being deleted.").description
                == "The SpeakEasy service refused the request (status 409: TableBeingDeleted: The table is being deleted.).")
        #expect(
            SpeakEasyBackendError.serverError(statusCode: 503, message: "ServerBusy: The server is busy.").description
                == "The SpeakEasy service had a problem (status 503: ServerBusy: The server is busy.). Try again later.")
        #expect(SpeakEasyBackendError.speakerNotFound(rowKey: "k\u{202E}").description.contains(#""k\u{202E}""#), "the override is shown, not applied")
        #expect(SpeakEasyBackendError.imageNotFound(speakerName: "Ann").description.contains("Ann"))
        #expect(SpeakEasyBackendError.unreadableResponse("no RowKey").description.contains("no RowKey"))
        #expect(SpeakEasyBackendError.unreachable.description.contains("could not be reached"))
    }

    /// Events and speakers whose every text is a hostile sample (one sample per event), and one
    /// with huge texts.
    static let hostileData: SpeakEasySampleData = {
        let texts = HostileText.samples
        let speakers =
            texts.enumerated().map { index, sample in
                Speaker(
                    rowKey: "s\(index)\u{200B}", name: sample.text, title: sample.name + " " + sample.text,
                    bio: String(repeating: sample.text + " ", count: 30), imageName: index.isMultiple(of: 2) ? "photo.png" : sample.text)
            } + [Speaker(rowKey: "huge", name: HostileText.huge(2_000), title: HostileText.huge(2_000), bio: HostileText.huge(50_000), imageName: "")]
        let events = speakers.enumerated().map { index, speaker in
            Event(
                rowKey: "e\(index)", name: speaker.name, description: speaker.bio,
                date: EventDateFormat.date(year: 2012, month: 12, day: index % 28 + 1, hour: 9),
                location: speaker.title, speakerName: speaker.name, speakerKey: speaker.rowKey)
        }
        return SpeakEasySampleData(events: events, speakers: speakers, images: ["photo.png": ImageAsset("photo.png", size: Size(width: 0, height: 0))])
    }()

    /// A 50 MB event description (and a 5 MB name): the event details print short lines in
    /// every format and the audit, the text view lays out its first 100,000 characters and
    /// says so, and the app keeps the whole description. It took 17 s and 1.1 GB to show.
    @Test func aFiftyMegabyteDescriptionIsShownBoundedAndKeptWhole() async throws {
        let description = String(repeating: "A talk about storyboards, ", count: 50 * 1_048_576 / 26)
        var events = SpeakEasySampleData.standard.events
        events[0] = Event(
            rowKey: events[0].rowKey, name: String(repeating: "Name ", count: 1_048_576), description: description,
            date: events[0].date, location: events[0].location, speakerName: events[0].speakerName, speakerKey: events[0].speakerKey)
        let data = SpeakEasySampleData(events: events, speakers: SpeakEasySampleData.standard.speakers, images: SpeakEasySampleData.standard.images)
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend(data: data)), mode: .live)
        await host.settle()
        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        await host.settle()
        #expect(host.screen.breadcrumb == ["Events", "Event Details"])
        guard let details = host.state.top(as: EventDetails.self) else {
            Issue.record("the event details are not on top")
            return
        }
        #expect(details.event.description.utf8.count == description.utf8.count, "the app has the whole description")
        let text = render(host)
        #expect(text.contains("laid out to its first 100,000 characters"), "the text view says it laid out only the start")
        for output in [text, SVGRenderer().render(host.screen), WireframeRenderer().render(host.screen), AccessibilityAudit().audit(host.screen).text] {
            let longest = output.split(separator: "\n").map(\.utf8.count).max() ?? 0
            #expect(longest < 1_000, "the longest line has \(longest) bytes")
        }
    }

    @Test func hostileTextRendersOnEveryScreen() async throws {
        let data = Self.hostileData
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend(data: data)), mode: .live)
        await host.settle()
        #expect(ScreenInspector(host.screen).table?.dataSource.numberOfRows(inSection: 0) == data.events.count)
        for (index, event) in data.events.enumerated() {
            try host.send(.scroll(toY: Double(index) * 92))
            _ = render(host)
            try host.send(.tapRow(TableIndexPath(row: index, section: 0)))
            await host.settle()
            let details = render(host)
            #expect(host.screen.breadcrumb == ["Events", "Event Details"])
            if event.name.count < 12 { #expect(details.contains(TextQuote.quoted(event.name))) }
            try host.send(.tapRow(TableIndexPath(row: 0, section: 1)))
            await host.settle()
            let presenter = render(host)
            #expect(presenter.contains("Presenter"))
            try host.send(.tapBack)
            try host.send(.tapBack)
        }
        try host.send(.tapTab(1))
        await host.settle()
        for index in data.speakers.indices {
            try host.send(.tapRow(TableIndexPath(row: index, section: 0)))
            await host.settle()
            _ = render(host)
            try host.send(.tapBack)
        }
        #expect(host.screen.alert == nil, "photos that are missing are shown as missing, not as an error alert")
    }
}
