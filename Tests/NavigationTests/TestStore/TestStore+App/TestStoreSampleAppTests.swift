import Testing
import StoryboardTesting
@testable import Navigation
import TestSupport

/// The sample app (NavigationSampleApp.swift) driven through the exhaustive TestStore.
@Suite struct TestStoreSampleAppTests {
    private let list = ScreenID(0)
    private let runner = SampleRunner(items: ["Apples", "Pears"], notes: ["Pears": "Ripe in September."])

    private func loadedStore() async -> TestStore<SampleReducer> {
        let store = TestStore(initialState: SampleState(), reducer: SampleReducer())
        store.send(.listAppeared(list)) {
            $0.navigation.update(list) { $0.updateList { $0.isLoading = true } }
        }
        await store.run(.loadItems(for: list), using: runner)
        store.receive(.itemsLoaded(list, ["Apples", "Pears"])) {
            $0.navigation.update(list) {
                $0.updateList {
                    $0.items = ["Apples", "Pears"]; $0.isLoading = false
                }
            }
        }
        return store
    }

    @Test func loadTapRowLoadNotesAndGoBack() async {
        let store = await loadedStore()
        store.send(.tapRow(1)) {
            $0.navigation.push(.detail(ItemDetail(item: "Pears")))
        }
        let detail = ScreenID(1)
        #expect(store.state.navigation.currentStack.backButtonTitle == "Items")
        await store.run(.loadNotes(for: detail, item: "Pears"), using: runner)
        store.receive(.notesLoaded(detail, "Ripe in September.")) {
            $0.navigation.update(detail) {
                $0.updateDetail {
                    $0.notes = "Ripe in September."; $0.isLoadingNotes = false
                }
            }
        }
        store.send(.navigation(.tapBack)) { $0.navigation.pop() }
        store.finish()
    }

    @Test func notesForAPoppedDetailAreDropped() async {
        let store = await loadedStore()
        store.send(.tapRow(0)) { $0.navigation.push(.detail(ItemDetail(item: "Apples"))) }
        store.send(.navigation(.tapBack)) { $0.navigation.pop() }
        store.release(.loadNotes(for: ScreenID(1), item: "Apples"), feeding: [.notesLoaded(ScreenID(1), "Crisp.")])
        store.receive(.notesLoaded(ScreenID(1), "Crisp."))
        store.finish()
    }

    @Test func rowTapWhileReloadingIsVetoed() async {
        let store = await loadedStore()
        store.send(.listAppeared(list)) {
            $0.navigation.update(list) { $0.updateList { $0.isLoading = true } }
        }
        store.send(.tapRow(0))
        store.release(.loadItems(for: list), feeding: [])
        store.finish()
    }

    /// A row the list does not have reaches `prepare` only past a host's checks: a wiring error
    /// that fails the step and keeps the state.
    @Test func aRowThePrepareRefusesFailsTheStepAndKeepsTheState() async {
        let loaded = await loadedStore()
        let log = FailureLog()
        let store = TestStore(initialState: loaded.state, reducer: SampleReducer(), onFailure: log.sink)
        store.send(.tapRow(5))
        #expect(
            log.messages == [
                "The reducer could not apply tapRow(5) (a wiring error of the app): "
                    + "preparing segue ShowDetail failed: the sender cell 0,5 ItemCell identifies nothing to show"
            ])
        #expect(store.state == loaded.state)
        #expect(store.pendingEffects.isEmpty)
    }

    /// The alert's Retry reloads. (That a tap behind the alert is refused is the host's rule:
    /// `AppHostTests.anAlertBlocksEverythingButItsButtons`.)
    @Test func failedLoadShowsAnAlertWhoseRetryReloads() async {
        let store = TestStore(initialState: SampleState(), reducer: SampleReducer())
        store.send(.listAppeared(list)) {
            $0.navigation.update(list) { $0.updateList { $0.isLoading = true } }
        }
        await store.run(.loadItems(for: list), using: SampleRunner(items: nil))
        store.receive(.itemsFailed(list, "The server did not answer.")) {
            $0.navigation.update(list) { $0.updateList { $0.isLoading = false } }
            $0.navigation.presentAlert(
                AlertState(
                    title: "Could not load", message: "The server did not answer.",
                    buttons: [.cancel("OK"), AlertButton("Retry", action: .retryLoading(self.list))]))
        }
        store.send(.navigation(.tapAlertButton(1))) {
            _ = try? $0.navigation.dismissAlert()
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } }
        }
        await store.run(.loadItems(for: list), using: runner)
        store.receive(.itemsLoaded(list, ["Apples", "Pears"])) {
            $0.navigation.update(self.list) {
                $0.updateList {
                    $0.items = ["Apples", "Pears"]; $0.isLoading = false
                }
            }
        }
        store.finish()
    }
}
