import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The Speakers tab and the tab bar through the exhaustive TestStore: the first selection
/// fetches the speakers, a speaker row pushes the Presenter, each tab keeps its stack, and
/// tapping the selected tab pops to the root.
@Suite struct SpeakEasySpeakersTests {
    typealias F = SpeakEasyFixtures
    private let speakersTab = SpeakEasyAction.touch(.tapTab(1))
    private let eventsTab = SpeakEasyAction.touch(.tapTab(0))

    /// Loaded events, then the Speakers tab shown and its speakers loaded.
    private func speakersStore(runner: SpeakEasyEffects = F.runner()) async -> TestStore<SpeakEasyApp> {
        let store = await F.loadedStore(runner: runner)
        store.send(speakersTab) {
            _ = try? $0.navigation.tapTab(1)
            $0.loaded.insert(F.speakersID)
            $0.navigation.update(F.speakersID, as: SpeakersList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.fetchSpeakers, for: F.speakersID), using: runner)
        store.receive(.message(.speakersFetched(FetchedList(F.speakers)), to: F.speakersID)) {
            $0.navigation.update(F.speakersID, as: SpeakersList.self) {
                $0.speakers = F.speakers; $0.isLoading = false
            }
        }
        return store
    }

    @Test func theSpeakersAreFetchedTheFirstTimeTheTabIsShownOnly() async {
        let store = await speakersStore()
        store.send(eventsTab) { _ = try? $0.navigation.tapTab(0) }
        store.send(speakersTab) { _ = try? $0.navigation.tapTab(1) }
        #expect(store.pendingEffects.isEmpty)
        let screen = SpeakEasyApp().render(store.state)
        #expect(screen.breadcrumb == ["Speakers"])
        #expect(screen.tabBar?.selectedIndex == 1)
        store.finish()
    }

    @Test func aSpeakerRowPushesThePresenterWhichLoadsThePhoto() async {
        let runner = F.runner()
        let store = await speakersStore(runner: runner)
        let priya = F.speaker("priya-raman")
        let presenter = F.firstPushID
        store.send(.touch(.tapRow(TableIndexPath(row: 2, section: 0)))) {
            $0.push(PresenterDetails(speaker: priya, image: .pending))
        }
        #expect(SpeakEasyApp().render(store.state).navigationBar?.backButtonTitle == "Speakers")
        await store.run(RoutedEffect(.loadImage(priya), for: presenter), using: runner)
        let photo = F.image("priya-raman.jpg")
        store.receive(.message(.imageLoaded(speakerKey: "priya-raman", photo), to: presenter)) {
            $0.navigation.update(presenter, as: PresenterDetails.self) { $0.image = .loaded(photo) }
        }
        store.finish()
    }

    @Test func aFailedSpeakersFetchShowsTheErrorAlertAndRefreshTriesAgain() async {
        let runner = F.runner(SampleBackendFailures(speakersFetch: .afterSuccesses(0)))
        let store = await F.loadedStore(runner: runner)
        store.send(speakersTab) {
            _ = try? $0.navigation.tapTab(1)
            $0.loaded.insert(F.speakersID)
            $0.navigation.update(F.speakersID, as: SpeakersList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.fetchSpeakers, for: F.speakersID), using: runner)
        store.receive(.message(.speakersFetchFailed(.unreachable), to: F.speakersID)) {
            $0.navigation.update(F.speakersID, as: SpeakersList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable, on: F.speakersID))
        }
        store.send(.touch(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        store.send(.touch(.tapBarButton(SpeakEasyControls.refreshButton))) {
            $0.navigation.update(F.speakersID, as: SpeakersList.self) { $0.isLoading = true }
        }
        store.release(RoutedEffect(.fetchSpeakers, for: F.speakersID), feeding: [.message(.speakersFetched(FetchedList(F.speakers)), to: F.speakersID)])
        store.receive(.message(.speakersFetched(FetchedList(F.speakers)), to: F.speakersID)) {
            $0.navigation.update(F.speakersID, as: SpeakersList.self) {
                $0.speakers = F.speakers; $0.isLoading = false
            }
        }
        store.finish()
    }

    @Test func eachTabKeepsItsStackWhileTheOtherIsShown() async {
        let store = await F.loadedStore()
        let details = F.firstPushID
        store.send(.touch(.tapRow(TableIndexPath(row: 1, section: 0)))) {
            $0.push(EventDetails(event: F.events[1]))
        }
        store.send(speakersTab) {
            _ = try? $0.navigation.tapTab(1)
            $0.loaded.insert(F.speakersID)
            $0.navigation.update(F.speakersID, as: SpeakersList.self) { $0.isLoading = true }
        }
        // The presenter arrives while the Events tab is hidden: it still reaches its screen.
        let marcus = F.speaker("marcus-chen")
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "marcus-chen"), for: details), feeding: [.message(.speakerFetched(marcus), to: details)])
        store.receive(.message(.speakerFetched(marcus), to: details)) {
            $0.updateDetails(details) { $0.presenter = .loaded(marcus, image: .pending) }
        }
        store.send(eventsTab) { _ = try? $0.navigation.tapTab(0) }
        #expect(SpeakEasyApp().render(store.state).breadcrumb == ["Events", "Event Details"])
        store.release(RoutedEffect(.loadImage(marcus), for: details), feeding: [])
        store.release(RoutedEffect(.fetchSpeakers, for: F.speakersID), feeding: [])
        store.finish()
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() async {
        let store = await F.loadedStore()
        store.send(.touch(.tapRow(TableIndexPath(row: 0, section: 0)))) {
            $0.push(EventDetails(event: F.events[0]))
        }
        store.send(eventsTab) { _ = try? $0.navigation.tapTab(0) }
        #expect(store.state.navigation.currentStack.isAtRoot)
        // The popped screen's fetch result finds nothing to update.
        let ann = F.speaker("ann-lee")
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: F.firstPushID), feeding: [.message(.speakerFetched(ann), to: F.firstPushID)])
        store.receive(.message(.speakerFetched(ann), to: F.firstPushID))
        store.finish()
    }

    @Test func aSpeakersListShorterThanTheScreenDoesNotScroll() async {
        let store = await speakersStore()
        store.send(.touch(.scroll(toY: 150)))
        #expect(F.speakers.count * 44 < 367)
        store.finish()
    }
}
