import Foundation
import Navigation
import Presentation
import SeedApps
import Testing

/// SpeakEasy embedded as a UI client embeds it, with plain imports: the app and its effect
/// runner built on the sample backend, run in an `AppHost`, read through its state and its
/// rendered screen, driven with `UserAction`s.
@MainActor
@Suite struct SpeakEasyEmbeddingTests {
    private let firstRow = TableIndexPath(row: 0, section: 0)

    @Test func theEventsLoadAndTappingOneOpensItsDetailsWithThePresenter() async throws {
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend()))
        #expect(host.pendingEffects == [RoutedEffect(.fetchEvents, for: host.state.navigation.topID)])
        #expect(host.state.navigation.tabBar?.tabs.map(\.item.title) == ["Events", "Speakers"])

        await host.settle()
        guard let list = host.state.top(as: EventsList.self) else {
            Issue.record("the Events list is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(list.events.count == 7)
        #expect(list.events.first?.name == "Azure for iOS Apps")
        #expect(!list.isLoading)
        let events = TextRenderer().render(host.screen)
        #expect(events.hasPrefix("SpeakEasy > Events  iPhone 320x480"))
        #expect(events.contains("\"Azure for iOS Apps\""))

        var updates = host.updates().makeAsyncIterator()
        let current = await updates.next()
        #expect(current == host.state)
        try host.send(.tapRow(firstRow))
        let afterTap = await updates.next()
        guard let details = afterTap?.top(as: EventDetails.self) else {
            Issue.record("the tap did not push Event Details")
            return
        }
        #expect(details.event == list.events[0])
        #expect(details.presenter == .loading)

        await host.settle()
        guard let loaded = host.state.top(as: EventDetails.self) else {
            Issue.record("Event Details is no longer on top: \(host.state.navigation.top)")
            return
        }
        #expect(loaded.presenter.speaker?.name == "Ann Lee")
        let screen = TextRenderer().render(host.screen)
        #expect(screen.hasPrefix("SpeakEasy > Events > Event Details  iPhone 320x480"))
        #expect(screen.contains("ann-lee.png"), "the presenter row shows the photo")
    }

    @Test func aFailingEventsFetchShowsTheErrorAlertWhichOKDismisses() async throws {
        let backend = SampleSpeakEasyBackend(failures: SampleBackendFailures(eventsFetch: .always))
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
        await host.settle()

        let alert = try #require(host.state.navigation.alert)
        #expect(alert.title == "Error")
        #expect(alert.message == SpeakEasyBackendError.unreachable.description)
        #expect(TextRenderer().render(host.screen).contains("alert  \"Error\""))
        #expect(throws: UserActionError.blockedByAlert(title: "Error")) {
            try host.send(.tapRow(firstRow))
        }

        try host.send(.tapAlertButton(0))
        #expect(host.state.navigation.alert == nil)
    }

    @Test func anAppServesItsOwnEventsAndSpeakersFromTheSampleBackend() async throws {
        let speaker = Speaker(rowKey: "grace", name: "Grace Hopper", title: "Rear Admiral", bio: "Wrote the first compiler.", imageName: "grace.png")
        let event = Event(
            rowKey: "cobol", name: "COBOL at 65", description: "Business languages then and now.",
            date: Date(timeIntervalSince1970: 1_354_730_400), location: "Hall C", speakerName: "G. Hopper", speakerKey: "grace")
        let data = SpeakEasySampleData(events: [event], speakers: [speaker], images: [:])
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend(data: data)))
        await host.settle()
        #expect(event.dateText == "12/05/2012")
        #expect(TextRenderer().render(host.screen).contains("\"G. Hopper\""))

        try host.send(.tapRow(firstRow))
        await host.settle()
        guard let details = host.state.top(as: EventDetails.self) else {
            Issue.record("the tap did not push Event Details: \(host.state.navigation.top)")
            return
        }
        #expect(details.presenter == .loaded(speaker, image: .unavailable(.imageNotFound(speakerName: "Grace Hopper"))))
        #expect(TextRenderer().render(host.screen).contains("\"Grace Hopper\""), "the row shows the fetched speaker")

        try host.send(.tapTab(1))
        await host.settle()
        guard let speakers = host.state.top(as: SpeakersList.self) else {
            Issue.record("the Speakers tab is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(speakers.speakers == [speaker])
    }
}
