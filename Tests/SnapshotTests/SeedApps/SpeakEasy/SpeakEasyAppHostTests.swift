@testable import SeedCatalog
import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// A backend that counts the calls it forwards to the sample backend.
private actor CountingBackend: SpeakEasyBackend {
    private let sample = SampleSpeakEasyBackend()
    private(set) var speakerFetches: [String] = []
    private(set) var imageLoads: [String] = []

    func fetchEvents() async throws(SpeakEasyBackendError) -> FetchedList<Event> { try await sample.fetchEvents() }
    func fetchSpeakers() async throws(SpeakEasyBackendError) -> FetchedList<Speaker> { try await sample.fetchSpeakers() }
    func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker {
        speakerFetches.append(rowKey)
        return try await sample.fetchSpeaker(rowKey: rowKey)
    }
    func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset {
        imageLoads.append(speaker.rowKey)
        return try await sample.loadImage(for: speaker)
    }
}

/// SpeakEasy driven only through `AppHost` and `UserAction`, as an embedding client would, and
/// its storyboard.
@MainActor
@Suite struct SpeakEasyAppHostTests {
    @Test func theStoryboardIsSound() {
        #expect(SpeakEasyStoryboard.graph.validate() == [])
        #expect(
            SpeakEasyApp().storyboard.tabs(of: SpeakEasyStoryboard.tabBar) == [
                SpeakEasyStoryboard.eventsNavigation, SpeakEasyStoryboard.speakersNavigation,
            ])
    }

    @Test func aUserBrowsesEventsAPresenterAndTheSpeakersTab() async throws {
        let host = SpeakEasyScenarios.host()
        #expect(host.screen.activity == "loading events")
        await host.settle()
        #expect(host.screen.activity == nil)
        #expect(host.screen.tabBar?.items.map(\.title) == ["Events", "Speakers"])
        #expect(host.screen.tabBar?.items.map { $0.image?.name } == ["first.png", "second.png"])

        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        #expect(host.screen.breadcrumb == ["Events", "Event Details"])
        #expect(host.screen.activity == "loading the presenter")
        await host.settle()
        #expect(host.screen.activity == nil)

        try host.send(.tapRow(TableIndexPath(row: 0, section: 1)))
        #expect(host.screen.breadcrumb == ["Events", "Event Details", "Presenter"])
        #expect(host.pendingEffects.isEmpty, "the photo came along from Event Details")
        let texts = host.screen.content.compactMap { element -> String? in
            if case .label(let label) = element.kind { return label.text }
            return nil
        }
        #expect(texts == ["Ann Lee", "Principal Program Manager, Windows Azure"])

        try host.send(.tapTab(1))
        #expect(host.screen.breadcrumb == ["Speakers"])
        await host.settle()
        try host.send(.tapRow(TableIndexPath(row: 3, section: 0)))
        await host.settle()
        guard case .image(let photo)? = host.screen.content.first?.kind else {
            Issue.record("the Presenter screen shows no image view first")
            return
        }
        #expect(photo.image == nil)
        #expect(photo.placeholder == "no photo")

        try host.send(.tapTab(0))
        #expect(host.screen.breadcrumb == ["Events", "Event Details", "Presenter"])
        try host.send(.tapTab(0))
        #expect(host.screen.breadcrumb == ["Events"])
    }

    @Test func thePresenterIsFetchedOncePerEventHoweverOftenTheScreenRenders() async throws {
        let backend = CountingBackend()
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend), mode: .live)
        await host.settle()
        try host.send(.tapRow(TableIndexPath(row: 2, section: 0)))
        await host.settle()
        for _ in 0..<5 { _ = TextRenderer().render(host.screen) }
        try host.send(.scroll(toY: 0))
        await host.settle()
        #expect(await backend.speakerFetches == ["priya-raman"])
        #expect(await backend.imageLoads == ["priya-raman"])
        try host.send(.tapBack)
        try host.send(.tapRow(TableIndexPath(row: 2, section: 0)))
        await host.settle()
        #expect(await backend.speakerFetches == ["priya-raman", "priya-raman"], "a new Event Details fetches again")
    }

    @Test func touchesTheScreenDoesNotOfferAreRejected() async throws {
        let host = SpeakEasyScenarios.host(failures: SampleBackendFailures(eventsFetch: .always))
        #expect(throws: UserActionError.noBarButton("refresh", available: [])) {
            try host.send(.tapBarButton(SpeakEasyControls.refreshButton))
        }
        await host.settle()
        let before = host.state
        let behindTheAlert: [UserAction] = [
            .tapBarButton(SpeakEasyControls.refreshButton), .tapTab(SpeakEasyControls.speakersTab),
            .tapRow(TableIndexPath(row: 0, section: 0)), .scroll(toY: 100), .tapBack,
        ]
        for touch in behindTheAlert {
            #expect(throws: UserActionError.blockedByAlert(title: "Error")) { try host.send(touch) }
        }
        #expect(host.state == before)
        try host.send(.tapAlertButton(0))
        #expect(host.screen.alert == nil)
        let dismissed = host.state
        #expect(throws: UserActionError.rowOutOfRange(TableIndexPath(row: 0, section: 0), rowsInSection: 0)) {
            try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        }
        #expect(throws: UserActionError.noBackButton) { try host.send(.tapBack) }
        #expect(throws: UserActionError.noAlert) { try host.send(.tapAlertButton(0)) }
        #expect(throws: UserActionError.tabOutOfRange(7, count: 2)) { try host.send(.tapTab(7)) }
        #expect(host.state == dismissed)
        #expect(host.failures.isEmpty)
    }
}
