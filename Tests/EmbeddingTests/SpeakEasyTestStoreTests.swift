import Navigation
import Presentation
import SeedApps
import StoryboardTesting
import Testing

/// SpeakEasy driven through `TestStore` with public imports only, as another package tests its
/// app. The app's state is publicly read-only (`public internal(set)`), so the store runs with
/// `exhaustivity: .off`: the test reads the state after each step, while every effect must
/// still be released and every fed-back action received, and every touch is checked against
/// the rendered screen.
@Suite struct SpeakEasyTestStoreTests {
    private let data = SpeakEasySampleData.standard
    private let runner = SpeakEasyEffects(backend: SampleSpeakEasyBackend())
    private let eventsList = ScreenID(0)
    private let speakersList = ScreenID(1)

    /// The app launched with its events loaded.
    private func launched() async -> TestStore<SpeakEasyApp> {
        let store = TestStore(app: SpeakEasyApp(), exhaustivity: .off)
        store.launch()
        #expect(store.pendingEffects == [RoutedEffect(.fetchEvents, for: eventsList)])
        #expect(store.screen.activity == "loading events")
        await store.run(RoutedEffect(.fetchEvents, for: eventsList), using: runner)
        store.receive(.message(.eventsFetched(FetchedList(data.events)), to: eventsList))
        return store
    }

    @Test func aTappedEventOpensItsDetailsWhosePresenterAndPhotoLoad() async throws {
        let store = await launched()
        guard let list = store.state.top(as: EventsList.self) else {
            Issue.record("the events list is not on top")
            return
        }
        #expect(list.events == data.events)
        #expect(!list.isLoading)

        store.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        let details = store.state.navigation.topID
        let event = data.events[0]
        #expect(store.screen.breadcrumb == ["Events", "Event Details"])
        #expect(store.pendingEffects == [RoutedEffect(.fetchSpeaker(rowKey: event.speakerKey), for: details)])
        await store.run(RoutedEffect(.fetchSpeaker(rowKey: event.speakerKey), for: details), using: runner)
        let speaker = try #require(data.speakers.first { $0.rowKey == event.speakerKey })
        store.receive(.message(.speakerFetched(speaker), to: details))
        await store.run(RoutedEffect(.loadImage(speaker), for: details), using: runner)
        let photo = try #require(data.images[speaker.imageName])
        store.receive(.message(.imageLoaded(speakerKey: speaker.rowKey, photo), to: details))
        guard let shown = store.state.top(as: EventDetails.self) else {
            Issue.record("Event Details is not on top")
            return
        }
        #expect(shown.presenter == .loaded(speaker, image: .loaded(photo)))
        assertSnapshot(of: store.screen)

        store.send(.tapRow(SpeakEasyControls.presenterRow))
        #expect(store.screen.breadcrumb == ["Events", "Event Details", "Presenter"])
        store.send(.tapBack)
        store.send(.tapBack)
        #expect(store.state.navigation.topID == eventsList)
        store.finish()
    }

    @Test func theSpeakersTabLoadsItsListTheFirstTimeItShows() async {
        let store = await launched()
        store.send(.tapTab(SpeakEasyControls.speakersTab))
        #expect(store.state.navigation.tabBar?.selectedIndex == SpeakEasyControls.speakersTab)
        await store.run(RoutedEffect(.fetchSpeakers, for: speakersList), using: runner)
        store.receive(.message(.speakersFetched(FetchedList(data.speakers)), to: speakersList))
        store.send(.tapTab(SpeakEasyControls.eventsTab))
        store.send(.tapTab(SpeakEasyControls.speakersTab))
        #expect(store.pendingEffects.isEmpty, "shown again: no second fetch")
        store.finish()
    }

    /// From outside as from inside, a touch the screen does not offer fails the test and
    /// changes nothing: a row that is not there, back on a root screen, a tap behind an alert.
    @Test func touchesTheScreenDoesNotOfferFailTheTest() async {
        let store = await launched()
        let before = store.state
        withKnownIssue {
            store.send(.tapRow(TableIndexPath(row: 9, section: 0)))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The screen does not offer tap row 0.9: Section 0 has 7 rows; there is no row 9."]
        }
        withKnownIssue {
            store.send(.tapBack)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The screen does not offer back: This screen has no back button."]
        }
        #expect(store.state == before)

        store.send(.tapBarButton(SpeakEasyControls.refreshButton))
        await store.run(
            RoutedEffect(.fetchEvents, for: eventsList),
            using: SpeakEasyEffects(
                backend: SampleSpeakEasyBackend(failures: SampleBackendFailures(eventsFetch: .always))))
        store.receive(.message(.eventsFetchFailed(.unreachable), to: eventsList))
        #expect(store.state.navigation.alert?.title == "Error")
        withKnownIssue {
            store.send(.tapTab(SpeakEasyControls.speakersTab))
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasSuffix("The alert \"Error\" is up: only its buttons respond.") == true
        }
        store.send(.tapAlertButton(0))
        #expect(store.state.navigation.alert == nil)
        store.finish()
    }
}
