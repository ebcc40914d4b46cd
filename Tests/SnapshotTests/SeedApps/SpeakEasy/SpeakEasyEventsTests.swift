import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The Events tab through the exhaustive TestStore: loading, the Error alert, refresh,
/// scrolling.
@Suite struct SpeakEasyEventsTests {
    typealias F = SpeakEasyFixtures
    private let refresh = SpeakEasyAction.touch(.tapBarButton(SpeakEasyControls.refreshButton))

    @Test func launchFetchesTheEventsAndShowsThem() async {
        let store = await F.loadedStore()
        #expect(store.state.top(as: EventsList.self) == EventsList(events: F.events))
        store.finish()
    }

    @Test func whileTheEventsLoadTheScreenSaysSoAndRefreshIsDisabled() {
        let store = F.store()
        store.launch {
            $0.loaded.insert(F.eventsID)
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = true }
        }
        let screen = SpeakEasyApp().render(store.state)
        #expect(screen.activity == "loading events")
        #expect(screen.navigationBar?.rightItems.map(\.isEnabled) == [false])
        store.send(refresh)
        store.release(RoutedEffect(.fetchEvents, for: F.eventsID), feeding: [])
        store.finish()
    }

    @Test func aFailedFetchShowsTheErrorAlertWithOKOverTheEmptyList() async {
        let store = F.store()
        store.launch {
            $0.loaded.insert(F.eventsID)
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.fetchEvents, for: F.eventsID), using: F.runner(SampleBackendFailures(eventsFetch: .always)))
        store.receive(.message(.eventsFetchFailed(.unreachable), to: F.eventsID)) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable, on: F.eventsID))
        }
        let alert = SpeakEasyApp().render(store.state).alert
        #expect(alert?.title == "Error")
        #expect(alert?.message == SpeakEasyBackendError.unreachable.description)
        #expect(alert?.buttons == [Alert.Button("OK", role: .cancel)])
        store.send(.touch(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        store.finish()
    }

    @Test func aFailedRefreshKeepsThePreviousList() async {
        let runner = F.runner(SampleBackendFailures(eventsFetch: .afterSuccesses(1)))
        let store = await F.loadedStore(runner: runner)
        store.send(refresh) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.fetchEvents, for: F.eventsID), using: runner)
        store.receive(.message(.eventsFetchFailed(.unreachable), to: F.eventsID)) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable, on: F.eventsID))
        }
        #expect(store.state.top(as: EventsList.self) == EventsList(events: F.events))
        store.send(.touch(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        store.finish()
    }

    @Test func aSecondFailureWhileTheAlertIsUpCoversItAndTheFirstComesBack() async throws {
        let store = F.store()
        store.launch {
            $0.loaded.insert(F.eventsID)
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = true }
        }
        store.release(
            RoutedEffect(.fetchEvents, for: F.eventsID),
            feeding: [
                .message(.eventsFetchFailed(.unreachable), to: F.eventsID), .message(.speakersFetchFailed(.serverError(statusCode: 500)), to: F.speakersID),
            ])
        store.receive(.message(.eventsFetchFailed(.unreachable), to: F.eventsID)) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable, on: F.eventsID))
        }
        store.receive(.message(.speakersFetchFailed(.serverError(statusCode: 500)), to: F.speakersID)) {
            $0.navigation.presentAlert(speakEasyErrorAlert(.serverError(statusCode: 500), on: F.speakersID))
        }
        store.send(.touch(.tapAlertButton(0))) {
            _ = try? $0.navigation.dismissAlert()
        }
        #expect(store.state.navigation.alert?.message == SpeakEasyBackendError.unreachable.description, "the first error is up again")
        store.finish()
    }

    @Test func scrollingIsClampedToTheListAsUIKitRestsIt() async {
        let store = await F.loadedStore()
        let largest = Double(F.events.count) * 92 - 367
        store.send(.touch(.scroll(toY: 10_000))) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.contentOffsetY = largest }
        }
        store.send(.touch(.scroll(toY: -40))) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.contentOffsetY = 0 }
        }
        store.send(.touch(.scroll(toY: 120))) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.contentOffsetY = 120 }
        }
        store.finish()
    }

    @Test func aShorterListAfterRefreshReclampsTheOffset() async {
        let store = await F.loadedStore()
        store.send(.touch(.scroll(toY: 200))) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.contentOffsetY = 200 }
        }
        store.send(refresh) {
            $0.navigation.update(F.eventsID, as: EventsList.self) { $0.isLoading = true }
        }
        let two = Array(F.events.prefix(2))
        store.release(RoutedEffect(.fetchEvents, for: F.eventsID), feeding: [.message(.eventsFetched(FetchedList(two)), to: F.eventsID)])
        store.receive(.message(.eventsFetched(FetchedList(two)), to: F.eventsID)) {
            $0.navigation.update(F.eventsID, as: EventsList.self) {
                $0.events = two
                $0.isLoading = false
                $0.contentOffsetY = 0
                // The refresh deleted the last five rows, as the table would animate it.
                $0.lastUpdate = TableChangeset(rowDeletes: (2..<7).map { TableIndexPath(row: $0, section: 0) })
            }
        }
        store.finish()
    }

    /// A touch no code handles is a wiring error naming the control and the scene, and changes
    /// nothing. The screen never offers these (a host refuses them first:
    /// `SpeakEasyAppHostTests.touchesTheScreenDoesNotOfferAreRejected`), so only a store that
    /// skips that check, as this one does, reaches the app with them. A message for a screen
    /// that is gone is dropped.
    @Test func touchesNoCodeHandlesAreWiringErrorsAndMessagesForGoneScreensAreDropped() async {
        let store = await F.loadedStore()
        let before = store.state
        withKnownIssue {
            store.send(.touch(.tapButton("nothing")))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The reducer could not apply touch(tap button nothing) (a wiring error of the app): "
                    + "The screen shows the control \"tap button nothing (scene Events)\" but the app has no code for it."
            ]
        }
        for touch in [UserAction.tapGridItem(0), .typeText("x"), .replaceText("y"), .tapBarButton("add")] {
            withKnownIssue {
                store.send(.touch(touch))
            } matching: { issue in
                issue.comments.first?.rawValue.hasSuffix("but the app has no code for it.") == true
            }
        }
        #expect(store.state == before)
        store.send(.message(.eventsFetched(FetchedList([])), to: ScreenID(42)))
        store.send(.message(.imageLoaded(speakerKey: "ann-lee", F.image("ann-lee.png")), to: ScreenID(42)))
        store.finish()
    }
}
