import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The Events tab through the exhaustive TestStore: loading, the Error alert, refresh,
/// scrolling.
@Suite struct SpeakEasyEventsTests {
    typealias F = SpeakEasyFixtures
    private let refresh = SpeakEasyAction.user(.tapBarButton(SpeakEasyControls.refreshButton))

    @Test func launchFetchesTheEventsAndShowsThem() async {
        let store = await F.loadedStore()
        #expect(store.state.navigation.top == .events(EventsListState(events: F.events)))
        store.finish()
    }

    @Test func whileTheEventsLoadTheScreenSaysSoAndRefreshIsDisabled() {
        let store = F.store()
        store.send(.launched) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = true } }
        }
        let screen = SpeakEasyApp().render(store.state)
        #expect(screen.activity == "loading events")
        #expect(screen.navigationBar?.rightItems.map(\.isEnabled) == [false])
        store.send(refresh)
        store.release(.fetchEvents(for: F.eventsID), feeding: [])
        store.finish()
    }

    @Test func aFailedFetchShowsTheErrorAlertWithOKOverTheEmptyList() async {
        let store = F.store()
        store.send(.launched) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = true } }
        }
        await store.run(.fetchEvents(for: F.eventsID), using: F.runner(SampleBackendFailures(eventsFetch: .always)))
        store.receive(.eventsFetchFailed(F.eventsID, .unreachable)) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = false } }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable))
        }
        let alert = SpeakEasyApp().render(store.state).alert
        #expect(alert?.title == "Error")
        #expect(alert?.message == SpeakEasyBackendError.unreachable.description)
        #expect(alert?.buttons == [Alert.Button("OK", role: .cancel)])
        store.send(.user(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        store.finish()
    }

    @Test func aFailedRefreshKeepsThePreviousList() async {
        let runner = F.runner(SampleBackendFailures(eventsFetch: .afterSuccesses(1)))
        let store = await F.loadedStore(runner: runner)
        store.send(refresh) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = true } }
        }
        await store.run(.fetchEvents(for: F.eventsID), using: runner)
        store.receive(.eventsFetchFailed(F.eventsID, .unreachable)) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = false } }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable))
        }
        #expect(store.state.navigation.top == .events(EventsListState(events: F.events)))
        store.send(.user(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        store.finish()
    }

    @Test func aSecondFailureWhileTheAlertIsUpCoversItAndTheFirstComesBack() async throws {
        let store = F.store()
        store.send(.launched) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = true } }
        }
        store.release(.fetchEvents(for: F.eventsID), feeding: [
            .eventsFetchFailed(F.eventsID, .unreachable), .speakersFetchFailed(F.speakersID, .serverError(statusCode: 500)),
        ])
        store.receive(.eventsFetchFailed(F.eventsID, .unreachable)) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = false } }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable))
        }
        store.receive(.speakersFetchFailed(F.speakersID, .serverError(statusCode: 500))) {
            $0.navigation.presentAlert(speakEasyErrorAlert(.serverError(statusCode: 500)))
        }
        store.send(.user(.tapAlertButton(0))) {
            _ = try? $0.navigation.dismissAlert()
        }
        #expect(store.state.navigation.alert?.message == SpeakEasyBackendError.unreachable.description, "the first error is up again")
        store.finish()
    }

    @Test func scrollingIsClampedToTheListAsUIKitRestsIt() async {
        let store = await F.loadedStore()
        let largest = Double(F.events.count) * 92 - 367
        store.send(.user(.scroll(toY: 10_000))) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.contentOffsetY = largest } }
        }
        store.send(.user(.scroll(toY: -40))) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.contentOffsetY = 0 } }
        }
        store.send(.user(.scroll(toY: 120))) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.contentOffsetY = 120 } }
        }
        store.finish()
    }

    @Test func aShorterListAfterRefreshReclampsTheOffset() async {
        let store = await F.loadedStore()
        store.send(.user(.scroll(toY: 200))) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.contentOffsetY = 200 } }
        }
        store.send(refresh) {
            $0.navigation.update(F.eventsID) { $0.updateEvents { $0.isLoading = true } }
        }
        let two = Array(F.events.prefix(2))
        store.release(.fetchEvents(for: F.eventsID), feeding: [.eventsFetched(F.eventsID, FetchedList(two))])
        store.receive(.eventsFetched(F.eventsID, FetchedList(two))) {
            $0.navigation.update(F.eventsID) { $0.updateEvents {
                $0.events = two
                $0.isLoading = false
                $0.contentOffsetY = 0
                // The refresh deleted the last five rows, as the table would animate it.
                $0.lastUpdate = TableChangeset(rowDeletes: (2..<7).map { TableIndexPath(row: $0, section: 0) })
            } }
        }
        store.finish()
    }

    /// Touches the reducer ignores; those the screen does not offer (back on a root, an alert
    /// button with no alert, a tab or row that is not there, anything behind the alert) are
    /// refused before it, by the host (`SpeakEasyAppHostTests.touchesTheScreenDoesNotOfferAreRejected`).
    @Test func touchesThatDoNotApplyAreIgnored() async {
        let store = await F.loadedStore()
        store.send(.user(.tapButton("nothing")))
        store.send(.user(.tapGridItem(0)))
        store.send(.user(.typeText("x")))
        store.send(.user(.replaceText("y")))
        store.send(.user(.tapBarButton("add")))
        store.send(.eventsFetched(ScreenID(42), FetchedList([])))
        store.send(.imageLoaded(ScreenID(42), speakerKey: "ann-lee", F.image("ann-lee.png")))
        store.finish()
    }
}
